import { useCallback, useEffect, useRef, useState } from 'react';

/** True when the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The spec's scroll-smoothing factor: each frame of the way back up keeps this share of the distance left. */
const SCROLL_SMOOTHING = 0.85;

/** Where the next frame of the way back to the top puts the page, `y` pixels down now. */
export function nextScrollTop(y: number): number {
  return Math.floor(y * SCROLL_SMOOTHING);
}

/** What the reader does to take over the scrolling: the smooth way back up stops for any of these. */
const TAKEOVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls back to the top a frame at a time, each frame SCROLL_SMOOTHING of the distance left, until the top, a
 * frame that does not move the page, or the reader (or the page) scrolling it otherwise. Returns a function that
 * stops it.
 */
function smoothScrollToTop(): () => void {
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop);
  };
  /** Where the last frame left the page; anywhere else next frame means something else scrolled it. */
  let left: number | null = null;
  const step = () => {
    const y = window.scrollY;
    if (y <= 0 || (left !== null && y !== left)) return stop();
    window.scrollTo(0, nextScrollTop(y));
    left = window.scrollY;
    // A page that did not move (nothing left to scroll) ends the way up.
    if (left >= y) return stop();
    frame = requestAnimationFrame(step);
  };
  for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * The back-to-top button's state: `shown` once the page is scrolled further than `threshold` pixels;
 * `scrollToTop` goes back up smoothly (see smoothScrollToTop), or jumps when the reader prefers reduced motion.
 */
export function useBackToTop(threshold = 400): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  const stopScrolling = useRef<(() => void) | null>(null);
  useEffect(() => {
    const update = () => setShown(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      stopScrolling.current?.();
    };
  }, [threshold]);
  const scrollToTop = useCallback(() => {
    stopScrolling.current?.();
    if (prefersReducedMotion()) window.scrollTo(0, 0);
    else stopScrolling.current = smoothScrollToTop();
  }, []);
  return { shown, scrollToTop };
}
