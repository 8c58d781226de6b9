import { LocalSearchEngine } from './engine';
import type { IndexFiles } from './engineStart';
import type { ShippedIndex } from './shippedIndex';
import type { SearchRequest, SearchResponse } from './types';

/**
 * The local engine's side of the search worker: the page hands it the index and texts as downloaded, it loads the
 * engine off the main thread (the page stays responsive while the reader types), then answers queries by id.
 */
export type ToWorker =
  | ({ type: 'index' } & IndexFiles)
  | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'results'; id: number; results: SearchResponse[] }
  /** `id` is the query that failed; none when the index itself could not be built. */
  | { type: 'error'; id?: number; message: string };

/** The engine over a locale's downloaded index and texts. */
export function engineOf(files: IndexFiles): LocalSearchEngine {
  return LocalSearchEngine.fromShipped(
    JSON.parse(files.index) as ShippedIndex,
    JSON.parse(files.texts) as string[],
  );
}

/** Handles the page's messages through `post`; every failure becomes an `error` message, never an exception. */
export function createWorkerHandler(post: (message: FromWorker) => void): (message: ToWorker) => void {
  let engine: LocalSearchEngine | null = null;
  return (message) => {
    try {
      if (message.type === 'index') {
        engine = engineOf(message);
        post({ type: 'ready' });
        return;
      }
      const ready = engine;
      if (!ready) throw new Error('Search: a query reached the search worker before its index');
      post({
        type: 'results',
        id: message.id,
        results: message.requests.map((request) => ready.search(request, request.indexName)),
      });
    } catch (error) {
      post({
        type: 'error',
        id: message.type === 'search' ? message.id : undefined,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
}
