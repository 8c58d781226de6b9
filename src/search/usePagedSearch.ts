import { useEffect, useState } from 'react';
import { loadSearchConfig } from './config';
import { DEFAULT_HITS_PER_PAGE, DEFAULT_SNIPPET_WORDS, type SearchHit } from './types';

/** Snippet length on screens up to 768 px wide, as in the modal. */
export const NARROW_SNIPPET_WORDS = 5;

export type SearchPageStatus = 'idle' | 'loading' | 'done' | 'error';

export interface PagedSearch {
  status: SearchPageStatus;
  hits: SearchHit[];
  nbHits: number;
  /** Whether another page of hits exists. */
  hasMore: boolean;
  loadMore: () => void;
  /** Runs the query again (after an error, say): the same query and page do not run again by themselves. */
  retry: () => void;
}

/** The query's hits through the same client as the modal, 20 per page, appended page by page. */
export function usePagedSearch(query: string, language: string, docsVersion: string): PagedSearch {
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<PagedSearch, 'loadMore' | 'retry'>>({
    status: 'idle',
    hits: [],
    nbHits: 0,
    hasMore: false,
  });

  useEffect(() => setPage(0), [query, language, docsVersion]);

  useEffect(() => {
    if (!query.trim()) {
      setState({ status: 'idle', hits: [], nbHits: 0, hasMore: false });
      return;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'loading', ...(page === 0 ? { hits: [] } : {}) }));
    const words = window.matchMedia('(max-width: 768px)').matches
      ? NARROW_SNIPPET_WORDS
      : DEFAULT_SNIPPET_WORDS;
    // The client (and the engine behind it) is not part of the page's own code: it loads with the first query.
    Promise.all([loadSearchConfig(), import('./client')])
      .then(async ([config, { createSearchClient, scopeFilters }]) => {
        const client = await createSearchClient(config, language);
        const { results } = await client.search({
          requests: [
            {
              indexName: config.indexName,
              query,
              page,
              hitsPerPage: DEFAULT_HITS_PER_PAGE,
              attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'anchor'],
              attributesToSnippet: [`content:${words}`],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              facetFilters: scopeFilters(language, docsVersion),
            },
          ],
        });
        const result = results[0];
        if (cancelled || !result) return;
        setState((previous) => ({
          status: 'done',
          hits: page === 0 ? result.hits : [...previous.hits, ...result.hits],
          nbHits: result.nbHits,
          hasMore: page + 1 < result.nbPages,
        }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setState({ status: 'error', hits: [], nbHits: 0, hasMore: false });
      });
    return () => {
      cancelled = true;
    };
  }, [query, language, docsVersion, page, attempt]);

  return {
    ...state,
    loadMore: () => setPage((current) => current + 1),
    retry: () => setAttempt((current) => current + 1),
  };
}
