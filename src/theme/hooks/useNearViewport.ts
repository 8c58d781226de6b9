import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A ref for an element, and whether the element has come within `rootMargin` of the viewport (an
 * IntersectionObserver margin, such as `'200px 0px'`). Once true it stays true; where IntersectionObserver does not
 * exist it is true at once.
 */
export function useNearViewport<T extends Element>(
  rootMargin: string,
): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
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
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [rootMargin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
