import { fetchText, indexPath } from './config';

/**
 * The first steps of a locale's local engine, taken the moment search is wanted and before the search code itself
 * has loaded: the index download and the worker's start. This module is part of every page's code, so it holds
 * only these two steps; localEngine.ts takes them over.
 */
export interface EngineStart {
  /** The search worker, or null where the browser cannot start one. */
  worker: Worker | null;
  indexText: Promise<string>;
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

const started = new Map<string, EngineStart>();

/** Starts the locale's index download and the worker, once until taken. */
export function startLocalEngine(language: string): void {
  if (started.has(language)) return;
  const indexText = fetchText(indexPath(language));
  // Whoever takes the start handles its failure; until then it is not unhandled.
  indexText.catch(() => undefined);
  started.set(language, { worker: startWorker(), indexText });
}

/** The start made by startLocalEngine (or a new one), handed over once: a second engine needs its own. */
export function takeEngineStart(language: string): EngineStart {
  startLocalEngine(language);
  const start = started.get(language) as EngineStart;
  started.delete(language);
  return start;
}
