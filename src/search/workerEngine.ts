import { LocalSearchEngine } from './engine';
import { fetchOk, SearchUnavailableError } from './fetchFile';
import type { PartRef, ShippedIndex } from './shippedIndex';
import type { SearchRequest, SearchResponse } from './types';

/**
 * The local engine's side of the search worker: told where the locale's index is, it fetches it and loads the
 * engine off the main thread (the page stays responsive while the reader types), then answers queries by id,
 * fetching the parts they need. Queries may come before the engine is loaded: they wait for it.
 */
export type ToWorker =
  /**
   * `directory`: the absolute URL of the folder of the search's files; `file`: the index's name there (the parts
   * are beside it).
   */
  | { type: 'index'; directory: string; file: string }
  | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'results'; id: number; results: SearchResponse[] }
  /**
   * `id` is the query that failed; none when the engine itself could not be loaded. `unavailable`: a file could
   * not be fetched (the page rethrows a SearchUnavailableError, which puts the modal on its error screen).
   */
  | { type: 'error'; id?: number; message: string; unavailable?: boolean };

/** The engine over a locale's index as downloaded (its parts are added bucket by bucket, see PartsOnDemand). */
export function engineOf(shipped: unknown): LocalSearchEngine {
  if (typeof shipped !== 'object' || shipped === null) {
    throw new Error('Search: the index is not a JSON object; reload the page');
  }
  return LocalSearchEngine.fromShipped(shipped as ShippedIndex);
}

/** Fetches a part's file (named by LocalSearchEngine.partFile) and reads its JSON. */
export type LoadPartFile = (file: string) => Promise<unknown>;

/** Parts fetched from the folder at `directory` (an absolute URL), as the worker does. */
export function partFilesAt(directory: string): LoadPartFile {
  return async (file) => {
    const url = new URL(file, directory);
    return (await fetchOk(url.href, url.pathname)).json() as Promise<unknown>;
  };
}

/**
 * An engine whose parts arrive as queries need them: each query first fetches the postings of the terms it
 * matches, then the texts and headings of its page of hits (each bucket once, whoever asks first), then answers.
 * A bucket that fails to arrive fails that query only; the next one asks for it again.
 */
export class PartsOnDemand {
  private readonly arriving = new Map<string, Promise<void>>();

  constructor(
    readonly engine: LocalSearchEngine,
    private readonly load: LoadPartFile,
  ) {}

  async search(requests: SearchRequest[]): Promise<SearchResponse[]> {
    // Postings first, then what the hits found with them need: at most two rounds, a third finds nothing.
    for (let round = 0; round < 3; round += 1) {
      const missing = requests.flatMap((request) => this.engine.missingParts(request));
      if (missing.length === 0) break;
      await Promise.all(missing.map((part) => this.part(part)));
    }
    return requests.map((request) => this.engine.search(request, request.indexName));
  }

  private part(part: PartRef): Promise<void> {
    const file = this.engine.partFile(part);
    let arriving = this.arriving.get(file);
    if (!arriving) {
      arriving = this.load(file).then((items) => this.engine.addPart(part, items));
      this.arriving.set(file, arriving);
      // Once in, the part stays in the engine; after a failure the next query fetches it again.
      arriving.then(
        () => this.arriving.delete(file),
        () => this.arriving.delete(file),
      );
    }
    return arriving;
  }
}

/**
 * Handles the page's messages through `post`; every failure becomes an `error` message, never an exception.
 * `load` fetches the index and its parts (by default from the folder the index message names).
 */
export function createWorkerHandler(
  post: (message: FromWorker) => void,
  load?: LoadPartFile,
): (message: ToWorker) => void {
  let engine: Promise<PartsOnDemand> | null = null;
  const failed = (error: unknown, id?: number): FromWorker => ({
    type: 'error',
    id,
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof SearchUnavailableError ? { unavailable: true } : {}),
  });
  return (message) => {
    if (message.type === 'index') {
      const loadFile = load ?? partFilesAt(message.directory);
      const loading = loadFile(message.file).then((shipped) => new PartsOnDemand(engineOf(shipped), loadFile));
      engine = loading;
      loading.then(
        () => post({ type: 'ready' }),
        (error: unknown) => post(failed(error)),
      );
      return;
    }
    const { id, requests } = message;
    if (!engine) {
      post(failed(new Error('Search: a query reached the search worker before its index'), id));
      return;
    }
    engine
      .then((ready) => ready.search(requests))
      .then(
        (results) => post({ type: 'results', id, results }),
        (error: unknown) => post(failed(error, id)),
      );
  };
}
