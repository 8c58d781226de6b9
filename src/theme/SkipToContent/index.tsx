import { useTranslation } from '../../i18n/react';
import * as styles from './styles.module.css';

/** The id the skip link jumps to; every page's main content carries it. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element of every page: jumps past the navbar to the main content, or to `target` (the id of
 * where a page's own content starts when the main area begins with a sidebar).
 */
export function SkipToContent({ target = MAIN_CONTENT_ID }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href={`#${target}`} data-skip-link="">
      {t('common:skipToContent')}
    </a>
  );
}

/**
 * Gives the focus to the start of the page, the skip link, when `leaving` (a control about to go away: the
 * back-to-top button at the top, a closed announcement) holds it from the keyboard: the reader's next Tab then
 * starts from the top instead of from nowhere. After a click (no `:focus-visible`) the focus is left alone.
 */
export function focusPageStartFrom(leaving: HTMLElement): void {
  if (document.activeElement !== leaving || !leaving.matches(':focus-visible')) return;
  document.querySelector<HTMLElement>('[data-skip-link]')?.focus({ preventScroll: true });
}
