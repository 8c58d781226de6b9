import { LocalSearchEngine } from './engine';
import type { IndexFiles } from './engineStart';
import { fetchOk, SearchUnavailableError } from './fetchFile';
import type { PartRef, ShippedIndex } from './shippedIndex';
import type { SearchRequest, SearchResponse } from './types';

/**
 * The local engine's side of the search worker: the page hands it the index as downloaded, it loads the engine off
 * the main thread (the page stays responsive while the reader types), then answers queries by id, fetching the
 * parts they need. Queries may come before the index: they wait for the engine.
 */
export type ToWorker =
  /** `directory`: the absolute URL of the folder of the search's files, where the parts are. */
  | ({ type: 'index'; directory: string } & IndexFiles)
  | { type: 'search'; id: number; requests: SearchRequest[] };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'results'; id: number; results: SearchResponse[] }
  /**
   * `id` is the query that failed; none when the engine itself could not be loaded. `unavailable`: a file could
   * not be fetched (the page rethrows a SearchUnavailableError, which puts the modal on its error screen).
   */
  | { type: 'error'; id?: number; message: string; unavailable?: boolean };

/** The engine over a locale's downloaded index (its parts are added bucket by bucket, see PartsOnDemand). */
export function engineOf(files: IndexFiles): LocalSearchEngine {
  return LocalSearchEngine.fromShipped(JSON.parse(files.index) as ShippedIndex);
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

  /**
   * Starts fetching the buckets the engine names as worth it before a query asks (see prefetchParts), while the
   * reader is still typing. A failure is left to the query that needs the bucket, which fetches it again.
   */
  prefetch(): void {
    for (const part of this.engine.prefetchParts()) this.part(part).catch(() => undefined);
  }

  async search(requests: SearchRequest[]): Promise<SearchResponse[]> {
    // Postings first, then what the hits found with them need: at most two rounds, a third finds nothing.
    for (let round = 0; round < 3; round += 1) {
      const missing = requests.flatMap((request) => this.engine.missingParts(request));
      if (missing.length === 0) break;
      const arriving = Promise.all(missing.map((part) => this.part(part)));
      // The requests are out: the engine's own work for the terms waits no longer for them.
      this.engine.prepareArrivingTerms();
      await arriving;
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
 * `load` fetches parts (by default from the folder the index message names).
 */
export function createWorkerHandler(
  post: (message: FromWorker) => void,
  load?: LoadPartFile,
): (message: ToWorker) => void {
  // Queries that come before the index wait for the engine (and fail with it if the index cannot be read).
  let settle: { resolve(engine: PartsOnDemand): void; reject(error: Error): void } | null = null;
  let engine = new Promise<PartsOnDemand>((resolve, reject) => (settle = { resolve, reject }));
  engine.catch(() => undefined);
  const failed = (error: unknown, id?: number): FromWorker => ({
    type: 'error',
    id,
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof SearchUnavailableError ? { unavailable: true } : {}),
  });
  return (message) => {
    if (message.type === 'index') {
      try {
        const ready = new PartsOnDemand(engineOf(message), load ?? partFilesAt(message.directory));
        ready.prefetch();
        settle?.resolve(ready);
        engine = Promise.resolve(ready);
        post({ type: 'ready' });
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        settle?.reject(failure);
        engine = Promise.reject(failure);
        engine.catch(() => undefined);
        post(failed(error));
      }
      return;
    }
    const { id, requests } = message;
    engine
      .then((ready) => ready.search(requests))
      .then(
        (results) => post({ type: 'results', id, results }),
        (error: unknown) => post(failed(error, id)),
      );
  };
}
