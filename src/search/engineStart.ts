import { fetchJson, indexFile, indexPath, searchDirectoryUrl } from './config';
import type { ToWorker } from './workerEngine';

/**
 * The first steps of a locale's local engine, taken the moment search is wanted and before the search code itself
 * has loaded: the worker's start, told at once where the index is, so that it fetches the index and loads the
 * engine while the modal's code arrives, with no need of the page's busy main thread in between; without a
 * worker, the download of the index for the engine on the page. This module is part of every page's code, so it
 * holds only these steps; localEngine.ts takes them over.
 */
export interface EngineStart {
  language: string;
  /** The search worker, loading the engine; null where the browser cannot start one. */
  worker: Worker | null;
  /** The index as downloaded for the engine on the page (see shippedIndex.ts); null while a worker loads it. */
  index: Promise<unknown> | null;
  /** workerErrorOf(worker), listening from the worker's start: its script may fail before the search code runs. */
  workerError: Promise<string> | null;
}

/** The search worker, or null where the browser cannot start one. */
function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'search-worker' });
  } catch {
    return null;
  }
}

/** The message of the worker's first `error` event (its script failed to load or threw), whenever it comes. */
export function workerErrorOf(worker: Worker): Promise<string> {
  return new Promise((resolve) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      resolve(event.message || 'no message');
    });
  });
}

/** The locale's index for the engine on the page; a failure waits for whoever takes it, it is not unhandled. */
export function fetchIndex(language: string): Promise<unknown> {
  const index = fetchJson<unknown>(indexPath(language));
  index.catch(() => undefined);
  return index;
}

const started = new Map<string, EngineStart>();

/** Starts the worker (or, without one, the download of the index), once until taken. */
export function startLocalEngine(language: string): void {
  if (started.has(language)) return;
  const worker = startWorker();
  worker?.postMessage({
    type: 'index',
    directory: searchDirectoryUrl(),
    file: indexFile(language),
  } satisfies ToWorker);
  started.set(language, {
    language,
    worker,
    index: worker ? null : fetchIndex(language),
    workerError: worker && workerErrorOf(worker),
  });
}

/** The start made by startLocalEngine (or a new one), handed over once: a second engine needs its own. */
export function takeEngineStart(language: string): EngineStart {
  startLocalEngine(language);
  const start = started.get(language) as EngineStart;
  started.delete(language);
  return start;
}
