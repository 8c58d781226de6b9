import { useTranslation } from '../../i18n/react';
import * as styles from './styles.module.css';

/** The id the skip link jumps to; every page's main content carries it. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the navbar to the main content. */
export function SkipToContent() {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('common:skipToContent')}
    </a>
  );
}
