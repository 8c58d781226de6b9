import { fetchText, indexPath, searchDirectoryUrl } from './config';
import type { ToWorker } from './workerEngine';
import { searchWorkerName } from './workerName';

/**
 * The first steps of a locale's local engine, taken the moment search is wanted and before the search code itself
 * has loaded: the download of the index and the worker's start, side by side; the index goes to the worker the
 * moment it arrives, so the worker loads the engine while the modal's code is still on its way. This module is
 * part of every page's code, so it holds only these steps; localEngine.ts takes them over.
 */
export interface EngineStart {
  /** The search worker, given the index once it arrives; null where the browser cannot start one. */
  worker: Worker | null;
  files: Promise<IndexFiles>;
  /** workerErrorOf(worker), listening from the worker's start: its script may fail before the search code runs. */
  workerError: Promise<string> | null;
}

/** A locale's index as downloaded, unparsed (see shippedIndex.ts); its texts come bucket by bucket, as needed. */
export interface IndexFiles {
  index: string;
}

/** The search worker for a locale (named after it, see workerName.ts), or null where the browser cannot start one. */
function startWorker(language: string): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // The chunk's name is given here: webpack names a worker's file after its `name` only when that is a literal.
    return new Worker(
      /* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url),
      { name: searchWorkerName(language) },
    );
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

const started = new Map<string, EngineStart>();
/** Locales whose start the search code has taken: it runs their engine, and starts the next one itself. */
const handedOver = new Set<string>();

/**
 * Starts the download of the locale's index and the worker, once: not again after the search code has taken the
 * start (a focus on the search button after a search would otherwise load a second engine that nothing uses).
 */
export function startLocalEngine(language: string): void {
  if (!handedOver.has(language)) start(language);
}

function start(language: string): void {
  if (started.has(language)) return;
  const files = fetchText(indexPath(language)).then((index) => ({ index }));
  const worker = startWorker(language);
  files.then(
    (downloaded) =>
      worker?.postMessage({
        type: 'index',
        directory: searchDirectoryUrl(),
        ...downloaded,
      } satisfies ToWorker),
    // Whoever takes the start handles its failure; until then it is not unhandled.
    () => undefined,
  );
  started.set(language, { worker, files, workerError: worker && workerErrorOf(worker) });
}

/** The start made by startLocalEngine (or a new one), handed over once: a second engine needs its own. */
export function takeEngineStart(language: string): EngineStart {
  start(language);
  const taken = started.get(language) as EngineStart;
  started.delete(language);
  handedOver.add(language);
  return taken;
}
