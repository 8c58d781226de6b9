import { useTranslation } from '../../i18n/react';
import { useRef, type ComponentProps } from 'react';
import { useCopyToClipboard } from './useCopyToClipboard';
import * as styles from './styles.module.css';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/** The copy button: labelled for screen readers, "Copied" feedback shown and announced. */
function CopyButton({ getText }: { getText: () => string }) {
  const { t } = useTranslation();
  const { status, copy } = useCopyToClipboard();
  return (
    <>
      <button
        type="button"
        className={styles.copy}
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

/** A fenced code block, highlighted at build time; shows the fence's title above the code and a copy button. */
export function CodeBlock({ children, ...props }: PreProps) {
  const title = props['data-title'];
  const pre = useRef<HTMLPreElement>(null);
  return (
    <figure className={styles.codeBlock} data-language={props['data-language']}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <div className={styles.body}>
        {/* Scrollable regions must be reachable by keyboard. */}
        <pre {...props} ref={pre} tabIndex={0}>
          {children}
        </pre>
        <CopyButton getText={() => (pre.current?.textContent ?? '').replace(/\n$/, '')} />
      </div>
    </figure>
  );
}
