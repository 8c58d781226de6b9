import { useTranslation } from '../../i18n/react';
import { focusPageStartFrom } from '../SkipToContent';
import { useBackToTop } from './useBackToTop';
import * as styles from './styles.module.css';

/** A round button in the corner that appears after scrolling down and scrolls back to the top. */
export function BackToTop() {
  const { t } = useTranslation();
  const { shown, scrollToTop } = useBackToTop();
  return (
    <button
      type="button"
      className={styles.button}
      data-shown={shown}
      aria-label={t('theme:backToTop')}
      title={t('theme:backToTop')}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      onClick={(event) => {
        // The button goes away at the top: the keyboard's focus goes to the top too.
        focusPageStartFrom(event.currentTarget);
        scrollToTop();
      }}
    >
      <svg width="1.25rem" height="1.25rem" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 5.6 4.6 13 6 14.4l5-5V20h2V9.4l5 5 1.4-1.4z" />
      </svg>
    </button>
  );
}
