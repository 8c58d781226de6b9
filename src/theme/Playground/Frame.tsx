import { useTranslation } from '../../i18n/react';
import type { ReactNode } from 'react';
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

/** The layout shared by the static placeholder and both playgrounds, so loading the editor shifts nothing. */
export function PlaygroundFrame({ title, editor, preview, getCode, onReset, error }: PlaygroundFrameProps) {
  const { t } = useTranslation();
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
        <div className={styles.error} role="alert" data-playground-error="">
          <strong>{t('playground:error')}</strong>
          <pre>{error}</pre>
        </div>
      )}
    </figure>
  );
}
