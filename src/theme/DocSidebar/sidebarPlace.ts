/**
 * The reader's place in a long sidebar (the API reference has well over a hundred entries). The sidebar is drawn
 * anew with every page, so its scroll offset is kept here for the visit, per sidebar; and the current page's
 * entry is brought into view when it is not, on a page load and when a page is reached in a way that did not go
 * through the sidebar (a link in the text, a search hit, the paging links).
 */
const kept = new Map<string, number>();

/**
 * Part of `scroller` in the window's view, in viewport coordinates, above `cover` (an element drawn over the
 * scroller's end, when shown).
 */
function visibleBand(scroller: HTMLElement, cover: Element | null): { top: number; bottom: number } {
  const box = scroller.getBoundingClientRect();
  const covered = cover && cover.getClientRects().length > 0 ? cover.getBoundingClientRect().top : Infinity;
  return { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight, covered) };
}

/**
 * Scrolls `scroller` (and nothing else: not the page) so that the current page's link inside it, when shown,
 * is in view, not under `cover` (the desktop sidebar's collapse button, which sticks to the window's bottom over
 * the list's end until the page is scrolled); centred when it has to move. Returns whether it moved.
 */
export function revealCurrentLink(scroller: HTMLElement, cover: Element | null = null): boolean {
  const link = scroller.querySelector<HTMLElement>('a[aria-current="page"]');
  // Inside a closed category (hidden) or in a column not shown (narrow screens).
  if (!link || link.getClientRects().length === 0) return false;
  const { top, bottom } = visibleBand(scroller, cover);
  const box = link.getBoundingClientRect();
  if (bottom <= top || (box.top >= top && box.bottom <= bottom)) return false;
  const before = scroller.scrollTop;
  scroller.scrollTop += box.top + box.height / 2 - (top + bottom) / 2;
  return scroller.scrollTop !== before;
}

/**
 * Puts a sidebar's scrolling column back where the reader left it on the previous page with this sidebar, brings
 * the current page's link into view (clear of `cover`, see revealCurrentLink), and from then on keeps the column's
 * offset as the reader scrolls it. Returns the function that stops keeping it.
 */
export function keepSidebarPlace(
  scroller: HTMLElement,
  sidebarId: string,
  cover: Element | null = null,
): () => void {
  const offset = kept.get(sidebarId);
  if (offset !== undefined) scroller.scrollTop = offset;
  revealCurrentLink(scroller, cover);
  const save = () => kept.set(sidebarId, scroller.scrollTop);
  // A column not shown (narrow screens, the sidebar collapsed) has no offset of its own to keep.
  if (scroller.getClientRects().length > 0) save();
  scroller.addEventListener('scroll', save, { passive: true });
  return () => scroller.removeEventListener('scroll', save);
}
