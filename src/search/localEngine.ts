import { fetchJson, SEARCH_DIRECTORY, SearchUnavailableError } from './config';
import { workerErrorOf, type EngineStart, type IndexFiles } from './engineStart';
import type { FromWorker, ToWorker } from './workerEngine';
import type { SearchRequest, SearchResponse } from './types';

/** The local engine as the client sees it, wherever it runs. */
export interface EngineHandle {
  search(requests: SearchRequest[]): Promise<SearchResponse[]>;
  /**
   * False once the engine answers no more (its index could not be loaded, its worker stopped): the next query
   * needs a new one. A part that could not be fetched fails its query only and leaves the engine alive.
   */
  readonly alive: boolean;
}

/** The worker could not start (no Worker, its script failed to load): the engine runs on the page instead. */
export class WorkerUnavailableError extends Error {
  override name = 'WorkerUnavailableError';
}

/** An engine still loading: queries wait for it; once it has failed to load, it is not alive. */
function loadingEngine(loading: Promise<EngineHandle>): EngineHandle {
  let failed = false;
  let loaded: EngineHandle | null = null;
  loading.then(
    (engine) => (loaded = engine),
    () => (failed = true),
  );
  return {
    get alive() {
      return !failed && (loaded?.alive ?? true);
    },
    search: (requests) => loading.then((engine) => engine.search(requests)),
  };
}

/** The engine built on the page itself from the index downloading (no worker support, or its script failed). */
export function engineOnPage(files: Promise<IndexFiles>): EngineHandle {
  return loadingEngine(
    Promise.all([import(/* webpackChunkName: "search-engine" */ './workerEngine'), files]).then(
      ([{ engineOf, PartsOnDemand }, downloaded]) => {
        const engine = new PartsOnDemand(engineOf(downloaded), (file) =>
          fetchJson(`${SEARCH_DIRECTORY}${file}`),
        );
        engine.prefetch();
        return { alive: true, search: (requests) => engine.search(requests) };
      },
    ),
  );
}

/**
 * The engine in `worker`, which engineStart.ts gives the index once `files` arrive. Queries are posted at once,
 * loaded or not (the worker keeps them until it is), and answers matched to them by id. If the worker's script
 * fails before the engine is loaded, `fallback` takes over, queries waiting included; if the index cannot be
 * downloaded, the engine is no longer alive.
 */
export function engineInWorker(
  worker: Worker,
  files: Promise<IndexFiles>,
  workerError: Promise<string> | null = null,
  fallback?: () => EngineHandle,
): EngineHandle {
  const pending = new Map<
    number,
    { requests: SearchRequest[]; resolve(results: SearchResponse[]): void; reject(error: Error): void }
  >();
  let nextId = 0;
  let ready = false;
  let failure: Error | null = null;
  let replacement: EngineHandle | null = null;
  const stop = (error: Error) => {
    worker.terminate();
    failure = error;
    for (const query of pending.values()) query.reject(error);
    pending.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'ready') {
      ready = true;
      return;
    }
    const query = message.id === undefined ? undefined : pending.get(message.id);
    if (message.id !== undefined) pending.delete(message.id);
    if (message.type === 'results') {
      query?.resolve(message.results);
      return;
    }
    const error = message.unavailable
      ? new SearchUnavailableError(message.message)
      : new Error(message.message);
    // Without an id, the engine itself could not be loaded: this worker answers no more.
    if (message.id === undefined) stop(error);
    else query?.reject(error);
  });
  files.catch((error: unknown) => {
    if (!failure && !replacement) stop(error instanceof Error ? error : new Error(String(error)));
  });
  (workerError ?? workerErrorOf(worker)).then((message) => {
    if (failure) return;
    if (!ready && fallback) {
      worker.terminate();
      const engine = fallback();
      replacement = engine;
      for (const query of pending.values()) engine.search(query.requests).then(query.resolve, query.reject);
      pending.clear();
      return;
    }
    stop(
      ready
        ? new Error(`Search: the search worker stopped (${message})`)
        : new WorkerUnavailableError(`Search: the search worker did not start (${message})`),
    );
  });
  return {
    get alive() {
      return replacement ? replacement.alive : failure === null;
    },
    search(requests) {
      if (replacement) return replacement.search(requests);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const id = nextId;
        nextId += 1;
        pending.set(id, { requests, resolve, reject });
        worker.postMessage({ type: 'search', id, requests } satisfies ToWorker);
      });
    },
  };
}

/**
 * The engine over one locale's index: in the worker the start brings (already loading it), else on the page,
 * where it also goes if the worker's script fails.
 */
export function buildEngine({ worker, files, workerError }: EngineStart): EngineHandle {
  const onPage = () => engineOnPage(files);
  return worker ? engineInWorker(worker, files, workerError, onPage) : onPage();
}
