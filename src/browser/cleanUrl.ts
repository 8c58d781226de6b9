import { globalHistory } from '@gatsbyjs/reach-router';
import { cleanPath } from '../i18n/paths';

type Replace = (url: string) => void;

/** Replaces the address through the router, so its idea of the location changes with the address bar. */
export const replaceThroughRouter: Replace = (url) => {
  void globalHistory.navigate(url, { replace: true, state: window.history.state });
};

/**
 * Replaces a `.html` or `/index` address in the address bar with the clean path, keeping query and hash, without
 * a new history entry. Returns the clean path, or null when the address was already clean.
 */
export function replaceWithCleanPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  replace: Replace = replaceThroughRouter,
): string | null {
  const clean = cleanPath(location.pathname);
  if (!clean) return null;
  replace(`${clean}${location.search}${location.hash}`);
  return clean;
}
