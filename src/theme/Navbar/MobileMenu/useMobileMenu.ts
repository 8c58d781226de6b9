import { useEffect, useState } from 'react';

/**
 * Wider than the 996 px breakpoint (at the default text size: it is in em, as in the styles) is desktop: the mobile
 * menu closes itself there.
 */
export const DESKTOP_MEDIA_QUERY = '(min-width: 62.3125em)';

/**
 * Open state of the mobile menu: it closes itself on navigation (a new `navigationKey`) and when the window
 * becomes desktop-wide, and the page behind it does not scroll while it is open.
 */
export function useMobileMenu(navigationKey: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [navigationKey]);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    if (desktop.matches) {
      setOpen(false);
      return;
    }
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      desktop.removeEventListener('change', onChange);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return [open, setOpen];
}
