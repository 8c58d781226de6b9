import { fetchJson, SEARCH_DIRECTORY, searchDirectoryUrl, SearchUnavailableError } from './config';
import { workerErrorOf, type EngineStart, type IndexFiles } from './engineStart';
import type { FromWorker, ToWorker } from './workerEngine';
import type { SearchRequest, SearchResponse } from './types';

/** The local engine as the client sees it, wherever it runs. */
export interface EngineHandle {
  search(requests: SearchRequest[]): Promise<SearchResponse[]>;
}

/** The worker could not start (no Worker, its script failed to load): the engine runs on the page instead. */
export class WorkerUnavailableError extends Error {
  override name = 'WorkerUnavailableError';
}

/** Sends the index to `worker` (once it arrives) and resolves once the worker has loaded the engine. */
export function engineInWorker(
  worker: Worker,
  files: Promise<IndexFiles>,
  workerError: Promise<string> | null = null,
): Promise<EngineHandle> {
  return new Promise((resolve, reject) => {
    const pending = new Map<
      number,
      { resolve(results: SearchResponse[]): void; reject(error: Error): void }
    >();
    let nextId = 0;
    let failure: Error | null = null;
    let ready = false;
    const handle: EngineHandle = {
      search(requests) {
        if (failure) return Promise.reject(failure);
        return new Promise((resolveQuery, rejectQuery) => {
          const id = nextId;
          nextId += 1;
          pending.set(id, { resolve: resolveQuery, reject: rejectQuery });
          worker.postMessage({ type: 'search', id, requests } satisfies ToWorker);
        });
      },
    };
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'ready') {
        ready = true;
        resolve(handle);
        return;
      }
      const query = message.id === undefined ? undefined : pending.get(message.id);
      if (message.id !== undefined) pending.delete(message.id);
      if (message.type === 'results') query?.resolve(message.results);
      else if (query) {
        query.reject(
          message.unavailable ? new SearchUnavailableError(message.message) : new Error(message.message),
        );
      } else {
        worker.terminate();
        reject(new Error(message.message));
      }
    });
    (workerError ?? workerErrorOf(worker)).then((message) => {
      worker.terminate();
      failure = ready
        ? new Error(`Search: the search worker stopped (${message})`)
        : new WorkerUnavailableError(`Search: the search worker did not start (${message})`);
      for (const query of pending.values()) query.reject(failure);
      pending.clear();
      reject(failure);
    });
    files.then(
      (downloaded) =>
        worker.postMessage({
          type: 'index',
          directory: searchDirectoryUrl(),
          ...downloaded,
        } satisfies ToWorker),
      (error: unknown) => {
        worker.terminate();
        reject(error);
      },
    );
  });
}

/** The engine built on the page itself (no worker support, or the worker's script could not load). */
export async function engineOnPage(files: IndexFiles): Promise<EngineHandle> {
  const { engineOf, PartsOnDemand } = await import(/* webpackChunkName: "search-engine" */ './workerEngine');
  const engine = new PartsOnDemand(engineOf(files), (file) => fetchJson(`${SEARCH_DIRECTORY}${file}`));
  return { search: (requests) => engine.search(requests) };
}

/**
 * The engine over one locale's index: in the worker the start brings (its script loaded while the index
 * downloaded), else on the page.
 */
export async function buildEngine({ worker, files, workerError }: EngineStart): Promise<EngineHandle> {
  if (!worker) return engineOnPage(await files);
  try {
    return await engineInWorker(worker, files, workerError);
  } catch (error) {
    if (error instanceof WorkerUnavailableError) return engineOnPage(await files);
    throw error;
  }
}
