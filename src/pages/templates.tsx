import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { GALLERY } from '../templates-gallery/gallery';
import { TemplateSection, type TemplateSourceData } from '../templates-gallery/TemplateSection';
import { Layout } from '../theme/Layout';
import { LocalLink } from '../theme/LocalLink';
import { Seo } from '../theme/Seo';
import * as styles from './templates.module.css';

interface TemplatesData extends WithLocales {
  sources: { nodes: TemplateSourceData[] };
}

export default function TemplatesPage({ data }: PageProps<TemplatesData>) {
  const { t } = useTranslation();
  const filesOf = (name: string) => data.sources.nodes.filter((source) => source.name === name);
  return (
    <Layout>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('templates:title')}</h1>
          <p className={styles.lead}>{t('templates:lead')}</p>
          <p>
            {t('templates:sound')} <LocalLink href="/docs/">{t('templates:docsLink')}</LocalLink>
          </p>
          <nav aria-label={t('templates:listLabel')}>
            <ul className={styles.list}>
              {GALLERY.map((template) => (
                <li key={template.name}>
                  <a href={`#${template.name}`}>{t(`templates:${template.key}.title`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {GALLERY.map((template) => (
          <TemplateSection
            key={template.name}
            template={template}
            files={filesOf(template.name)}
            classNames={{ section: styles.template, preview: styles.preview, code: styles.code }}
          />
        ))}
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<TemplatesData, { language: string }>) {
  const t = translatorFor(data.locales);
  return (
    <Seo
      path={location.pathname}
      locale={pageContext.language}
      title={t('templates:title')}
      description={t('templates:meta.description')}
      keywords={t('templates:meta.keywords').split(',')}
    />
  );
}

export const query = graphql`
  query TemplatesPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "theme", "templates"] } }
    ) {
      ...LocaleStrings
    }
    sources: allTemplateSource(sort: [{ name: ASC }, { order: ASC }]) {
      nodes {
        name
        file
        html
      }
    }
  }
`;
