/**
 * Gatsby's scroll handler decodes the address's #hash with `decodeURI`, above every error boundary of the site: a
 * hash that is not valid percent-encoding (`#100%`, `#%E0%A4%A`, typed or followed from elsewhere) would throw
 * there and leave a blank page. Such a hash is kept as the text it shows, every `%` escaped.
 */

/** The hash with each `%` escaped when it cannot be decoded, or null when it can (nothing to repair). */
export function wellFormedHash(hash: string): string | null {
  try {
    decodeURI(hash);
    return null;
  } catch {
    return hash.replace(/%/g, '%25');
  }
}

type Replace = (url: string) => void;

const replaceInPlace: Replace = (url) => window.history.replaceState(window.history.state, '', url);

/**
 * Repairs the address's hash (see wellFormedHash) without a new history entry; true when it had to. At start,
 * `replace` must go through the router, which read the address when its code loaded; on `popstate` (a hash typed
 * or set on an open page), in place, ahead of the router's own listener, which reads the address anew.
 */
export function repairHash(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  replace: Replace = replaceInPlace,
): boolean {
  const repaired = wellFormedHash(location.hash);
  if (repaired === null) return false;
  replace(`${location.pathname}${location.search}${repaired}`);
  return true;
}
