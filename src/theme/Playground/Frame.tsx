import { useTranslation } from '../../i18n/react';
import { useEffect, useState, type ReactNode } from 'react';
import { CopyButton } from '../CodeBlock/CopyButton';
import * as styles from './styles.module.css';

export interface PlaygroundFrameProps {
  /** The fence's title, or the language when there is none. */
  title: string;
  /** The editor, or the static highlighted code until the editor is loaded. */
  editor: ReactNode;
  /** The running result, or the page loader's states. */
  preview: ReactNode;
  /** The code as it stands (the reader's edits included), for the copy button. */
  getCode: () => string;
  /** Restores the original code; no button until the editor is there. */
  onReset?: () => void;
  /** The compile or runtime error of the current code. */
  error?: string;
}

/** How long an error must stay the same before a screen reader is told of it (see useSettledError). */
export const ANNOUNCE_ERROR_AFTER_MS = 1000;

/**
 * The error once it has stayed the same for ANNOUNCE_ERROR_AFTER_MS. While the reader types, the code is broken at
 * nearly every keystroke, each time with another message: announced at once, each would cut into the echo of
 * the keys typed. Read out once typing pauses, and only when it changed.
 */
function useSettledError(error: string): string {
  const [settled, setSettled] = useState(error);
  useEffect(() => {
    // No update when nothing changed: a parent's update while the examples inside are still hydrating would make
    // React render them anew (error #421), which a timer after every mount did on slow machines.
    if (error === settled) return;
    const timer = setTimeout(() => setSettled(error), ANNOUNCE_ERROR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [error, settled]);
  return settled;
}

/** The layout shared by the static placeholder and both playgrounds, so loading the editor shifts nothing. */
export function PlaygroundFrame({ title, editor, preview, getCode, onReset, error }: PlaygroundFrameProps) {
  const { t } = useTranslation();
  const announced = useSettledError(error ?? '');
  return (
    <figure className={styles.playground} data-playground="">
      <div className={styles.header}>
        <figcaption className={styles.title}>
          {title} <span className={styles.visuallyHidden}>{t('playground:label')}</span>
        </figcaption>
        <div className={styles.actions}>
          <CopyButton getText={getCode} className={styles.action} />
          {onReset && (
            <button
              type="button"
              className={styles.action}
              data-needs-js=""
              onClick={onReset}
              aria-label={t('playground:resetLabel')}
            >
              {t('playground:reset')}
            </button>
          )}
        </div>
      </div>
      <div className={styles.body}>
        <div className={styles.editor}>{editor}</div>
        <div className={styles.preview} role="group" aria-label={t('playground:preview')}>
          {preview}
        </div>
      </div>
      {error !== undefined && error !== '' && (
        <div className={styles.error} data-playground-error="">
          <strong>{t('playground:error')}</strong>
          <pre>{error}</pre>
        </div>
      )}
      {/* The error for screen readers, politely and once typing pauses (see useSettledError). */}
      <p className={styles.visuallyHidden} role="status" data-playground-error-status="">
        {announced && t('playground:errorAnnounced', { message: announced })}
      </p>
    </figure>
  );
}
