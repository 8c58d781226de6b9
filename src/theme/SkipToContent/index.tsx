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
    <a className={styles.skipLink} href={`#${target}`}>
      {t('common:skipToContent')}
    </a>
  );
}
