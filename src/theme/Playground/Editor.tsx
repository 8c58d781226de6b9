import { useTranslation } from '../../i18n/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
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
 * Makes react-live's content-editable `<pre>` (or, until the editor is loaded, the build's highlighted code) a
 * labelled multi-line text box, and lets the keyboard leave it: Tab
 * indents, but after Escape the next Tab moves focus on as usual.
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
    if (settled) shell.current?.querySelector('pre')?.focus({ preventScroll: true });
  }, [settled]);

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
    if (event.key !== 'Shift') escaped.current = false;
  };

  return (
    // The keydown listener only watches for Escape then Tab; the text box inside is the interactive element.
    <div ref={shell} className={styles.editorShell} onKeyDown={onKeyDown}>
      {children}
      <p id={hintId} className={styles.visuallyHidden}>
        {t('playground:editorHint')}
      </p>
    </div>
  );
}
