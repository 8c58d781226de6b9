import { useCallback, useEffect, useRef, useState } from 'react';

/** How far outside the viewport a template's preview starts loading. */
export const NEAR_MARGIN = '300px 0px';

/** A ref for an element and whether it has come near the viewport (at once without IntersectionObserver). */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
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
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.current?.disconnect();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
