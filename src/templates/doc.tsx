import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ReactNode } from 'react';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { admonitionComponents } from '../theme/Admonition';
import { CodeBlock } from '../theme/CodeBlock';
import { FallbackNotice } from '../theme/FallbackNotice';
import { InstallTabs } from '../theme/InstallTabs';
import { Layout } from '../theme/Layout';
import { Seo } from '../theme/Seo';
import * as styles from './doc.module.css';

interface DocData extends WithLocales {
  mdx: {
    frontmatter: {
      title: string;
      description: string | null;
      keywords: string[] | null;
      image: string | null;
    };
    fields: { headings: { depth: number; value: string; id: string }[] };
  };
}

interface DocContext {
  id: string;
  docId: string;
  language: string;
  fallback: boolean;
  i18n: { originalPath: string; path: string };
}

const mdxComponents = { pre: CodeBlock, InstallTabs, ...admonitionComponents };

/** Table of contents of the page's h2 and h3 headings. */
function TableOfContents({ headings }: { headings: DocData['mdx']['fields']['headings'] }) {
  const { t } = useTranslation();
  const items = headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3);
  if (items.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={t('docs:toc.label')}>
      <p className={styles.tocTitle}>{t('docs:toc.title')}</p>
      <ul>
        {items.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? styles.tocNested : undefined}>
            <a href={`#${heading.id}`}>{heading.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function DocTemplate({
  data,
  pageContext,
  children,
}: PageProps<DocData, DocContext> & { children: ReactNode }) {
  const { frontmatter, fields } = data.mdx;
  return (
    <Layout>
      <div className={styles.page}>
        <article className={styles.article} lang={pageContext.fallback ? 'en' : undefined}>
          {pageContext.fallback && <FallbackNotice originalPath={pageContext.i18n.originalPath} />}
          <h1>{frontmatter.title}</h1>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </article>
        <aside className={styles.aside}>
          <TableOfContents headings={fields.headings} />
        </aside>
      </div>
    </Layout>
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
  query DocPage($id: String!, $language: String!) {
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
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "theme", "docs"] } }) {
      ...LocaleStrings
    }
  }
`;
