import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import type { DocHeading } from '../build/headings';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { admonitionComponents } from '../theme/Admonition';
import { PreBlock } from '../theme/PreBlock';
import { CodeHtmlProvider } from '../theme/PreBlock/codeHtml';
import { MdxLink } from '../theme/MdxLink';
import { DocPage } from '../theme/DocPage';
import { FallbackNotice } from '../theme/FallbackNotice';
import { InstallTabs } from '../theme/InstallTabs';
import { linkedHeadings } from '../theme/LinkedHeading';
import { MdxContent, type DocComponents } from '../theme/MdxContent';
import type { BodyNode } from '../theme/MdxContent/tree';
import { Seo } from '../theme/Seo';

interface DocData extends WithLocales {
  mdx: {
    frontmatter: {
      title: string;
      description: string | null;
      keywords: string[] | null;
      image: string | null;
    };
    fields: { headings: DocHeading[]; codeHtml: string; bodyTree: string };
  };
  docSidebar: { items: string };
}

interface DocContext {
  id: string;
  docId: string;
  sidebarId: string;
  language: string;
  fallback: boolean;
  i18n: { originalPath: string; path: string };
}

/** What the docs' MDX renders with: every doc page is this one template over its content as data. */
const docComponents: DocComponents = {
  a: MdxLink,
  pre: PreBlock,
  ...linkedHeadings,
  InstallTabs,
  ...admonitionComponents,
};

export default function DocTemplate({ data, pageContext }: PageProps<DocData, DocContext>) {
  const { frontmatter, fields } = data.mdx;
  const tree = useMemo(() => JSON.parse(fields.bodyTree) as BodyNode[], [fields.bodyTree]);
  return (
    <DocPage
      sidebarId={pageContext.sidebarId}
      sidebarJson={data.docSidebar.items}
      path={pageContext.i18n.path}
      title={frontmatter.title}
      headings={fields.headings}
      articleLang={pageContext.fallback ? 'en' : undefined}
      markdownCopy
      notice={
        pageContext.fallback ? <FallbackNotice originalPath={pageContext.i18n.originalPath} /> : undefined
      }
    >
      <CodeHtmlProvider json={fields.codeHtml}>
        <MdxContent tree={tree} components={docComponents} />
      </CodeHtmlProvider>
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<DocData, DocContext>) {
  const { frontmatter } = data.mdx;
  const t = translatorFor(data.locales);
  return (
    <Seo
      path={pageContext.i18n.path}
      locale={pageContext.language}
      title={frontmatter.title}
      description={frontmatter.description ?? t('common:site.description')}
      keywords={frontmatter.keywords}
      image={frontmatter.image}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!, $language: String!, $sidebarId: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        image
      }
      fields {
        headings {
          depth
          value
          id
        }
        codeHtml
        bodyTree
      }
    }
    docSidebar(sidebarId: { eq: $sidebarId }, locale: { eq: $language }) {
      items
    }
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "theme", "docs", "playground"] } }
    ) {
      ...LocaleStrings
    }
  }
`;
