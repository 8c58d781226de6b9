import { Component, useContext, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { LiveContext, LiveEditor, LivePreview, LiveProvider } from 'react-live';
import { CLASS_ONLY_THEME, EditorShell } from './Editor';
import { PlaygroundFrame } from './Frame';
import type { PlaygroundProps } from './loaders';
import { createScope, toRunnable } from './scope';

interface BoundaryProps {
  children: ReactNode;
  /** A new value clears a caught error (the reader changed the code). */
  resetKey: unknown;
  onError: (error: Error) => void;
}

/** Keeps anything the preview throws inside the preview, whatever react-live misses. */
class PreviewBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LivePlayground({ title, onReset }: { title: string; onReset: () => void }) {
  const live = useContext(LiveContext);
  return (
    <PlaygroundFrame
      title={title}
      onReset={onReset}
      error={live.error}
      editor={
        <EditorShell title={title}>
          <LiveEditor theme={CLASS_ONLY_THEME} />
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
export default function ReactPlayground({ code, title }: PlaygroundProps) {
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
      <LivePlayground title={title} onReset={() => setGeneration((value) => value + 1)} />
    </LiveProvider>
  );
}
