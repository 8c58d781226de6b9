import { DEFAULT_LOCALE, localeFromPath, stripLocale } from '../i18n/paths';

/**
 * Gatsby keeps the address of an unknown path only when the page it got is its own `/404`: a server answers an
 * unknown `/ja/…` path with `/ja/404.html`, and Gatsby then replaced the address with `/ja/404/`, so a Japanese
 * reader could neither correct a typo in the address nor copy the broken link. The address asked for is put back
 * once the 404 page shows, on a history entry marked so that coming back to it (Back, Forward) loads it again
 * from the server: the router would look the path up and find only the English 404 (a match path for `/ja/*`
 * would make Gatsby list every Japanese page in the code of every page; see plugins/gatsby-plugin-locales).
 */

/** The key of the mark on the history entry of an unknown address. */
export const NOT_FOUND_MARK = 'vibratoNotFound';

/** True for a not-found page's path without its locale: `/404/`, or `/404.html` as served for an unknown address. */
export function isNotFoundPath(path: string): boolean {
  return /^\/404(?:\/|\.html)$/.test(path);
}

/** True for the 404 page of a locale other than the default, as `/ja/404/` or `/ja/404.html`. */
export function isLocalNotFoundPath(path: string): boolean {
  return localeFromPath(path) !== DEFAULT_LOCALE && isNotFoundPath(stripLocale(path));
}

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The site path of an address path under the base path (`/base/ja/x/` → `/ja/x/`); the path itself for `/`. */
export function withoutBase(pathname: string, basePath: string): string {
  const prefix = basePath.replace(/\/$/, '');
  return prefix !== '' && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** The address the reader asked for, kept while Gatsby shows the page under its own path. */
let asked: string | null = null;

/**
 * At start, before Gatsby replaces the address: remembers it when the page is a localised 404 (`pagePath`, which
 * Gatsby writes into the page) answering another path. True when it did.
 */
export function rememberAskedAddress(
  pagePath: string | undefined,
  address: Address = window.location,
  basePath = '/',
): boolean {
  if (pagePath === undefined || !isLocalNotFoundPath(pagePath)) return false;
  if (withoutBase(address.pathname, basePath) === pagePath) return false;
  asked = `${address.pathname}${address.search}${address.hash}`;
  window.addEventListener('popstate', reloadMarkedEntry, true);
  return true;
}

/**
 * After a route update: once the address shows the localised 404's own path, puts the remembered address back in
 * place (the router keeps its idea of the location, the 404 page) and marks the entry. True when it did.
 */
export function restoreAskedAddress(
  address: Address = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
  basePath = '/',
): boolean {
  if (asked === null || !isLocalNotFoundPath(withoutBase(address.pathname, basePath))) return false;
  const state: unknown = history.state;
  history.replaceState({ ...(typeof state === 'object' ? state : {}), [NOT_FOUND_MARK]: true }, '', asked);
  asked = null;
  return true;
}

/** True for the state of an entry marked by restoreAskedAddress. */
export function isMarkedEntry(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[NOT_FOUND_MARK] === true
  );
}

/** Back or Forward to a marked entry: the page is loaded anew, ahead of the router's listener. */
function reloadMarkedEntry(event: PopStateEvent): void {
  if (!isMarkedEntry(event.state)) return;
  event.stopImmediatePropagation();
  window.location.reload();
}
