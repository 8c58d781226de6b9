import { cleanPath } from '../i18n/paths';

/**
 * Replaces a `.html` or `/index` address in the address bar with the clean path, keeping query and hash, without
 * a new history entry. Returns the clean path, or null when the address was already clean.
 */
export function replaceWithCleanPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const clean = cleanPath(location.pathname);
  if (!clean) return null;
  history.replaceState(history.state, '', `${clean}${location.search}${location.hash}`);
  return clean;
}
