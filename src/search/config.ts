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
export const indexPath = (language: string) => `${SEARCH_DIRECTORY}${language}.json`;

export { SearchUnavailableError } from './fetchFile';

/** A JSON file of the site; a network or HTTP failure is a SearchUnavailableError. */
export async function fetchJson<T>(path: string): Promise<T> {
  return (await (await fetchOk(withPrefix(path), path)).json()) as T;
}

/** A text file of the site, such as an index handed to the search worker unparsed (see fetchJson). */
export async function fetchText(path: string): Promise<string> {
  return (await fetchOk(withPrefix(path), path)).text();
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
