import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './modal.css';
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import { Link, navigate } from 'gatsby';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import siteConfig from '../../../site.config';
import { isExternalUrl, localizePath } from '../../i18n/paths';
import { createLocalClient, scopeFilters } from '../../search/client';
import type { RuntimeSearchConfig } from '../../search/types';
import { toLocalUrl } from './urls';

/** Results per lvl1 group in the modal. */
export const MAX_RESULTS_PER_GROUP = 5;

export interface SearchModalProps {
  config: RuntimeSearchConfig;
  docsVersion: string;
  initialQuery?: string;
  initialScrollY: number;
  onClose: () => void;
}

function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return isExternalUrl(hit.url) ? <a href={hit.url}>{children}</a> : <Link to={hit.url}>{children}</Link>;
}

/** DocSearch's modal with our client, strings, local links and scoping; loaded only when search is wanted. */
export default function SearchModal({
  config,
  docsVersion,
  initialQuery,
  initialScrollY,
  onClose,
}: SearchModalProps) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const local = config.provider === 'local';

  useEffect(() => {
    // Lets the stylesheet drop the "Search by Algolia" footer when Algolia is not the one answering.
    document.documentElement.dataset.searchProvider = config.provider;
  }, [config.provider]);

  const transformSearchClient = useMemo(() => {
    if (!local) return undefined;
    const client = createLocalClient(language);
    return (base: DocSearchTransformClient): DocSearchTransformClient => ({
      ...base,
      search: client.search as unknown as DocSearchTransformClient['search'],
    });
  }, [local, language]);

  const translations = {
    button: { buttonText: t('search:button.text'), buttonAriaLabel: t('search:button.ariaLabel') },
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
  };

  const searchPage = (query: string) =>
    `${localizePath('/search/', language)}?q=${encodeURIComponent(query)}`;

  return createPortal(
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
      searchParameters={{ facetFilters: scopeFilters(language, docsVersion) }}
      transformSearchClient={transformSearchClient}
      transformItems={(items: DocSearchHit[]) =>
        items.map((item) => ({ ...item, url: toLocalUrl(item.url, window.location.origin) }))
      }
      hitComponent={Hit}
      navigator={{
        navigate({ itemUrl }) {
          if (isExternalUrl(itemUrl)) window.location.assign(itemUrl);
          else void navigate(itemUrl);
        },
      }}
      getMissingResultsUrl={({ query }) =>
        `${siteConfig.repositoryUrl}/issues/new?title=${encodeURIComponent(`Search: no results for “${query}”`)}`
      }
      resultsFooterComponent={({ state }) => (
        <Link to={searchPage(state.query)} onClick={onClose}>
          {t('search:modal.seeAll', { count: Number(state.context.nbHits ?? 0) })}
        </Link>
      )}
    />,
    document.body,
  );
}
