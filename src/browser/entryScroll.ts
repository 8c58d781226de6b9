/**
 * Where the reader was on each history entry of this visit, for Back and Forward between entries of one page: a
 * link to a heading of the page (the table of contents, a "#" link) adds an entry that Gatsby cannot tell from the
 * one before (both have no router key), and the browser's jump to the heading comes before the router hears of
 * it, so Gatsby saved the heading's position as the place the reader left, and Back stayed at the heading.
 *
 * Here every entry gets an identity when it appears (the router's key, else one of ours kept in the entry's
 * state), and the window's position is noted for the entry shown at the time of each scroll, read from the
 * history itself rather than from the router, which hears of changes a frame later; but only while the router has
 * drawn and placed the entry's page: between Back or Forward and the router placing the page for it, the history
 * already names the entry to come while the window still shows (and scrolls) the one being left, on another page
 * or on the same one (a heading's entry). The entry left gets its place at Back or Forward instead.
 *
 * The positions outlive the document (sessionStorage, written when it is left, with the position at that moment):
 * Back to an entry of an earlier load of the site (after the language switch, which loads the other page in full)
 * finds where the reader left it. Gatsby's own record cannot tell such entries apart: every entry of a page loaded
 * in full has the key 'initial', so its place is the one the reader left on the page's latest full load.
 */

import { createSafeStorage, type SafeStorage } from '../theme/storage';

const ENTRY = 'vibratoEntry';
/** sessionStorage key of the positions of this visit's entries. */
export const PLACES_KEY = 'vibrato-docs.places';
/** The most entries whose position is kept (the latest noted). */
const KEPT_PLACES = 200;

type EntryState = { key?: string; [ENTRY]?: string } | null;

let positions = new Map<string, number>();
/** The entry Back or Forward has just returned to, until the router places the page for it. */
let traversedTo: string | null = null;
/** Whether the coming route update is Back or Forward (else a link followed, a new entry). */
let traversing = false;
/**
 * Path of the page the router has drawn and placed for the entry shown (null from a load or a Back or Forward until
 * the router has: meanwhile no position is noted).
 */
let drawnPath: string | null = null;
/** The entry the window shows: the one the router drew, a link to a heading added, or whose place was noted last. */
let shown: string | null = null;
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

/** Notes `y` as the place of entry `id`, re-inserted: the latest noted come last, and are the ones kept. */
function keep(id: string, y: number): void {
  positions.delete(id);
  positions.set(id, y);
}

function readPlaces(storage: SafeStorage): Map<string, number> {
  try {
    const stored = JSON.parse(storage.get(PLACES_KEY) ?? '{}') as unknown;
    if (stored === null || typeof stored !== 'object') return new Map();
    return new Map(
      Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return new Map();
  }
}

/** Storage full or refused: Back then goes where the browser or Gatsby puts it. */
function writePlaces(storage: SafeStorage, places: Map<string, number>): void {
  storage.set(PLACES_KEY, JSON.stringify(Object.fromEntries([...places].slice(-KEPT_PLACES))));
}

/**
 * Starts noting positions. On `popstate` (a traversal, or the new entry of a link to a heading in Chromium) it
 * must run before the router's listener, which Gatsby adds when the app first renders.
 */
export function watchEntryScroll(win: Window = window): void {
  const storage = createSafeStorage(() => win.sessionStorage);
  positions = readPlaces(storage);
  traversedTo = null;
  traversing = false;
  drawnPath = null;
  shown = null;
  const { history } = win;
  identify(history);
  let frame = 0;
  const note = () => {
    frame = 0;
    const id = identity(history.state);
    if (id === null || win.location.pathname !== drawnPath) return;
    shown = id;
    keep(id, win.scrollY);
  };
  // The document is left (a page loaded in full, a reload, another site): the place of its entry as it is now,
  // also when the last scroll has not been noted yet.
  win.addEventListener('pagehide', () => {
    note();
    writePlaces(storage, positions);
  });
  win.addEventListener('popstate', (event) => {
    const id = identity(event.state);
    // An entry seen before: Back or Forward. An entry without identity is new (a link to a heading).
    traversing = id !== null;
    traversedTo = id;
    if (traversing) {
      // The window still shows the entry left (the browser does not restore places, see scrollRestoration.ts): its
      // place is the one now, also when its last scroll is still to be noted. Until the router has placed the page
      // for the entry returned to, nothing is noted: a scroll of the entry left, told a frame late (the jump to a
      // heading just before Back), would be taken as the place of the entry returned to, on the same page too.
      if (shown !== null && drawnPath !== null) keep(shown, win.scrollY);
      if (frame) win.cancelAnimationFrame(frame);
      frame = 0;
      drawnPath = null;
    } else {
      // A new entry (a link to a heading): the window shows it, the jump done.
      shown = identify(history);
    }
  });
  win.addEventListener('hashchange', () => {
    shown = identify(history);
  });
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

/**
 * Where the reader left the entry shown, noted in this visit (this document or an earlier one), for the first
 * render after a reload or a Back or Forward that loaded the page in full.
 */
export function placeOfEntry(history: History = window.history): number | undefined {
  const id = identity(history.state);
  return id === null ? undefined : positions.get(id);
}

/** Tells which page the router has drawn, and so which entry the window shows: call on every route update. */
export function routeDrawn(
  pathname: string = window.location.pathname,
  history: History = window.history,
): void {
  drawnPath = pathname;
  shown = identity(history.state);
}
