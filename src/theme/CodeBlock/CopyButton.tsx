import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { useCopyToClipboard } from './useCopyToClipboard';
import * as styles from './styles.module.css';

/**
 * Whether Escape has put away the button that hovering over its code shows (WCAG 1.4.13: content shown on hover
 * can be dismissed without moving the pointer), until the pointer leaves the code. Only for the button at the
 * code's corner (`active`), which covers the end of the first line.
 */
function useDismissedOnEscape(button: RefObject<HTMLButtonElement>, active: boolean): boolean {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const area = button.current?.parentElement;
    if (!active || !area) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && area.matches(':hover') && !button.current?.matches(':focus')) {
        setDismissed(true);
      }
    };
    const onLeave = () => setDismissed(false);
    document.addEventListener('keydown', onKeyDown);
    area.addEventListener('pointerleave', onLeave);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      area.removeEventListener('pointerleave', onLeave);
    };
  }, [button, active]);
  return dismissed;
}

/**
 * The copy button of code blocks and live examples: labelled for screen readers, "Copied" feedback shown and
 * announced. `className` replaces the code block's own look (shown on hover at the code's corner).
 */
export function CopyButton({ getText, className }: { getText: () => string; className?: string }) {
  const { t } = useTranslation();
  const { status, copy } = useCopyToClipboard();
  const button = useRef<HTMLButtonElement>(null);
  const dismissed = useDismissedOnEscape(button, className === undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ?? styles.copy}
        data-needs-js=""
        data-status={status}
        data-dismissed={dismissed || undefined}
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
