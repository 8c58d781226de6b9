import { useCallback, useEffect, useState } from 'react';

/**
 * Which sidebar categories the reader opened or closed, kept for the whole visit (module state survives
 * client-side navigation, which remounts the sidebar). Keys are `sidebarId/label path`.
 */
const remembered = new Map<string, boolean>();

/**
 * Open/closed state of one category on a page: open when it holds the page (its entry is shown however the reader
 * arrived), else the reader's last choice, else closed. A category opened because it holds the page stays open on
 * the pages after it, as the reader saw it, until they close it: it counts as opened by them.
 */
export function useCategoryState(key: string, containsActive: boolean): [boolean, () => void] {
  const [open, setOpen] = useState(() => containsActive || remembered.get(key) === true);
  // In an effect, not while rendering: the build renders every page in one process, where nothing is remembered.
  useEffect(() => {
    if (containsActive) remembered.set(key, true);
  }, [key, containsActive]);
  const toggle = useCallback(() => {
    setOpen((current) => {
      remembered.set(key, !current);
      return !current;
    });
  }, [key]);
  return [open, toggle];
}

/** Forgets remembered choices; for tests. */
export function forgetCategoryState(): void {
  remembered.clear();
}

/**
 * Duration of the expand/collapse animation from the content height: taller lists move a little longer, so
 * the speed feels the same (between 150 and 400 ms).
 */
export function collapseDuration(height: number): number {
  const ms = Math.round(150 + Math.sqrt(Math.max(0, height)) * 8);
  return Math.min(400, ms);
}
