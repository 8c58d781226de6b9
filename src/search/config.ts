import { withPrefix } from 'gatsby';
import type { RuntimeSearchConfig } from './types';

/**
 * The search settings, apart from the search client (client.ts): the search button loads both at the first sign
 * of intent, side by side, and the search page reads the settings the same way.
 */

/** Where the build publishes the search settings and, per locale, the index and its texts (shippedIndex.ts). */
export const CONFIG_PATH = '/search/config.json';
export const indexPath = (language: string) => `/search/${language}.json`;
export const textsPath = (language: string) => `/search/${language}.texts.json`;

/** An error DocSearch treats as "hosts unreachable": it puts the modal on its error screen. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

/** A file of the site; a network or HTTP failure is a SearchUnavailableError. */
async function fetchOk(path: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(withPrefix(path));
  } catch (error) {
    throw new SearchUnavailableError(`Search: could not load ${path} (${String(error)})`);
  }
  if (!response.ok) throw new SearchUnavailableError(`Search: ${path} answered HTTP ${response.status}`);
  return response;
}

/** A JSON file of the site (see fetchOk). */
export async function fetchJson<T>(path: string): Promise<T> {
  return (await (await fetchOk(path)).json()) as T;
}

/** A text file of the site, such as an index handed to the search worker unparsed (see fetchOk). */
export async function fetchText(path: string): Promise<string> {
  return (await fetchOk(path)).text();
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
