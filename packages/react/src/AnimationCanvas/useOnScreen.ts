import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is at least partly inside the viewport, from an IntersectionObserver. It is `true`
 * until the observer says otherwise, and stays `true` where IntersectionObserver does not exist.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
