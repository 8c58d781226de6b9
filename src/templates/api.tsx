import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { useMemo } from 'react';
import type { ApiGuide } from '../../plugins/gatsby-source-typedoc/src/guides';
import type { ApiSymbolData } from '../../plugins/gatsby-source-typedoc/src/model-types';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { IndexView, indexKinds, type IndexEntry } from '../theme/Api/IndexView';
import { apiSections } from '../theme/Api/sections';
import { SymbolView } from '../theme/Api/SymbolView';
import { DocPage } from '../theme/DocPage';
import { Seo } from '../theme/Seo';
import * as styles from './api.module.css';

interface ApiData extends WithLocales {
  apiSymbol?: { data: string } | null;
  allApiSymbol?: { nodes: IndexEntry[] } | null;
  docSidebar: { items: string };
}

interface ApiContext {
  id: string;
  package: string;
  isIndex: boolean;
  guide: ApiGuide | null;
  language: string;
  i18n: { originalPath: string; path: string };
}

const packageName = (pkg: string) => `@vibrato-ui/${pkg}`;

/** An API reference page: one exported symbol, or a package's index of every symbol. */
export default function ApiTemplate({ data, pageContext }: PageProps<ApiData, ApiContext>) {
  const { t } = useTranslation();
  const symbol = useMemo(
    () => (data.apiSymbol ? (JSON.parse(data.apiSymbol.data) as ApiSymbolData) : null),
    [data.apiSymbol],
  );
  const entries = data.allApiSymbol?.nodes ?? [];
  const headings = symbol
    ? apiSections(symbol).map((section) => ({
        depth: 2,
        id: section.id,
        value: t(`api:headings.${section.key}`),
      }))
    : indexKinds(entries).map((kind) => ({ depth: 2, id: kind, value: t(`api:kinds.${kind}`) }));
  return (
    <DocPage
      sidebarId="apiSidebar"
      sidebarJson={data.docSidebar.items}
      path={pageContext.i18n.path}
      title={symbol ? symbol.name : t('api:index.title', { package: packageName(pageContext.package) })}
      headings={headings}
    >
      <div className={styles.api}>
        {symbol ? (
          <SymbolView symbol={symbol} guide={pageContext.guide} />
        ) : (
          <IndexView packageName={packageName(pageContext.package)} entries={entries} />
        )}
      </div>
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<ApiData, ApiContext>) {
  const t = translatorFor(data.locales);
  const japanese = pageContext.language === 'ja';
  if (data.apiSymbol) {
    const symbol = JSON.parse(data.apiSymbol.data) as ApiSymbolData;
    return (
      <Seo
        path={pageContext.i18n.path}
        locale={pageContext.language}
        title={t('api:symbol.title', { name: symbol.name, kind: t(`api:kindSingular.${symbol.kind}`) })}
        description={(japanese ? symbol.descriptionJa : null) ?? symbol.description}
        keywords={[symbol.name, packageName(symbol.package)]}
      />
    );
  }
  const name = packageName(pageContext.package);
  return (
    <Seo
      path={pageContext.i18n.path}
      locale={pageContext.language}
      title={t('api:index.title', { package: name })}
      description={t('api:index.description', { package: name })}
      keywords={[name, 'API']}
    />
  );
}

export const query = graphql`
  query ApiPage($id: String!, $package: String!, $isIndex: Boolean!, $language: String!) {
    apiSymbol(id: { eq: $id }) @skip(if: $isIndex) {
      data
    }
    allApiSymbol(filter: { package: { eq: $package } }) @include(if: $isIndex) {
      nodes {
        kind
        name
        route
        description
        descriptionJa
      }
    }
    docSidebar(sidebarId: { eq: "apiSidebar" }, locale: { eq: $language }) {
      items
    }
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "theme", "docs", "api"] } }
    ) {
      ...LocaleStrings
    }
  }
`;
