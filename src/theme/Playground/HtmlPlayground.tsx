import { useTranslation } from '../../i18n/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Editor } from 'react-live';
import { CLASS_ONLY_THEME, EditorShell } from './Editor';
import { PlaygroundFrame } from './Frame';
import type { PlaygroundProps } from './loaders';
import { buildSrcdoc, type FrameMessage } from './srcdoc';
import * as styles from './styles.module.css';

/** How long typing must pause before the frame reloads with the new HTML. */
const UPDATE_DELAY_MS = 300;

/** A live web-components example: an HTML editor, and the result in a sandboxed frame with the elements defined. */
export default function HtmlPlayground({ code, title, elementsBundle = '' }: PlaygroundProps) {
  const { t } = useTranslation();
  const frameId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [generation, setGeneration] = useState(0);
  const [draft, setDraft] = useState(code);
  const [running, setRunning] = useState(code);
  const [error, setError] = useState<string>();
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    const timer = setTimeout(() => setRunning(draft), UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const root = typeof document === 'undefined' ? undefined : document.documentElement;
  const theme = root?.dataset.theme;
  const lang = root?.lang || undefined;
  const srcdoc = useMemo(
    () => buildSrcdoc({ html: running, bundle: elementsBundle, frameId, theme, lang }),
    [running, elementsBundle, frameId, theme, lang],
  );

  useEffect(() => {
    setError(undefined);
    const onMessage = (event: MessageEvent<FrameMessage>) => {
      if (event.source !== frame.current?.contentWindow || event.data?.frameId !== frameId) return;
      if (event.data.type === 'error') setError(event.data.message);
      if (event.data.type === 'height') setHeight(event.data.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [srcdoc, frameId]);

  const reset = () => {
    setDraft(code);
    setRunning(code);
    setGeneration((value) => value + 1);
  };

  return (
    <PlaygroundFrame
      title={title}
      onReset={reset}
      error={error}
      editor={
        <EditorShell key={generation} title={title}>
          <Editor code={code} language="markup" theme={CLASS_ONLY_THEME} onChange={setDraft} />
        </EditorShell>
      }
      preview={
        <iframe
          ref={frame}
          className={styles.frame}
          title={t('playground:frameTitle', { title })}
          sandbox="allow-scripts"
          srcDoc={srcdoc}
          style={height === undefined ? undefined : { height: `${height}px` }}
        />
      }
    />
  );
}
