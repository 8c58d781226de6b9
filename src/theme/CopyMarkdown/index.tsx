import { withPrefix } from 'gatsby';
import { useTranslation } from '../../i18n/react';
import { useEffect, useState } from 'react';
import * as styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** Copies the page's Markdown copy (`index.md` beside the HTML) to the clipboard, for pasting into other tools. */
export function CopyMarkdown({ path }: { path: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);
  const copy = async () => {
    try {
      const response = await fetch(withPrefix(`${path}index.md`));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={styles.wrapper}>
      <button type="button" className={styles.button} data-needs-js="" onClick={copy}>
        <svg width="0.875rem" height="0.875rem" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
          />
        </svg>
        {t('docs:copyMarkdown.button')}
      </button>
      <span role="status" className={status === 'failed' ? styles.failed : styles.status}>
        {status === 'copied'
          ? t('docs:copyMarkdown.copied')
          : status === 'failed'
            ? t('docs:copyMarkdown.failed')
            : ''}
      </span>
    </div>
  );
}
