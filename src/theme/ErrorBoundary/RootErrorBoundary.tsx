import type { ReactNode } from 'react';
import en from '../../../locales/en/theme.json';
import ja from '../../../locales/ja/theme.json';
import { localeFromPath } from '../../i18n/paths';
import { ErrorBoundary, type ErrorFallbackProps } from './index';
import * as styles from './styles.module.css';

const STRINGS = { en: en.error, ja: ja.error };

/**
 * Last line of defence around the whole page, outside the translation provider (which may be what broke), so its
 * strings come straight from the theme's locale files.
 */
function PageCrashed({ error, tryAgain }: ErrorFallbackProps) {
  const strings = STRINGS[localeFromPath(window.location.pathname)];
  return (
    <main className={styles.errorPage} role="alert">
      <h1>{strings.crashed}</h1>
      <button type="button" className={styles.tryAgain} onClick={tryAgain}>
        {strings.tryAgain}
      </button>
      <pre className={styles.errorText}>{error.message}</pre>
    </main>
  );
}

/** Wraps each page element (from `gatsby-browser.tsx`); a new page path clears the crash. */
export function RootErrorBoundary({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={path} fallback={PageCrashed}>
      {children}
    </ErrorBoundary>
  );
}
