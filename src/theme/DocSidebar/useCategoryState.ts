import { useCallback, useState } from 'react';

/**
 * Which sidebar categories the reader opened or closed, kept for the whole visit (module state survives
 * client-side navigation, which remounts the sidebar). Keys are `sidebarId/label path`.
 */
const remembered = new Map<string, boolean>();

/** Open/closed state of one category: the reader's last choice, else open when it holds the active page. */
export function useCategoryState(key: string, containsActive: boolean): [boolean, () => void] {
  const [open, setOpen] = useState(() => remembered.get(key) ?? containsActive);
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
