/**
 * Where the reader was on each history entry of this visit, for Back and Forward between entries of one page: a
 * link to a heading of the page (the table of contents, a "#" link) adds an entry that Gatsby cannot tell from the
 * one before (both have no router key), and the browser's jump to the heading comes before the router hears of
 * it, so Gatsby saved the heading's position as the place the reader left, and Back stayed at the heading.
 *
 * Here every entry gets an identity when it appears (the router's key, else one of ours kept in the entry's
 * state), and the window's position is noted for the entry shown at the time of each scroll, read from the
 * history itself rather than from the router, which hears of changes a frame later; but only while the page
 * drawn is the entry's page: between Back to another page and the router drawing it, the history already names
 * the page to come while the window still shows (and scrolls) the one being left.
 */

const ENTRY = 'vibratoEntry';

type EntryState = { key?: string; [ENTRY]?: string } | null;

let positions = new Map<string, number>();
/** The entry Back or Forward has just returned to, until the router places the page for it. */
let traversedTo: string | null = null;
/** Whether the coming route update is Back or Forward (else a link followed, a new entry). */
let traversing = false;
/** Path of the page the router has drawn (set once it has: before, no position is noted). */
let drawnPath: string | null = null;
let count = 0;

function identity(state: unknown): string | null {
  const entry = state as EntryState;
  return entry?.key ?? entry?.[ENTRY] ?? null;
}

/** Gives the entry shown an identity of its own when it has none (a page load, a link to a heading). */
function identify(history: History): string {
  const known = identity(history.state);
  if (known !== null) return known;
  count += 1;
  const id = `${Date.now().toString(36)}-${count}`;
  const state = (history.state ?? {}) as Record<string, unknown>;
  history.replaceState({ ...state, [ENTRY]: id }, '');
  return id;
}

/**
 * Starts noting positions. On `popstate` (a traversal, or the new entry of a link to a heading in Chromium) it
 * must run before the router's listener, which Gatsby adds when the app first renders.
 */
export function watchEntryScroll(win: Window = window): void {
  positions = new Map();
  traversedTo = null;
  traversing = false;
  drawnPath = null;
  const { history } = win;
  identify(history);
  let frame = 0;
  const note = () => {
    frame = 0;
    const id = identity(history.state);
    if (id !== null && win.location.pathname === drawnPath) positions.set(id, win.scrollY);
  };
  win.addEventListener('popstate', (event) => {
    const id = identity(event.state);
    // An entry seen before: Back or Forward. An entry without identity is new (a link to a heading).
    traversing = id !== null;
    traversedTo = id;
    identify(history);
  });
  win.addEventListener('hashchange', () => identify(history));
  win.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = win.requestAnimationFrame(note);
    },
    { passive: true },
  );
}

/**
 * What the route update that follows a history change is: null for a link followed (a new entry), else Back or
 * Forward, with the position where the reader left the entry returned to when it was noted in this visit. Taken
 * once, by the scroll handling of that update.
 */
export function takeTraversal(history: History = window.history): { position?: number } | null {
  const id = traversedTo;
  const traversal = traversing;
  traversedTo = null;
  traversing = false;
  if (!traversal) return null;
  return { position: id !== null && identity(history.state) === id ? positions.get(id) : undefined };
}

/** Tells which page the router has drawn: call on every route update. */
export function routeDrawn(pathname: string = window.location.pathname): void {
  drawnPath = pathname;
}
