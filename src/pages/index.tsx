import { graphql, type HeadProps } from 'gatsby';
import { useTranslation } from '../i18n/react';
import siteConfig from '../../site.config';
import { translatorFor, type WithLocales } from '../i18n/translator';
import { Layout } from '../theme/Layout';
import { HeroDemo } from '../theme/HeroDemo';
import { LocalLink } from '../theme/LocalLink';
import { Seo } from '../theme/Seo';
import * as styles from './index.module.css';

const FEATURES = ['controls', 'flavours', 'accessible', 'styling', 'helpers', 'midi'] as const;

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Layout>
      <section className={styles.hero}>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{t('home:hero.tagline')}</p>
        <p className={styles.lead}>{t('home:hero.lead')}</p>
        <div className={styles.actions}>
          <LocalLink href="/docs/" className={styles.primary}>
            {t('home:hero.start')}
          </LocalLink>
          {/* Its page data holds every template's code: fetched when followed, not while the hero is in view. */}
          <LocalLink href="/templates/" className={styles.secondary} prefetch={false}>
            {t('homeDemo:templates')}
          </LocalLink>
          <LocalLink href={siteConfig.repositoryUrl} className={styles.secondary}>
            {t('home:hero.source')}
          </LocalLink>
        </div>
        <HeroDemo />
      </section>
      <section className={styles.features} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.featuresTitle}>
          {t('home:features.title')}
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature} className={styles.card}>
              <h3 id={`feature-${feature}`}>{t(`home:features.${feature}.title`)}</h3>
              <p>{t(`home:features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<WithLocales, { language: string }>) {
  const t = translatorFor(data.locales);
  return (
    <Seo
      path={location.pathname}
      locale={pageContext.language}
      title={siteConfig.title}
      description={t('common:site.description')}
      keywords={t('home:meta.keywords').split(',')}
    />
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "theme", "home", "homeDemo"] } }
    ) {
      ...LocaleStrings
    }
  }
`;
