import type { CompactIndex } from './records';
import { fetchJson, indexPath } from './config';
import type { DocsSearchClient, RuntimeSearchConfig, SearchParams } from './types';

/** The hosted client's timeouts (the same as DocSearch's own client). */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

const indexPromises = new Map<string, Promise<import('./engine').LocalSearchEngine>>();
/** The locale's local engine: the index and MiniSearch are fetched and built once, on first use. */
function loadEngine(language: string) {
  let promise = indexPromises.get(language);
  if (!promise) {
    promise = Promise.all([fetchJson<CompactIndex>(indexPath(language)), import('./engine')]).then(
      ([index, { LocalSearchEngine }]) => new LocalSearchEngine(index),
    );
    promise.catch(() => indexPromises.delete(language));
    indexPromises.set(language, promise);
  }
  return promise;
}

/** Starts fetching the locale's index early (on hover or focus of the search box). */
export function preloadLocalIndex(language: string): void {
  loadEngine(language).catch(() => undefined);
}

/** The local engine behind the client contract; `language` picks the index file. */
export function createLocalClient(language: string): DocsSearchClient {
  return {
    async search({ requests }) {
      const engine = await loadEngine(language);
      return { results: requests.map((request) => engine.search(request, request.indexName)) };
    },
  };
}

/** Checks hosted credentials; one of them alone is a configuration mistake worth a clear message. */
export function assertCredentials(appId: string | undefined, apiKey: string | undefined): void {
  if (!appId)
    throw new Error('Search client: the appId is missing; set GATSBY_ALGOLIA_APP_ID (and the API key).');
  if (!apiKey)
    throw new Error('Search client: the apiKey is missing; set GATSBY_ALGOLIA_API_KEY (and the app id).');
}

/** The real Algolia client (loaded on demand) behind the same contract. */
export async function createHostedClient(appId: string, apiKey: string): Promise<DocsSearchClient> {
  assertCredentials(appId, apiKey);
  const { liteClient } = await import('algoliasearch/lite');
  const client = liteClient(appId, apiKey, { timeouts: HOSTED_TIMEOUTS });
  return {
    search: (body) => client.search(body) as unknown as ReturnType<DocsSearchClient['search']>,
  };
}

/** The client the config names. */
export async function createSearchClient(
  config: RuntimeSearchConfig,
  language: string,
): Promise<DocsSearchClient> {
  return config.provider === 'algolia'
    ? createHostedClient(config.appId, config.apiKey)
    : createLocalClient(language);
}

/** The scoping every query carries: the reader's locale and docs version. */
export function scopeFilters(language: string, docsVersion: string): SearchParams['facetFilters'] {
  return [`language:${language}`, [`version:${docsVersion}`]];
}
