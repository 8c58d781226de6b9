import { LocalSearchEngine } from './engine';
import type { IndexFiles } from './engineStart';
import { fetchOk, SearchUnavailableError } from './fetchFile';
import type { ShippedIndex } from './shippedIndex';
import type { SearchRequest, SearchResponse } from './types';

/**
 * The local engine's side of the search worker: the page hands it the index as downloaded, it loads the engine off
 * the main thread (the page stays responsive while the reader types), then answers queries by id, fetching the
 * text buckets their hits need.
 */
export type ToWorker =
  /** `directory`: the absolute URL of the folder of the search's files, where the text buckets are. */
  | ({ type: 'index'; directory: string } & IndexFiles)
  | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'results'; id: number; results: SearchResponse[] }
  /**
   * `id` is the query that failed; none when the index itself could not be built. `unavailable`: a file could not
   * be fetched (the page rethrows a SearchUnavailableError, which puts the modal on its error screen).
   */
  | { type: 'error'; id?: number; message: string; unavailable?: boolean };

/** The engine over a locale's downloaded index (its texts are added bucket by bucket, see TextsOnDemand). */
export function engineOf(files: IndexFiles): LocalSearchEngine {
  return LocalSearchEngine.fromShipped(JSON.parse(files.index) as ShippedIndex);
}

/** Fetches a text bucket's file (named by LocalSearchEngine.textFile) and reads its JSON. */
export type LoadTextFile = (file: string) => Promise<unknown>;

/** Text buckets fetched from the folder at `directory` (an absolute URL), as the worker does. */
export function textFilesAt(directory: string): LoadTextFile {
  return async (file) => {
    const url = new URL(file, directory);
    return (await fetchOk(url.href, url.pathname)).json() as Promise<unknown>;
  };
}

/**
 * An engine whose texts arrive as queries need them: each query first fetches the buckets its page of hits needs
 * (each bucket once, whoever asks first), then answers. A bucket that fails to arrive fails that query only; the
 * next one asks for it again.
 */
export class TextsOnDemand {
  private readonly arriving = new Map<number, Promise<void>>();

  constructor(
    readonly engine: LocalSearchEngine,
    private readonly load: LoadTextFile,
  ) {}

  async search(requests: SearchRequest[]): Promise<SearchResponse[]> {
    const missing = new Set(requests.flatMap((request) => this.engine.missingTexts(request)));
    await Promise.all([...missing].map((bucket) => this.bucket(bucket)));
    return requests.map((request) => this.engine.search(request, request.indexName));
  }

  private bucket(bucket: number): Promise<void> {
    let arriving = this.arriving.get(bucket);
    if (!arriving) {
      arriving = this.load(this.engine.textFile(bucket)).then((texts) => this.engine.addTexts(bucket, texts));
      this.arriving.set(bucket, arriving);
      // Once in, the texts stay in the engine; after a failure the next query fetches the bucket again.
      arriving.then(
        () => this.arriving.delete(bucket),
        () => this.arriving.delete(bucket),
      );
    }
    return arriving;
  }
}

/**
 * Handles the page's messages through `post`; every failure becomes an `error` message, never an exception.
 * `load` fetches text buckets (by default from the folder the index message names).
 */
export function createWorkerHandler(
  post: (message: FromWorker) => void,
  load?: LoadTextFile,
): (message: ToWorker) => void {
  let engine: TextsOnDemand | null = null;
  const failed = (error: unknown, id?: number): FromWorker => ({
    type: 'error',
    id,
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof SearchUnavailableError ? { unavailable: true } : {}),
  });
  return (message) => {
    if (message.type === 'index') {
      try {
        engine = new TextsOnDemand(engineOf(message), load ?? textFilesAt(message.directory));
        post({ type: 'ready' });
      } catch (error) {
        post(failed(error));
      }
      return;
    }
    const ready = engine;
    if (!ready) {
      post(failed(new Error('Search: a query reached the search worker before its index'), message.id));
      return;
    }
    ready.search(message.requests).then(
      (results) => post({ type: 'results', id: message.id, results }),
      (error: unknown) => post(failed(error, message.id)),
    );
  };
}
