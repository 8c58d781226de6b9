import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PageLoader, useLazyPart } from '../PageLoader';
import { PlaygroundFrame } from './Frame';
import { loadPlayground, type PlaygroundKind } from './loaders';

/** How far below (or above) the viewport a live block starts loading its editor. */
export const NEAR_MARGIN = '200px 0px';

export interface LiveBlockProps {
  kind: PlaygroundKind;
  code: string;
  title: string;
  /** The highlighted code from the build, shown until the editor is there. */
  staticCode: ReactNode;
}

/** True once the element has come near the viewport (at once where IntersectionObserver is missing). */
function useNear<T extends Element>(): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.current?.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}

function LoadingPlayground({ kind, code, title, staticCode }: LiveBlockProps) {
  const load = useCallback(() => loadPlayground(kind), [kind]);
  const part = useLazyPart(load);
  if (part.status === 'loaded' && part.value) {
    const Playground = part.value.module.default;
    return <Playground code={code} title={title} elementsBundle={part.value.bundle} />;
  }
  return (
    <PlaygroundFrame
      title={title}
      editor={staticCode}
      preview={<PageLoader status={part.status} retry={part.retry} />}
    />
  );
}

/**
 * A `live` code block: the static highlighted code until the block comes near the viewport, then the editor and
 * its running result, loaded from a separate chunk.
 */
export function LiveBlock(props: LiveBlockProps) {
  const [ref, near] = useNear<HTMLDivElement>();
  return (
    <div ref={ref} data-live-block={props.kind}>
      {near ? (
        <LoadingPlayground {...props} />
      ) : (
        <PlaygroundFrame title={props.title} editor={props.staticCode} preview={null} />
      )}
    </div>
  );
}
