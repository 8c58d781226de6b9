import { useEffect, useRef, useState } from 'react';

/** True when the URL's hash names an element of the page (a heading the browser is about to scroll to). */
function hashTargetExists(hash: string): boolean {
  if (hash.length < 2) return false;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the navbar should be hidden: hidden while the reader scrolls down past the navbar, shown again when
 * they scroll up or reach the top, and hidden when they jump to an anchor of the page (so the heading is not
 * covered). `enabled` false keeps it always shown.
 */
export function useHideableNavbar(enabled: boolean, navbarHeight = 64): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const jumpingToHash = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;
    const onHashTarget = (hash = window.location.hash) => {
      if (!hashTargetExists(hash)) return;
      jumpingToHash.current = true;
      setHidden(true);
    };
    // A second click on the same anchor fires no hashchange, but the browser scrolls to it again.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (
        link?.hash &&
        link.origin === window.location.origin &&
        link.pathname === window.location.pathname
      ) {
        onHashTarget(link.hash);
      }
    };
    const onHashChange = () => onHashTarget();
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      if (jumpingToHash.current) {
        // The browser's jump to the anchor is not the reader scrolling.
        jumpingToHash.current = false;
        return;
      }
      if (y < navbarHeight) setHidden(false);
      else if (y > previous) setHidden(true);
      else if (y < previous) setHidden(false);
    };
    // A page opened (or navigated to) with a hash.
    if (window.scrollY >= navbarHeight) onHashTarget();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, [enabled, navbarHeight]);

  return enabled && hidden;
}
