import { SearchUnavailableError } from './fetchFile';
import { takeEngineStart } from './engineStart';
import { buildEngine, type EngineHandle } from './localEngine';
import type { DocsSearchClient, RuntimeSearchConfig, SearchParams } from './types';

/** The hosted client's timeouts (the same as DocSearch's own client). */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

const enginePromises = new Map<string, Promise<EngineHandle>>();
/**
 * The locale's local engine: the index is fetched and the engine built once, on first use (in a worker where
 * the browser can start one), taking over the download and worker the search button may have started already.
 * After a failure the next query starts again.
 */
function loadEngine(language: string) {
  let promise = enginePromises.get(language);
  if (!promise) {
    promise = buildEngine(takeEngineStart(language));
    promise.catch(() => enginePromises.delete(language));
    enginePromises.set(language, promise);
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
      const engine = loadEngine(language);
      try {
        return { results: await (await engine).search(requests) };
      } catch (error) {
        // A worker that stopped answers no more: the next query builds the engine again. A text bucket that could
        // not be fetched leaves the engine as it was; the next query fetches the bucket again.
        if (!(error instanceof SearchUnavailableError) && enginePromises.get(language) === engine) {
          enginePromises.delete(language);
        }
        throw error;
      }
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
