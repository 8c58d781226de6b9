import { graphql, type HeadProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { Layout } from '../theme/Layout';
import { LocalLink } from '../theme/LocalLink';
import { Seo } from '../theme/Seo';
import * as styles from './404.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Layout>
      <section className={styles.notFound}>
        <h1>{t('notFound:title')}</h1>
        <p>{t('notFound:text')}</p>
        <p>{t('notFound:hint')}</p>
        <p className={styles.links}>
          <LocalLink href="/">{t('notFound:home')}</LocalLink>
          <LocalLink href="/docs/">{t('notFound:docs')}</LocalLink>
        </p>
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
    <Seo path={pageContext.i18n.path} locale={pageContext.language} title={t('notFound:title')} noindex />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "theme", "notFound"] } }) {
      ...LocaleStrings
    }
  }
`;
