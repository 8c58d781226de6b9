import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
// Types only from 'react': gatsby-plugin-mdx wraps this template in code that uses a `React` it imports itself,
// unless the template already imports from 'react' (then that wrapper finds no `React`).
import type { ReactNode } from 'react';
import type { DocHeading } from '../build/headings';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { admonitionComponents } from '../theme/Admonition';
import { PreBlock } from '../theme/PreBlock';
import { CodeHtmlProvider } from '../theme/PreBlock/codeHtml';
import { MdxLink } from '../theme/MdxLink';
import { DocPage } from '../theme/DocPage';
import { FallbackNotice } from '../theme/FallbackNotice';
import { InstallTabs } from '../theme/InstallTabs';
import { Seo } from '../theme/Seo';

interface DocData extends WithLocales {
  mdx: {
    frontmatter: {
      title: string;
      description: string | null;
      keywords: string[] | null;
      image: string | null;
    };
    fields: { headings: DocHeading[]; codeHtml: string };
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

const mdxComponents = { a: MdxLink, pre: PreBlock, InstallTabs, ...admonitionComponents };

export default function DocTemplate({
  data,
  pageContext,
  children,
}: PageProps<DocData, DocContext> & { children: ReactNode }) {
  const { frontmatter, fields } = data.mdx;
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
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
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
