import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LiveContext, LivePreview, LiveProvider } from 'react-live';
import { CodeEditor } from './CodeEditor';
import { CLASS_ONLY_THEME, EditorShell } from './Editor';
import { PlaygroundFrame } from './Frame';
import type { PlaygroundProps } from './loaders';
import { PreviewBoundary } from './PreviewBoundary';
import { toRunnable } from './runnable';
import { createScope } from './scope';

function LivePlayground({
  title,
  onReset,
  autoFocus,
}: {
  title: string;
  onReset: () => void;
  autoFocus?: boolean;
}) {
  const live = useContext(LiveContext);
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
      error={live.error}
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
  const scope = useMemo(createScope, []);
  // Reset mounts a fresh provider and editor with the original code.
  const [generation, setGeneration] = useState(0);
  return (
    <LiveProvider
      key={generation}
      code={code}
      language="tsx"
      scope={scope}
      noInline
      transformCode={toRunnable}
      theme={CLASS_ONLY_THEME}
    >
      <LivePlayground
        title={title}
        autoFocus={autoFocus && generation === 0}
        onReset={() => setGeneration((value) => value + 1)}
      />
    </LiveProvider>
  );
}
