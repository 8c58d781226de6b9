import { useCallback, useMemo } from 'react';
import { useStoredChoice } from '../hooks/useStoredChoice';

/** Storage key holding the id of the announcement the reader closed. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement-dismissed';
/** Set on `<html>` before the first paint when the current announcement was closed, so CSS hides the bar. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/** The inline script that marks `<html>` when the announcement `id` was dismissed (no layout shift on load). */
export function announcementScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISSED_KEY)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'')}catch(e){}})();`;
}

/** Whether the announcement `id` was dismissed, and a way to dismiss it; another id shows the bar again. */
export function useAnnouncementDismissal(id: string): { dismissed: boolean; dismiss: () => void } {
  const options = useMemo(() => [id], [id]);
  const [stored, setStored] = useStoredChoice<string>(ANNOUNCEMENT_DISMISSED_KEY, options, '');
  const dismiss = useCallback(() => {
    setStored(id);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '');
  }, [id, setStored]);
  return { dismissed: stored === id, dismiss };
}
