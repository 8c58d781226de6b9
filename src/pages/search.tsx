import { graphql, Link, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useLocale, useTranslation } from '../i18n/react';
import { useEffect, useState, type FormEvent } from 'react';
import siteConfig from '../../site.config';
import { localizePath } from '../i18n/paths';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { usePagedSearch } from '../search/usePagedSearch';
import { limitQuery } from '../search/queryLimit';
import { LEVELS, MAX_QUERY_LENGTH, type SearchHit } from '../search/types';
import { Layout } from '../theme/Layout';
import { latestVersionName } from '../theme/Navbar/versions';
import { toLocalUrl } from '../theme/SearchBar/urls';
import { Seo } from '../theme/Seo';
import * as styles from './search.module.css';

/** The query in the address, as the box would take it (see limitQuery), without the spaces around it. */
const queryFrom = (search: string) => limitQuery(new URLSearchParams(search).get('q') ?? '').trim();

/** lvl0 › lvl1 › … down to the hit's own level, as plain text. */
function breadcrumbOf(hit: SearchHit): string[] {
  const last = hit.type === 'content' ? LEVELS.length - 1 : LEVELS.indexOf(hit.type);
  return LEVELS.slice(0, last + 1)
    .map((level) => hit.hierarchy[level])
    .filter((part): part is string => Boolean(part));
}

function ResultItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const title = hit.type === 'content' || hit.type === 'lvl0' ? 'lvl1' : hit.type;
  const snippet =
    hit.type === 'content' ? hit._snippetResult.content.value : hit._snippetResult.hierarchy[hit.type]?.value;
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={toLocalUrl(hit.url, window.location.origin)}>
          <span dangerouslySetInnerHTML={{ __html: hit._highlightResult.hierarchy[title].value }} />
        </Link>
      </h2>
      {/* Plain text, not links: a list, not one more navigation landmark per result. */}
      <ol className={styles.breadcrumb} aria-label={t('search:page.breadcrumb')}>
        {breadcrumbOf(hit).map((part, index) => (
          <li key={index}>{part}</li>
        ))}
      </ol>
      {snippet && hit.type === 'content' && (
        <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: snippet }} />
      )}
    </li>
  );
}

/** /search/?q=: the whole result list of a query, through the modal's client, bound to the address bar. */
export default function SearchPage({ location }: PageProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  // The address bar is only known in the browser; the server-rendered page is the empty search.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const query = mounted ? queryFrom(location.search) : '';
  const [draft, setDraft] = useState(query);
  const [version, setVersion] = useState(latestVersionName(siteConfig.docs.versions));
  useEffect(() => setDraft(query), [query]);
  const search = usePagedSearch(query, language, version);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    // The same query again (after a failure, say) is not a new address: it runs again where it is.
    if (next === query) return search.retry();
    void navigate(`${localizePath('/search/', language)}${next ? `?q=${encodeURIComponent(next)}` : ''}`);
  };

  return (
    <Layout>
      <section className={styles.page}>
        <h1>{query ? t('search:page.titleWithQuery', { query }) : t('search:page.title')}</h1>
        <form role="search" className={styles.form} onSubmit={submit}>
          <label className={styles.label} htmlFor="search-page-input">
            {t('search:page.inputLabel')}
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            value={draft}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('search:page.placeholder')}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {t('search:page.submit')}
          </button>
          {/* Label and menu wrap to the next line together. */}
          <span className={styles.version}>
            <label className={styles.label} htmlFor="search-page-version">
              {t('search:page.version')}
            </label>
            <select
              id="search-page-version"
              className={styles.select}
              value={version}
              onChange={(event) => setVersion(event.target.value)}
            >
              {Object.entries(siteConfig.docs.versions).map(([name, entry]) => (
                <option key={name} value={name}>
                  {entry.label}
                </option>
              ))}
            </select>
          </span>
        </form>
        <div aria-live="polite" className={styles.status}>
          {search.status === 'idle' && <p>{t('search:page.empty')}</p>}
          {search.status === 'loading' && search.hits.length === 0 && <p>{t('search:page.loading')}</p>}
          {search.status === 'error' && (
            <div role="alert" className={styles.error}>
              <p className={styles.errorTitle}>{t('search:page.failed')}</p>
              <p>{t('search:page.failedHint')}</p>
              <button type="button" className={styles.retry} onClick={search.retry}>
                {t('theme:pageLoader.retry')}
              </button>
            </div>
          )}
          {search.status === 'done' && search.nbHits === 0 && (
            <div className={styles.empty}>
              <p className={styles.errorTitle}>{t('search:page.noResults')}</p>
              <p>{t('search:page.noResultsHint', { query })}</p>
            </div>
          )}
          {search.nbHits > 0 && <p>{t('search:page.results', { query, count: search.nbHits })}</p>}
        </div>
        {search.hits.length > 0 && (
          <ol className={styles.results}>
            {search.hits.map((hit) => (
              <ResultItem key={hit.objectID} hit={hit} />
            ))}
          </ol>
        )}
        {search.hasMore && (
          <button
            type="button"
            className={styles.more}
            disabled={search.status === 'loading'}
            onClick={search.loadMore}
          >
            {t('search:page.loadMore')}
          </button>
        )}
      </section>
    </Layout>
  );
}

export function Head({
  data,
  pageContext,
}: HeadProps<WithLocales, { language: string; i18n: { path: string } }>) {
  const t = translatorFor(data.locales);
  return (
    <Seo
      path={pageContext.i18n.path}
      locale={pageContext.language}
      title={t('search:page.title')}
      description={t('search:page.description')}
      noindex
    />
  );
}

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "theme", "search"] } }) {
      ...LocaleStrings
    }
  }
`;
