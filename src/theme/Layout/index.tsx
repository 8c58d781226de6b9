import { useLocale } from '../../i18n/react';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '../AnnouncementBar';
import { BackToTop } from '../BackToTop';
import { ErrorBoundary } from '../ErrorBoundary';
import { ErrorPageContent } from '../ErrorBoundary/ErrorPageContent';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import { OfflineNotice } from '../OfflineNotice';
import { ProgressBar } from '../ProgressBar';
import { MAIN_CONTENT_ID, SkipToContent } from '../SkipToContent';
import * as styles from './styles.module.css';

export { MAIN_CONTENT_ID } from '../SkipToContent';

/**
 * Page frame: skip link (to `skipTo` when the main content begins with a sidebar), announcement, navbar, the
 * page's main content (a crash there shows the error page in the frame) ending with the back-to-top button (in its
 * own row after the content, or floating beside a docs page's side column), footer, the route progress bar and the notice of a link waiting for the
 * connection.
 */
export function Layout({ children, skipTo }: { children: ReactNode; skipTo?: string }) {
  const { originalPath } = useLocale();
  return (
    <>
      <ProgressBar />
      <SkipToContent target={skipTo} />
      <AnnouncementBar />
      <Navbar />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={originalPath} fallback={ErrorPageContent}>
          {children}
        </ErrorBoundary>
        <BackToTop />
      </main>
      <Footer />
      <OfflineNotice />
    </>
  );
}
