import { useTranslation } from '../../i18n/react';
import { useCopyToClipboard } from './useCopyToClipboard';
import * as styles from './styles.module.css';

/**
 * The copy button of code blocks and live examples: labelled for screen readers, "Copied" feedback shown and
 * announced. `className` replaces the code block's own look (shown on hover at the code's corner).
 */
export function CopyButton({ getText, className }: { getText: () => string; className?: string }) {
  const { t } = useTranslation();
  const { status, copy } = useCopyToClipboard();
  return (
    <>
      <button
        type="button"
        className={className ?? styles.copy}
        data-needs-js=""
        data-status={status}
        aria-label={t('theme:codeBlock.copyLabel')}
        title={t('theme:codeBlock.copyLabel')}
        onClick={() => copy(getText())}
      >
        <span aria-hidden="true">
          {status === 'copied'
            ? t('theme:codeBlock.copied')
            : status === 'failed'
              ? t('theme:codeBlock.failed')
              : t('theme:codeBlock.copy')}
        </span>
      </button>
      <span className={styles.visuallyHidden} role="status">
        {status === 'copied'
          ? t('theme:codeBlock.copiedAnnouncement')
          : status === 'failed'
            ? t('theme:codeBlock.failed')
            : ''}
      </span>
    </>
  );
}
