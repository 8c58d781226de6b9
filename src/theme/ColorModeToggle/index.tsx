import { useTranslation } from '../../i18n/react';
import { useColorMode } from './colorMode';
import * as styles from './styles.module.css';

/**
 * Switches the colour mode. All three icons are rendered and CSS shows the one matching
 * `<html data-theme-choice>`, which the inline script sets before the first paint.
 */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { choice, toggle } = useColorMode();
  const label = choice
    ? t('theme:colorMode.toggle', { mode: t(`theme:colorMode.${choice}`) })
    : t('theme:colorMode.label');
  return (
    <button
      type="button"
      className={styles.toggle}
      data-needs-js=""
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      <svg className={styles.light} viewBox="0 0 24 24" width="1.25rem" height="1.25rem" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        />
      </svg>
      <svg className={styles.dark} viewBox="0 0 24 24" width="1.25rem" height="1.25rem" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
      </svg>
      <svg className={styles.system} viewBox="0 0 24 24" width="1.25rem" height="1.25rem" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h16V6H4Z"
        />
        <path fill="currentColor" d="M12 7.5a3 3 0 0 1 0 6Z" />
      </svg>
    </button>
  );
}
