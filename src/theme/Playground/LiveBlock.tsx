import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/useNearViewport';
import { PageLoader, useLazyPart } from '../PageLoader';
import { EditorShell } from './Editor';
import { PlaygroundFrame } from './Frame';
import { loadPlayground, loadPreview, type PlaygroundKind, type PlaygroundProps } from './loaders';

/** How far below (or above) the viewport a live block starts running its example. */
const NEAR_MARGIN = '200px 0px';

export interface LiveBlockProps {
  kind: PlaygroundKind;
  code: string;
  /** Where the React example compiled at build time is served. */
  compiledSrc?: string;
  title: string;
  /** The highlighted code from the build, shown until the editor is there. */
  staticCode: ReactNode;
}

/** The example's result, from a small chunk that runs it without the editor. */
function Preview({
  kind,
  code,
  compiledSrc,
  title,
  onError,
}: Omit<LiveBlockProps, 'staticCode'> & { onError: (message: string | undefined) => void }) {
  const load = useCallback(() => loadPreview(kind, compiledSrc), [kind, compiledSrc]);
  const part = useLazyPart(load);
  if (part.status === 'loaded' && part.value) {
    const Result = part.value.module.default;
    return (
      <Result
        code={code}
        compiled={part.value.compiled}
        title={title}
        elementsBundle={part.value.bundle}
        onError={onError}
      />
    );
  }
  return <PageLoader status={part.status} retry={part.retry} />;
}

type Loaded = { Playground: React.ComponentType<PlaygroundProps>; bundle?: string };

/** Loads the editor's chunk; shows the page loader's states (a spinner, or an error with Retry) meanwhile. */
function EditorLoader({ kind, onLoaded }: { kind: PlaygroundKind; onLoaded: (loaded: Loaded) => void }) {
  const load = useCallback(() => loadPlayground(kind), [kind]);
  const part = useLazyPart(load);
  useEffect(() => {
    if (part.status === 'loaded' && part.value) {
      onLoaded({ Playground: part.value.module.default, bundle: part.value.bundle });
    }
  }, [part.status, part.value, onLoaded]);
  return <PageLoader status={part.status} retry={part.retry} />;
}

/**
 * A `live` code block. Far from the viewport it is the build's highlighted code; near it, the example runs
 * beside the code (a React example from the file the build compiled: no compiler is loaded); when the reader
 * focuses the code (click, tap or Tab), the editor loads and takes its place with the focus.
 */
export function LiveBlock({ kind, code, compiledSrc, title, staticCode }: LiveBlockProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR_MARGIN);
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [error, setError] = useState<string>();
  const [editor, setEditor] = useState<Loaded>();

  if (editor) {
    const { Playground, bundle } = editor;
    return (
      <div ref={ref} data-live-block={kind}>
        <Playground code={code} title={title} elementsBundle={bundle} autoFocus={focused} />
      </div>
    );
  }
  return (
    <div ref={ref} data-live-block={kind}>
      <PlaygroundFrame
        title={title}
        getCode={() => code}
        error={error}
        editor={
          <>
            <div
              onFocus={() => {
                setFocused(true);
                setWanted(true);
              }}
              onBlur={() => setFocused(false)}
            >
              <EditorShell title={title}>{staticCode}</EditorShell>
            </div>
            {wanted && <EditorLoader kind={kind} onLoaded={setEditor} />}
          </>
        }
        preview={
          near || wanted ? (
            <Preview kind={kind} code={code} compiledSrc={compiledSrc} title={title} onError={setError} />
          ) : null
        }
      />
    </div>
  );
}
