/**
 * A link inside the site followed while the browser is offline. Gatsby loads the next page's data and code before
 * it changes the route, and when that fails it loads the address in full, which offline ends on the browser's
 * own error page: the reader loses the page they were reading. Offline, the page is tried from what the browser
 * already holds (pages visited or fetched ahead still open); if that fails, the link is held, a notice says so,
 * and the page opens once the browser is back online, unless the reader cancels.
 */

/** A followed link waiting for the connection. */
export interface HeldNavigation {
  /** The address followed. */
  to: string;
}

interface PageLoader {
  loadPage: (path: string) => Promise<unknown>;
}

let held: (HeldNavigation & { go: () => void; win: Window }) | null = null;
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

export function subscribeHeldNavigation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The link waiting for the connection, or null. */
export const getHeldNavigation = (): HeldNavigation | null => held;

function onOnline() {
  const waiting = held;
  cancelHeldNavigation();
  waiting?.go();
}

/** The reader stays on the page, or went to another: the held link is dropped. */
export function cancelHeldNavigation(): void {
  if (held === null) return;
  held.win.removeEventListener('online', onOnline);
  held = null;
  notify();
}

/** True when a page load answered with Gatsby's failure (`{ status: 'error' }`) or nothing. */
function failed(page: unknown): boolean {
  return typeof page !== 'object' || page === null || (page as { status?: unknown }).status === 'error';
}

/**
 * Follows `to` with `go` (Gatsby's navigation) when the browser is online. Offline, tries the page from what the
 * browser holds first and follows it if that works; else holds it until the `online` event. A newer link
 * replaces a held one. Returns a promise settled once the link was followed or held.
 */
export async function navigateWhenReachable(
  to: string,
  go: () => void,
  win: Window & { ___loader?: PageLoader } = window,
): Promise<void> {
  if (win.navigator.onLine) {
    cancelHeldNavigation();
    go();
    return;
  }
  const url = new URL(to, win.location.href);
  const page = await win.___loader?.loadPage(`${url.pathname}${url.search}`).catch(() => null);
  if (!failed(page)) {
    cancelHeldNavigation();
    go();
    return;
  }
  cancelHeldNavigation();
  win.addEventListener('online', onOnline);
  held = { to, go, win };
  notify();
}
