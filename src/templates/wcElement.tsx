import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { useMemo } from 'react';
import type {
  CustomElementData,
  ElementsPackageData,
} from '../../plugins/gatsby-source-custom-elements/src/model-types';
import { translatorFor, type WithLocales } from '../i18n/translator';
import {
  ELEMENT_INDEX_SECTION,
  ElementIndexView,
  type ElementIndexEntry,
} from '../theme/Api/ElementIndexView';
import { elementSections } from '../theme/Api/elementSections';
import { ENTRIES_SECTION, FUNCTIONS_SECTION } from '../theme/Api/ElementPackageView';
import { ElementView } from '../theme/Api/ElementView';
import { DocPage } from '../theme/DocPage';
import { Seo } from '../theme/Seo';
import * as styles from './api.module.css';

interface ElementPageData extends WithLocales {
  customElement?: { data: string } | null;
  allCustomElement?: { nodes: ElementIndexEntry[] } | null;
  customElementsPackage?: { data: string } | null;
  docSidebar: { items: string };
}

interface ElementPageContext {
  id: string;
  isIndex: boolean;
  language: string;
  i18n: { originalPath: string; path: string };
}

const PACKAGE_NAME = '@vibrato-ui/web-components';

/** A web-components reference page: one custom element, or the index of every element. */
export default function WcElementTemplate({
  data,
  pageContext,
}: PageProps<ElementPageData, ElementPageContext>) {
  const { t } = useTranslation();
  const element = useMemo(
    () => (data.customElement ? (JSON.parse(data.customElement.data) as CustomElementData) : null),
    [data.customElement],
  );
  const packageData = useMemo(
    () =>
      data.customElementsPackage
        ? (JSON.parse(data.customElementsPackage.data) as ElementsPackageData)
        : null,
    [data.customElementsPackage],
  );
  const headings = element
    ? elementSections(element).map((section) => ({
        depth: 2,
        id: section.id,
        value: t(`api:elements.headings.${section.key}`),
      }))
    : [
        { depth: 2, id: ELEMENT_INDEX_SECTION, value: t('api:elements.index.heading') },
        ...(packageData && packageData.functions.length > 0
          ? [
              { depth: 2, id: FUNCTIONS_SECTION, value: t('api:elements.index.functions') },
              ...packageData.functions.map((fn) => ({ depth: 3, id: fn.name, value: `${fn.name}()` })),
            ]
          : []),
        ...(packageData ? [{ depth: 2, id: ENTRIES_SECTION, value: t('api:elements.index.entries') }] : []),
      ];
  return (
    <DocPage
      sidebarId="apiSidebar"
      sidebarJson={data.docSidebar.items}
      path={pageContext.i18n.path}
      title={element ? `<${element.tagName}>` : t('api:elements.index.title', { package: PACKAGE_NAME })}
      headings={headings}
    >
      <div className={styles.api}>
        {element ? (
          <ElementView element={element} />
        ) : (
          <ElementIndexView
            packageName={PACKAGE_NAME}
            entries={data.allCustomElement?.nodes ?? []}
            packageData={packageData}
          />
        )}
      </div>
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<ElementPageData, ElementPageContext>) {
  const t = translatorFor(data.locales);
  if (data.customElement) {
    const element = JSON.parse(data.customElement.data) as CustomElementData;
    return (
      <Seo
        path={pageContext.i18n.path}
        locale={pageContext.language}
        title={t('api:elements.title', { tag: element.tagName })}
        description={(pageContext.language === 'ja' ? element.summaryJa : null) ?? element.summary}
        keywords={[element.tagName, element.className, PACKAGE_NAME, 'custom element']}
      />
    );
  }
  return (
    <Seo
      path={pageContext.i18n.path}
      locale={pageContext.language}
      title={t('api:elements.index.title', { package: PACKAGE_NAME })}
      description={t('api:elements.index.description', { package: PACKAGE_NAME })}
      keywords={[PACKAGE_NAME, 'custom elements', 'API']}
    />
  );
}

export const query = graphql`
  query WcElementPage($id: String!, $isIndex: Boolean!, $language: String!) {
    customElement(id: { eq: $id }) @skip(if: $isIndex) {
      data
    }
    allCustomElement @include(if: $isIndex) {
      nodes {
        tagName
        route
        summary
        summaryJa
      }
    }
    customElementsPackage @include(if: $isIndex) {
      data
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
