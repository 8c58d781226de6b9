import { useTranslation } from '../../i18n/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Editor } from 'react-live';
import * as styles from './styles.module.css';

/** No inline colours: the site's Prism token classes (src/theme/code.css) colour the editor like static code. */
export const CLASS_ONLY_THEME: NonNullable<ComponentProps<typeof Editor>['theme']> = {
  plain: {},
  styles: [],
};

/**
 * Whether a key press changes the code: a character (or an input method's), Enter, Backspace, Delete, or cut,
 * paste, undo and redo. Reading the code with the arrows, Home, End or Page keys, or copying it, is not typing,
 * so Tab still moves on after it.
 */
function edits(event: KeyboardEvent<HTMLDivElement>): boolean {
  if (event.nativeEvent.isComposing || event.key === 'Process') return true;
  if (event.ctrlKey || event.metaKey) return ['x', 'v', 'z', 'y'].includes(event.key.toLowerCase());
  return (
    event.key.length === 1 || event.key === 'Enter' || event.key === 'Backspace' || event.key === 'Delete'
  );
}

/**
 * Makes react-live's content-editable `<pre>` (or, until the editor is loaded, the build's highlighted code) a
 * labelled multi-line text box, and lets the keyboard pass and leave it: Tab moves focus on as usual until the
 * reader types (or clicks) in it, then indents; after Escape the next Tab moves on again. A reader tabbing
 * through the page is never caught, and never edits an example by the Tab that arrives as the editor loads.
 */
export function EditorShell({
  title,
  autoFocus = false,
  children,
}: {
  title: string;
  /** Focus the text box once mounted: the reader had focused the code before the editor was there. */
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const shell = useRef<HTMLDivElement>(null);
  /** Whether the next Tab moves focus on rather than indenting (see above). */
  const escaped = useRef(false);

  // A layout effect: the text box is labelled and focusable before anything (a reader, axe) can see it.
  useLayoutEffect(() => {
    const pre = shell.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', t('playground:editorLabel', { title }));
    pre.setAttribute('aria-describedby', hintId);
    pre.tabIndex = 0;
    pre.setAttribute('autocapitalize', 'off');
    pre.setAttribute('autocorrect', 'off');
  });

  // react-live's editor renders once more just after it mounts, and that render sets its text box up anew (any
  // selection made before it is lost). A state change made now is rendered in the same pass, so focusing after
  // it gives the reader a text box that stays as it is. (Only with autoFocus: the build's highlighted code, which
  // this shell also wraps on every doc page, renders once.)
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (autoFocus) setSettled(true);
    // Only when the editor appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!settled) return;
    // Unless the reader has moved on meanwhile: focus is still in the shell, or fell to the page when the editor
    // took the highlighted code's place.
    const active = document.activeElement;
    if (active && active !== document.body && !shell.current?.contains(active)) return;
    shell.current?.querySelector('pre')?.focus({ preventScroll: true });
  }, [settled]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Arriving from elsewhere (Tab, a link, a script): Tab passes on until the reader types.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) escaped.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key === 'Tab' && escaped.current) {
      // The editor listens on window: stopping the event here keeps it from indenting, so focus moves on.
      event.stopPropagation();
      escaped.current = false;
      return;
    }
    if (edits(event)) escaped.current = false;
  };

  // A press in the text box is the start of editing: Tab indents from then on. (On release: the focus the press
  // gives comes between down and up, and counts as arriving.)
  const onPointerUp = () => {
    escaped.current = false;
  };

  return (
    // The listeners only watch how the reader comes and types; the text box inside is the interactive element.
    <div
      ref={shell}
      className={styles.editorShell}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerUp={onPointerUp}
    >
      {children}
      <p id={hintId} className={styles.visuallyHidden}>
        {t('playground:editorHint')}
      </p>
    </div>
  );
}
