import { navigateWhenReachable } from './offlineNavigation';

/**
 * State of the route progress bar, driven by the route lifecycle in `gatsby-browser.tsx`: it shows only when a
 * page change takes longer than 200 ms, and finishes when the route update completes.
 */
export type RouteProgress = 'idle' | 'loading' | 'done';

export const PROGRESS_DELAY_MS = 200;
/** How long the finished bar stays at full width before it fades out. */
const DONE_MS = 300;

let state: RouteProgress = 'idle';
let startTimer: ReturnType<typeof setTimeout> | undefined;
let doneTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: RouteProgress) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** A page change began: show the bar if it is still going after `delay` ms. */
export function startRouteProgress(delay = PROGRESS_DELAY_MS): void {
  clearTimeout(startTimer);
  clearTimeout(doneTimer);
  startTimer = setTimeout(() => set('loading'), delay);
}

/** The route update completed: finish the bar if it showed, else make sure it never shows. */
export function finishRouteProgress(): void {
  clearTimeout(startTimer);
  if (state !== 'loading') return;
  set('done');
  doneTimer = setTimeout(() => set('idle'), DONE_MS);
}

export function subscribeRouteProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getRouteProgress = (): RouteProgress => state;

type Navigate = (to: string, options?: unknown) => unknown;
interface GatsbyWindow {
  /** Gatsby's client-side navigation (used by `Link` and `navigate`); it loads the page before the route changes. */
  ___navigate?: Navigate & { withProgress?: true };
}

/**
 * Starts the progress bar when a page change begins: Gatsby's own route hooks run only once the next page has
 * loaded, so the start is taken from its navigation function and from back/forward. Safe to call repeatedly.
 */
export function watchNavigationStarts(win: Window = window): void {
  const target = win as Window & GatsbyWindow;
  const original = target.___navigate;
  if (!original || original.withProgress) return;
  const changesPath = (to: string) => new URL(to, win.location.href).pathname !== win.location.pathname;
  const navigate = Object.assign(
    (to: string, options?: unknown) => {
      if (typeof to !== 'string' || !changesPath(to)) return original(to, options);
      // Offline, the page may not load: see offlineNavigation.ts.
      void navigateWhenReachable(
        to,
        () => {
          startRouteProgress();
          original(to, options);
        },
        win,
      );
      return undefined;
    },
    { withProgress: true as const },
  );
  target.___navigate = navigate;
  let shownPath = win.location.pathname;
  win.addEventListener('popstate', () => {
    if (win.location.pathname !== shownPath) startRouteProgress();
  });
  subscribeRouteProgress(() => {
    if (state !== 'loading') shownPath = win.location.pathname;
  });
}
