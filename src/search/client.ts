import { takeEngineStart } from './engineStart';
import { inOrder } from './inOrder';
import { buildEngine, type EngineHandle } from './localEngine';
import type {
  DocsSearchClient,
  RuntimeSearchConfig,
  SearchParams,
  SearchRequest,
  SearchResponse,
} from './types';

/** The hosted client's timeouts (the same as DocSearch's own client). */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

const engines = new Map<string, EngineHandle>();
/**
 * The locale's local engine: the index is fetched and the engine built once, on first use (in a worker where
 * the browser can start one), taking over the worker the search button may have started already. Once an engine
 * answers no more (its index could not be loaded, its worker stopped), the next query starts a new one; a part
 * that could not be fetched is fetched again by the next query that needs it.
 */
function loadEngine(language: string): EngineHandle {
  let engine = engines.get(language);
  if (!engine?.alive) {
    engine = buildEngine(takeEngineStart(language));
    engines.set(language, engine);
  }
  return engine;
}

/** Starts fetching the locale's index early (on hover or focus of the search box). */
export function preloadLocalIndex(language: string): void {
  loadEngine(language);
}

/**
 * The local engine behind the client contract; `language` picks the index file. Answers come in the order of
 * the queries (see inOrder.ts), so the modal's result count is always the latest query's.
 */
export function createLocalClient(language: string): DocsSearchClient {
  return {
    search: inOrder(async ({ requests }) => ({ results: await loadEngine(language).search(requests) })),
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

/** An answer with no hits to each of the queries of `body`, for a search that could not be made. */
export function unanswered(body: unknown): { results: SearchResponse[] } {
  const { requests = [] } = (body ?? {}) as { requests?: SearchRequest[] };
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: request.hitsPerPage ?? 0,
      query: request.query,
      params: '',
      processingTimeMS: 0,
      index: request.indexName,
    })),
  };
}
