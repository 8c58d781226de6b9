import type { KeyboardEvent } from 'react';

/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal dialog, the element whose keydown handler this is (`event.currentTarget`): from its
 * last reachable control Tab goes to the first, and Shift+Tab from the first to the last. Controls not shown
 * (display: none) are skipped.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  keepTabWithin(event, event.currentTarget);
}

/** keepTabInside for a dialog that is not the handler's element but inside it (`dialog`). */
export function keepTabWithin(event: KeyboardEvent<HTMLElement>, dialog: Element): void {
  if (event.key !== 'Tab') return;
  const reachable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
