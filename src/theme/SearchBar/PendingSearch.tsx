import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import { limitQuery } from '../../search/queryLimit';
import { MAX_QUERY_LENGTH } from '../../search/types';
import { keepTabInside } from '../focusTrap';
import * as styles from './styles.module.css';

/** What the reader typed while the modal was loading, and where the caret or selection was. */
export interface TypedAhead {
  query: string;
  selection: [start: number, end: number];
}

/**
 * The query to open search with: a letter typed on the button, else the page's selected text (as DocSearch
 * would read it, which it no longer can once this box has the focus), selected so that typing replaces it.
 */
export function initialTypedAhead(letter: string | undefined, pageSelection: string): TypedAhead {
  if (letter !== undefined) return { query: letter, selection: [letter.length, letter.length] };
  const query = limitQuery(pageSelection);
  return { query, selection: [0, query.length] };
}

/** The query and selection in `input` now (see TypedAhead). */
export function typedAheadIn(input: HTMLInputElement): TypedAhead {
  const end = input.value.length;
  return { query: input.value, selection: [input.selectionStart ?? end, input.selectionEnd ?? end] };
}

export interface PendingSearchProps {
  inputRef: RefObject<HTMLInputElement>;
  initial: TypedAhead;
  /** The modal's code or strings could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
  /** An IME composition starts (true) or ends (false) in the box: the modal waits for it to end. */
  onComposing: (composing: boolean) => void;
  icon: ReactNode;
}

/**
 * The search box shown the moment search is asked for, while the modal's code loads: it takes the keys typed
 * meanwhile (IME compositions included), which would otherwise go to the page and be lost, and hands them to the
 * modal as its initial query. If the modal cannot be loaded, it says so and offers to try again.
 */
export function PendingSearch({
  inputRef,
  initial,
  failed,
  onRetry,
  onClose,
  onComposing,
  icon,
}: PendingSearchProps) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    input.setSelectionRange(...initial.selection);
    // Only when the box appears: later renders leave the reader's caret alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const label = t('theme:searchButton.ariaLabel');
  return createPortal(
    <div
      className={styles.pendingBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy={!failed}
        className={styles.pending}
        // Nothing else of the page is reachable while search opens.
        onKeyDown={keepTabInside}
      >
        <form role="search" className={styles.pendingForm} onSubmit={(event) => event.preventDefault()}>
          <span className={styles.pendingIcon}>{icon}</span>
          <input
            ref={inputRef}
            className={styles.pendingInput}
            type="search"
            aria-label={label}
            placeholder={label}
            defaultValue={initial.query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            onCompositionStart={() => onComposing(true)}
            onCompositionEnd={() => onComposing(false)}
          />
          {/* On small screens the box fills the screen: no backdrop to tap, no Escape key on a phone. */}
          <button type="button" className={styles.pendingCancel} onClick={onClose}>
            {t('theme:searchButton.cancel')}
          </button>
        </form>
        {failed && (
          <div className={styles.pendingError}>
            <p role="alert">{t('theme:searchButton.loadFailed')}</p>
            <button type="button" className={styles.pendingRetry} onClick={onRetry}>
              {t('theme:pageLoader.retry')}
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
