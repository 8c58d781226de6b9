import { withPrefix } from 'gatsby';
import { fetchOk } from './fetchFile';
import type { RuntimeSearchConfig } from './types';

/**
 * The search settings, apart from the search client (client.ts): the search button loads both at the first sign
 * of intent, side by side, and the search page reads the settings the same way.
 */

/**
 * Where the build publishes the search settings and, per locale, the index; the index names its text buckets
 * (shippedIndex.ts), which sit beside it.
 */
export const CONFIG_PATH = '/search/config.json';
export const SEARCH_DIRECTORY = '/search/';
/** The locale's index, by name in SEARCH_DIRECTORY and by path. */
export const indexFile = (language: string) => `${language}.json`;
export const indexPath = (language: string) => `${SEARCH_DIRECTORY}${indexFile(language)}`;

export { SearchUnavailableError } from './fetchFile';

/** A JSON file of the site; a network or HTTP failure is a SearchUnavailableError. */
export async function fetchJson<T>(path: string): Promise<T> {
  return (await (await fetchOk(withPrefix(path), path)).json()) as T;
}

/** The absolute URL of the folder of the search's files, for the search worker (whose base URL is its script's). */
export function searchDirectoryUrl(): string {
  return new URL(withPrefix(SEARCH_DIRECTORY), window.location.href).href;
}

let configPromise: Promise<RuntimeSearchConfig> | null = null;
/** The build's search settings, fetched once, when search is first wanted. */
export function loadSearchConfig(): Promise<RuntimeSearchConfig> {
  configPromise ??= fetchJson<RuntimeSearchConfig>(CONFIG_PATH).catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}
