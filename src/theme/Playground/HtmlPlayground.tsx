import { useEffect, useMemo, useState } from 'react';
import { CodeEditor } from './CodeEditor';
import { CLASS_ONLY_THEME, EditorShell } from './Editor';
import { PlaygroundFrame } from './Frame';
import { HtmlFrame } from './HtmlFrame';
import { guardScripts } from './htmlScripts';
import type { PlaygroundProps } from './loaders';

/** How long typing must pause before the frame reloads with the new HTML. */
const UPDATE_DELAY_MS = 300;

/** A live web-components example: an HTML editor, and the result in a sandboxed frame with the elements defined. */
export default function HtmlPlayground({ code, title, elementsBundle = '', autoFocus }: PlaygroundProps) {
  const [generation, setGeneration] = useState(0);
  const [draft, setDraft] = useState(code);
  const [running, setRunning] = useState(code);
  const [error, setError] = useState<string>();
  // The reader's scripts run with a guard in their loops, so that one that never ends cannot freeze the page.
  const guarded = useMemo(() => guardScripts(running), [running]);

  useEffect(() => {
    const timer = setTimeout(() => setRunning(draft), UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const reset = () => {
    setDraft(code);
    setRunning(code);
    setGeneration((value) => value + 1);
  };

  return (
    <PlaygroundFrame
      title={title}
      getCode={() => draft}
      onReset={reset}
      error={error}
      editor={
        <EditorShell key={generation} title={title} autoFocus={autoFocus}>
          <CodeEditor code={code} language="markup" theme={CLASS_ONLY_THEME} onChange={setDraft} />
        </EditorShell>
      }
      preview={<HtmlFrame html={guarded} title={title} elementsBundle={elementsBundle} onError={setError} />}
    />
  );
}
