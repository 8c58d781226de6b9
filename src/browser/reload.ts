/** Full page loads when a page's code cannot be loaded, at most once per path so a broken page cannot loop. */

const GUARD_KEY = 'vibrato-docs.reloaded-path';

/** True for the error webpack raises when a code chunk (JS or CSS) fails to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Loads the current URL again from the server unless this path was already reloaded for the same reason in
 * this tab; returns whether it reloads.
 */
export function reloadOnce(location: Pick<Location, 'pathname' | 'reload'> = window.location): boolean {
  const store = sessionStore();
  try {
    if (!store || store.getItem(GUARD_KEY) === location.pathname) return false;
    store.setItem(GUARD_KEY, location.pathname);
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** A page rendered fine: a later failure may reload again. */
export function clearReloadGuard(): void {
  try {
    sessionStore()?.removeItem(GUARD_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
