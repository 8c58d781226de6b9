import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ReactNode } from 'react';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import * as styles from './styles.module.css';

/** The id the skip link jumps to; every page's main content carries it. */
export const MAIN_CONTENT_ID = 'main-content';

/** Page frame: skip link, navbar, the page's main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('common:skipToContent')}
      </a>
      <Navbar />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
