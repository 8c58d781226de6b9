/** The DocSearch record and response shapes shared by the local engine, the hosted client and the UI. */

export type HitType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export type Hierarchy = { lvl0: string; lvl1: string } & {
  [L in Exclude<Level, 'lvl0' | 'lvl1'>]: string | null;
};

/** One searchable record, exactly as DocSearch's crawler writes them to a hosted index. */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  version: string[];
  /**
   * The page's keywords (its frontmatter's), on its top record only, in the records `search:upload` sends to a
   * hosted index; the local engine indexes them apart and never puts them in a hit.
   */
  keywords?: string[];
}

export type MatchLevel = 'none' | 'partial' | 'full';
export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export interface SearchHit extends SearchRecord {
  _highlightResult: {
    content: HighlightValue;
    hierarchy: Record<Level, HighlightValue>;
  };
  _snippetResult: {
    content: SnippetValue;
    hierarchy: Record<Level, SnippetValue>;
  };
}

/** Hits per page and snippet length when a query names none (the hosted API's defaults). */
export const DEFAULT_HITS_PER_PAGE = 20;
/** The query box's limit, as DocSearch's (64 characters): the modal's, the search page's and what is typed early. */
export const MAX_QUERY_LENGTH = 64;
export const DEFAULT_SNIPPET_WORDS = 20;

/** The parameters of one query, as DocSearch sends them (`attributesToSnippet: ['content:20']`). */
export interface SearchParams {
  query: string;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  page?: number;
  clickAnalytics?: boolean;
  facetFilters?: (string | string[])[] | string;
  /**
   * The local engine's own parameter (the hosted API has none such): of the requested page, only the first this
   * many hits of each category (hierarchy.lvl0) are returned, the hits DocSearch's modal shows with the same
   * `maxResultsPerGroup`; the others are left out of `hits` (nbHits still counts them), and their texts are never
   * downloaded.
   */
  hitsPerCategory?: number;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  queryID?: string;
  index: string;
}

/**
 * The search client contract: the hosted API's multi-query call. The modal (through DocSearch) and the
 * /search/ page both use it; the local engine and the hosted Algolia client both fulfil it.
 */
export interface DocsSearchClient {
  search(body: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>;
}

/** What the build publishes at /search/config.json: which engine answers, read when search is first wanted. */
export type RuntimeSearchConfig =
  | { provider: 'local'; indexName: string; docsVersion: string }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string; docsVersion: string };
