import { useCallback, useEffect, useState } from 'react';

/** True when the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The back-to-top button's state: `shown` once the page is scrolled further than `threshold` pixels;
 * `scrollToTop` scrolls smoothly, or jumps when the reader prefers reduced motion.
 */
export function useBackToTop(threshold = 400): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);
  return { shown, scrollToTop };
}
