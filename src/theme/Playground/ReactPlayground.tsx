import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LiveContext, LivePreview, LiveProvider } from 'react-live';
import { useTranslation } from '../../i18n/react';
import { CodeEditor } from './CodeEditor';
import { CLASS_ONLY_THEME, EditorShell } from './Editor';
import { PlaygroundFrame } from './Frame';
import type { PlaygroundProps } from './loaders';
import { callsRender, createLoopGuard, guardLoops, LOOP_LIMIT_MS } from './loopGuard';
import { PreviewBoundary } from './PreviewBoundary';
import { seemsToCallRender, toRunnable } from './runnable';
import { createScope } from './scope';
import { named, useLateErrors, useSourceName } from './sourceErrors';

function LivePlayground({
  title,
  onReset,
  autoFocus,
  source,
}: {
  title: string;
  onReset: () => void;
  autoFocus?: boolean;
  /** The name the code runs under (see sourceErrors.ts). */
  source: string;
}) {
  const live = useContext(LiveContext);
  // An error the code throws after it has run (a handler, a timer, a promise), until other code runs.
  const ran = live.newCode ?? live.code;
  const [late, setLate] = useState<{ ran: string; message: string }>();
  useLateErrors(source, (message) => setLate({ ran, message }));
  // The provider makes a new onChange each time it renders (after every compile): the editor gets one that stays
  // the same and calls the latest, so the provider's renders do not render the editor (see CodeEditor).
  const latestOnChange = useRef(live.onChange);
  useLayoutEffect(() => {
    latestOnChange.current = live.onChange;
  });
  // What the editor holds, for the copy button (react-live keeps only the last code that ran).
  const current = useRef(live.code);
  const onChange = useCallback((code: string) => {
    current.current = code;
    latestOnChange.current(code);
  }, []);
  return (
    <PlaygroundFrame
      title={title}
      getCode={() => current.current}
      onReset={onReset}
      error={live.error ?? (late?.ran === ran ? late.message : undefined)}
      editor={
        <EditorShell title={title} autoFocus={autoFocus}>
          <CodeEditor
            code={live.code}
            language={live.language}
            theme={CLASS_ONLY_THEME}
            onChange={onChange}
          />
        </EditorShell>
      }
      preview={
        <PreviewBoundary resetKey={live.newCode ?? live.code} onError={live.onError}>
          <LivePreview />
        </PreviewBoundary>
      }
    />
  );
}

/** A live React example: react-live's editor and preview with the library in scope. */
export default function ReactPlayground({ code, title, autoFocus }: PlaygroundProps) {
  const { t } = useTranslation();
  // A new scope would run the code again: the scope's errors are worded when they are thrown.
  const latestT = useRef(t);
  useLayoutEffect(() => {
    latestT.current = t;
  });
  const scope = useMemo(
    () => ({
      ...createScope((key, values) => latestT.current(key, values)),
      ...createLoopGuard(
        () => new Error(latestT.current('playground:loopStopped', { seconds: LOOP_LIMIT_MS / 1000 })),
      ),
    }),
    [],
  );
  // The reader's code as react-live runs it: `render()` added where needed, a guard in each loop, and its name.
  const source = useSourceName();
  const transformCode = useCallback(
    (edited: string) =>
      named(guardLoops(toRunnable(edited, (code) => callsRender(code) ?? seemsToCallRender(code))), source),
    [source],
  );
  // Reset mounts a fresh provider and editor with the original code.
  const [generation, setGeneration] = useState(0);
  return (
    <LiveProvider
      key={generation}
      code={code}
      language="tsx"
      scope={scope}
      noInline
      transformCode={transformCode}
      theme={CLASS_ONLY_THEME}
    >
      <LivePlayground
        title={title}
        autoFocus={autoFocus && generation === 0}
        source={source}
        onReset={() => setGeneration((value) => value + 1)}
      />
    </LiveProvider>
  );
}
