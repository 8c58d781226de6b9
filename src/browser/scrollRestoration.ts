/**
 * Inside the site, Gatsby restores each history entry's scroll position itself (it saves the position of the entry
 * shown as the reader scrolls). The browser's own restoration, left on, comes first on Back and Forward: it scrolls
 * the page still shown, the one being left, to the position of the entry returned to, cut to that page's height,
 * and Gatsby saves that as the position of the page being left, so that Forward later returns somewhere the reader
 * never was (the bottom of a page read at its top). The browser's restoration is therefore off while the site runs,
 * and on again when the document is left: a reload, or Back from another site, loads a new document, which the
 * browser places as it was before any script runs.
 */
export function takeOverScrollRestoration(win: Window = window): void {
  const { history } = win;
  if (!('scrollRestoration' in history)) return;
  history.scrollRestoration = 'manual';
  win.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
  });
  // Back to this document kept in the back/forward cache: the site runs again.
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual';
  });
}
