import { describe, expect, it } from 'vitest';
import { placeOfEntry, routeDrawn, takeTraversal, watchEntryScroll } from './entryScroll';

/**
 * A window with a history of entries, a scroll position whose `scroll` events are told at the next frame (as
 * browsers do), frames run by the test, and a sessionStorage.
 */
function fakeWindow(pathname = '/docs/components/slider/') {
  const target = new EventTarget();
  /** Each entry's state (all of one page: the URL of an entry is not read). */
  const entries: unknown[] = [null];
  let index = 0;
  let frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 1;
  let scrollPending = false;
  const stored = new Map<string, string>();
  const fire = (type: string, state?: unknown) =>
    target.dispatchEvent(Object.assign(new Event(type), state === undefined ? {} : { state }));
  const history = {
    get state() {
      return entries[index] ?? null;
    },
    replaceState(state: unknown) {
      entries[index] = state;
    },
    pushState(state: unknown) {
      entries.splice(index + 1, entries.length, state);
      index += 1;
    },
  };
  const win = {
    history,
    location: { pathname },
    scrollY: 0,
    scrollTo(_x: number, y: number) {
      scrollTo(y);
    },
    addEventListener: target.addEventListener.bind(target),
    requestAnimationFrame(callback: FrameRequestCallback) {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelAnimationFrame(handle: number) {
      frames.delete(handle);
    },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  };
  /** The next frame: pending scroll events first, then the frame callbacks asked for until then (and by them). */
  const frame = () => {
    if (scrollPending) {
      scrollPending = false;
      fire('scroll');
    }
    const due = frames;
    frames = new Map();
    for (const callback of due.values()) callback(0);
  };
  /** The window scrolled to `y`; its `scroll` event waits for the next frame. */
  const scrollTo = (y: number) => {
    win.scrollY = y;
    scrollPending = true;
  };
  /** A link to a heading of the page, as Chromium follows it: the jump, a new entry, `popstate`, `hashchange`. */
  const followHeadingLink = (y: number) => {
    scrollTo(y);
    history.pushState(null);
    fire('popstate', null);
    fire('hashchange');
  };
  /** Back or Forward by `delta` entries (the browser leaves the window where it is: restoration is manual). */
  const go = (delta: number) => {
    index += delta;
    fire('popstate', history.state);
  };
  return {
    win: win as unknown as Window,
    history: history as unknown as History,
    frame,
    scrollTo,
    followHeadingLink,
    go,
  };
}

/** Gatsby's route update for the entry shown: the page is drawn, then placed where the traversal says. */
function routeUpdate(view: ReturnType<typeof fakeWindow>): number | undefined {
  routeDrawn(view.win.location.pathname, view.history);
  const position = takeTraversal(view.history)?.position;
  if (position !== undefined) view.win.scrollTo(0, position);
  return position;
}

function loadedPage() {
  const view = fakeWindow();
  watchEntryScroll(view.win);
  routeDrawn(view.win.location.pathname, view.history);
  takeTraversal(view.history);
  return view;
}

describe('watchEntryScroll', () => {
  it('gives Back after a link to a heading the place the reader left the page at', () => {
    const view = loadedPage();
    view.scrollTo(700);
    view.frame();
    view.followHeadingLink(3590);
    view.frame();
    view.go(-1);
    expect(routeUpdate(view)).toBe(700);
    view.frame();
    view.go(1);
    expect(routeUpdate(view)).toBe(3590);
  });

  it('does not take the jump to a heading, told after Back, as the place of the entry returned to', () => {
    const view = loadedPage();
    view.scrollTo(700);
    view.frame();
    // Back comes before the frame that tells of the jump's scroll.
    view.followHeadingLink(3590);
    view.go(-1);
    view.frame();
    expect(routeUpdate(view)).toBe(700);
    expect(view.win.scrollY).toBe(700);
  });

  it('keeps the place of the entry left at Back when its last scroll is still to be told', () => {
    const view = loadedPage();
    view.scrollTo(700);
    view.frame();
    view.followHeadingLink(3590);
    view.frame();
    // Read on from the heading; Back before the frame that tells of it.
    view.scrollTo(4200);
    view.go(-1);
    view.frame();
    expect(routeUpdate(view)).toBe(700);
    view.frame();
    view.go(1);
    expect(routeUpdate(view)).toBe(4200);
  });

  it('notes nothing before the router has drawn the page', () => {
    const view = fakeWindow();
    watchEntryScroll(view.win);
    view.scrollTo(500);
    view.frame();
    expect(placeOfEntry(view.history)).toBeUndefined();
    routeDrawn(view.win.location.pathname, view.history);
    view.scrollTo(600);
    view.frame();
    expect(placeOfEntry(view.history)).toBe(600);
  });
});
