import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import { Link, navigate } from 'gatsby';
import { useLocale, useTranslation } from '../../i18n/react';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import siteConfig from '../../../site.config';
import { isExternalUrl, localizePath } from '../../i18n/paths';
import { createLocalClient, scopeFilters, unanswered } from '../../search/client';
import { wellFormed } from '../../search/queryLimit';
import type { RuntimeSearchConfig, SearchRequest } from '../../search/types';
import { keepTabWithin } from '../focusTrap';
import { keepAriaControlsValid } from './ariaControls';
import { MODAL_CONTAINER_CLASS } from './modalContainer';
import { repairSearchStorage, showSearchesIn, withEscapedTexts } from './storageRepair';
import { toLocalUrl } from './urls';

/** Results per lvl1 group in the modal. */
export const MAX_RESULTS_PER_GROUP = 5;
/** Snippet words: 20, or 5 on screens up to 768 px wide. */
const snippetWords = () => (window.matchMedia('(max-width: 768px)').matches ? 5 : 20);
const SNIPPETED = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

/** DocSearch's error screen, drawn by us (see `failed` below). */
function ErrorScreen({ title, help }: { title: string; help: string }) {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>
  );
}

/**
 * The modal's queries to the local engine ask only for the hits the modal shows: DocSearch keeps the first
 * MAX_RESULTS_PER_GROUP hits of each category and drops the rest, whose texts the engine then never downloads.
 */
function shownHitsOnly(body: unknown): { requests: SearchRequest[] } {
  const { requests } = body as { requests: SearchRequest[] };
  return { requests: requests.map((request) => ({ ...request, hitsPerCategory: MAX_RESULTS_PER_GROUP })) };
}

export interface SearchModalProps {
  config: RuntimeSearchConfig;
  docsVersion: string;
  initialQuery?: string;
  /** The caret or selection in the query (see TypedAhead in PendingSearch.tsx), kept in DocSearch's box. */
  initialSelection?: [start: number, end: number];
  initialScrollY: number;
  onClose: () => void;
}

/**
 * A hit. The option around it is what the keyboard reaches (aria-activedescendant; Enter, Ctrl+Enter and
 * Shift+Enter go through the navigator below), so the hit is not a second focusable element inside the option:
 * an anchor without `href`, opened by click (Ctrl/Cmd+click: a new tab; Shift+click: a new window).
 */
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  const open = (event: React.MouseEvent) => {
    if (event.ctrlKey || event.metaKey) window.open(hit.url, '_blank', 'noopener');
    else if (event.shiftKey) window.open(hit.url, '_blank', 'noopener,popup');
    else if (isExternalUrl(hit.url)) window.location.assign(hit.url);
    else void navigate(hit.url);
  };
  return (
    <a data-href={hit.url} onClick={open}>
      {children}
    </a>
  );
}

/** Tab and Shift+Tab go round the controls of the modal inside the container (see keepTabWithin). */
function keepTabInModal(event: KeyboardEvent<HTMLElement>) {
  const modal = event.currentTarget.querySelector('.DocSearch-Modal');
  if (modal) keepTabWithin(event, modal);
}

/** DocSearch's modal with our client, strings, local links and scoping; loaded only when search is wanted. */
export default function SearchModal({
  config,
  docsVersion,
  initialQuery,
  initialSelection,
  initialScrollY,
  onClose,
}: SearchModalProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const local = config.provider === 'local';
  // Before DocSearch reads its lists: a corrupted one would crash the modal, and it shows both languages' searches.
  useState(() => {
    repairSearchStorage();
    showSearchesIn(language);
  });

  useEffect(() => {
    // After DocSearch's own effects (a child's run first), which focus its box with the caret at the end.
    const box = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (box && initialSelection && box.value === (initialQuery ?? ''))
      box.setSelectionRange(...initialSelection);
    // Once, when the modal opens: later renders leave the reader's caret alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Lets the stylesheet drop the "Search by Algolia" footer when Algolia is not the one answering.
    document.documentElement.dataset.searchProvider = config.provider;
  }, [config.provider]);

  // DocSearch 3.9 sets the "error" status on a RetryError, but autocomplete-core resets it to "idle" in the same
  // tick, so its error screen never shows. The client wrapper notes the failure and the modal draws the screen.
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    // Deferred: a state change in the middle of the input event would re-render the search box with its old
    // value before DocSearch reads the new one, and the keystroke would be lost.
    const reset = (event: Event) => {
      if ((event.target as Element | null)?.classList?.contains('DocSearch-Input')) {
        setTimeout(() => setFailed(false), 0);
      }
    };
    document.addEventListener('input', reset, true);
    return () => document.removeEventListener('input', reset, true);
  }, []);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => (container ? keepAriaControlsValid(container) : undefined), [container]);
  useEffect(() => {
    if (failed) document.documentElement.dataset.searchError = 'true';
    else delete document.documentElement.dataset.searchError;
    return () => void delete document.documentElement.dataset.searchError;
  }, [failed]);

  const transformSearchClient = useMemo(() => {
    const localSearch = local ? createLocalClient(language).search : null;
    return (base: DocSearchTransformClient): DocSearchTransformClient => {
      const search = (async (...args: Parameters<DocSearchTransformClient['search']>) => {
        try {
          const response = localSearch
            ? ((await localSearch(shownHitsOnly(args[0]))) as unknown as Awaited<
                ReturnType<DocSearchTransformClient['search']>
              >)
            : await base.search(...args);
          setFailed(false);
          return response;
        } catch (error) {
          if ((error as Error | null)?.name !== 'RetryError') throw error;
          setFailed(true);
          // The error screen says it; an answer without hits (hidden under it) keeps DocSearch from passing the
          // error on, where nothing would handle it.
          return unanswered(args[0]) as unknown as Awaited<ReturnType<DocSearchTransformClient['search']>>;
        }
      }) as DocSearchTransformClient['search'];
      return { ...base, search };
    };
  }, [local, language]);

  // Every object and function handed to DocSearchModal keeps its identity across our re-renders: DocSearch
  // rebuilds its autocomplete (losing the keystroke being handled) whenever one of them changes.
  const translations = useMemo(
    () => ({
      button: {
        buttonText: t('theme:searchButton.text'),
        buttonAriaLabel: t('theme:searchButton.ariaLabel'),
      },
      modal: {
        searchBox: {
          resetButtonTitle: t('search:modal.resetButtonTitle'),
          resetButtonAriaLabel: t('search:modal.resetButtonAriaLabel'),
          cancelButtonText: t('search:modal.cancelButtonText'),
          cancelButtonAriaLabel: t('search:modal.cancelButtonAriaLabel'),
          searchInputLabel: t('search:modal.searchInputLabel'),
        },
        startScreen: {
          recentSearchesTitle: t('search:modal.recentSearchesTitle'),
          noRecentSearchesText: t('search:modal.noRecentSearchesText'),
          saveRecentSearchButtonTitle: t('search:modal.saveRecentSearchButtonTitle'),
          removeRecentSearchButtonTitle: t('search:modal.removeRecentSearchButtonTitle'),
          favoriteSearchesTitle: t('search:modal.favoriteSearchesTitle'),
          removeFavoriteSearchButtonTitle: t('search:modal.removeFavoriteSearchButtonTitle'),
        },
        errorScreen: { titleText: t('search:modal.errorTitle'), helpText: t('search:modal.errorHelp') },
        noResultsScreen: {
          noResultsText: t('search:modal.noResultsText'),
          suggestedQueryText: t('search:modal.suggestedQueryText'),
          reportMissingResultsText: t('search:modal.reportMissingResultsText'),
          reportMissingResultsLinkText: t('search:modal.reportMissingResultsLinkText'),
        },
        footer: {
          selectText: t('search:modal.selectText'),
          selectKeyAriaLabel: t('search:modal.selectKeyAriaLabel'),
          navigateText: t('search:modal.navigateText'),
          navigateUpKeyAriaLabel: t('search:modal.navigateUpKeyAriaLabel'),
          navigateDownKeyAriaLabel: t('search:modal.navigateDownKeyAriaLabel'),
          closeText: t('search:modal.closeText'),
          closeKeyAriaLabel: t('search:modal.closeKeyAriaLabel'),
          searchByText: t('search:modal.searchByText'),
        },
      },
    }),
    [t],
  );
  const searchParameters = useMemo(
    () => ({
      facetFilters: scopeFilters(language, docsVersion),
      attributesToSnippet: SNIPPETED.map((attribute) => `${attribute}:${snippetWords()}`),
    }),
    [language, docsVersion],
  );
  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      // Texts escaped as stored searches have them: DocSearch saves a hit as it is, less its snippets.
      items.map((item) => withEscapedTexts({ ...item, url: toLocalUrl(item.url, window.location.origin) })),
    [],
  );
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isExternalUrl(itemUrl)) window.location.assign(itemUrl);
        else void navigate(itemUrl);
      },
    }),
    [],
  );
  const missingResultsUrl = useCallback(
    ({ query }: { query: string }) =>
      `${siteConfig.repositoryUrl}/issues/new?title=${encodeURIComponent(wellFormed(`Search: no results for “${query}”`))}`,
    [],
  );
  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: { nbHits?: unknown } } }) => (
      <Link
        to={`${localizePath('/search/', language)}?q=${encodeURIComponent(wellFormed(state.query))}`}
        onClick={onClose}
      >
        {t('search:modal.seeAll', { count: Number(state.context.nbHits ?? 0) })}
      </Link>
    ),
    [language, onClose, t],
  );

  // Inside a section, DocSearch's <header> and <footer> are not a second banner and contentinfo of the page.
  return createPortal(
    // Tab is kept inside the modal (not its backdrop, a focusable "button"), before DocSearch's own keydown handler:
    // that one wraps only from the last control in the modal, the provider's logo link, which is not shown with the
    // local engine, so Tab left the modal.
    <section ref={setContainer} className={MODAL_CONTAINER_CLASS} onKeyDownCapture={keepTabInModal}>
      <DocSearchModal
        appId={config.provider === 'algolia' ? config.appId : 'local'}
        apiKey={config.provider === 'algolia' ? config.apiKey : 'local'}
        indexName={config.indexName}
        placeholder={t('search:modal.placeholder')}
        translations={translations.modal}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
        searchParameters={searchParameters}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        navigator={navigator}
        getMissingResultsUrl={missingResultsUrl}
        resultsFooterComponent={resultsFooter}
      />
      {failed &&
        dropdown &&
        createPortal(
          <ErrorScreen title={t('search:modal.errorTitle')} help={t('search:modal.errorHelp')} />,
          dropdown,
        )}
    </section>,
    document.body,
  );
}
