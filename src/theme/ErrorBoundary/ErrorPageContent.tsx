import { useTranslation } from '../../i18n/react';
import type { ErrorFallbackProps } from './index';
import * as styles from './styles.module.css';

/** The generic error page shown in the layout when the page's content crashed. */
export function ErrorPageContent({ error, tryAgain }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const title = t('theme:error.title');
  return (
    <section className={styles.errorPage} role="alert">
      <h1>{title}</h1>
      <p>{t('theme:error.text')}</p>
      <button type="button" className={styles.tryAgain} onClick={tryAgain}>
        {t('theme:error.tryAgain')}
      </button>
      <details className={styles.details} open>
        <summary>{t('theme:error.details')}</summary>
        <pre className={styles.errorText}>{error.message}</pre>
      </details>
    </section>
  );
}
