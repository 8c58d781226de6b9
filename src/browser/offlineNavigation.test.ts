import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cancelHeldNavigation,
  getHeldNavigation,
  navigateWhenReachable,
  subscribeHeldNavigation,
} from './offlineNavigation';

/** A window with an `online` event, a connection state and Gatsby's page loader answering `page`. */
function fakeWindow(onLine: boolean, page: unknown) {
  const target = new EventTarget();
  const loadPage = vi.fn(() => Promise.resolve(page));
  const win = {
    navigator: { onLine },
    location: { href: 'https://site.test/docs/' },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    ___loader: { loadPage },
  };
  const goOnline = () => {
    win.navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
  };
  return { win: win as unknown as Window, loadPage, goOnline };
}

afterEach(() => cancelHeldNavigation());

describe('navigateWhenReachable', () => {
  it('follows the link at once when online, without asking the loader', async () => {
    const { win, loadPage } = fakeWindow(true, { status: 'error' });
    const go = vi.fn();
    const followed = navigateWhenReachable('/docs/components/knob/', go, win);
    // Synchronously: the route change starts in the same task as the click.
    expect(go).toHaveBeenCalledTimes(1);
    await followed;
    expect(loadPage).not.toHaveBeenCalled();
    expect(getHeldNavigation()).toBeNull();
  });

  it('offline, follows a link whose page the browser already holds', async () => {
    const { win, loadPage } = fakeWindow(false, { component: {}, json: {}, page: {} });
    const go = vi.fn();
    await navigateWhenReachable('/ja/docs/?x=1#top', go, win);
    expect(loadPage).toHaveBeenCalledWith('/ja/docs/?x=1');
    expect(go).toHaveBeenCalledTimes(1);
    expect(getHeldNavigation()).toBeNull();
  });

  it('offline, holds a link whose page cannot load and follows it once online', async () => {
    const { win, goOnline } = fakeWindow(false, { status: 'error' });
    const seen = vi.fn();
    const stop = subscribeHeldNavigation(seen);
    const first = vi.fn();
    const second = vi.fn();
    await navigateWhenReachable('/docs/components/knob/', first, win);
    expect(getHeldNavigation()).toEqual(expect.objectContaining({ to: '/docs/components/knob/' }));
    // A newer link replaces the held one.
    await navigateWhenReachable('/docs/components/slider/', second, win);
    expect(getHeldNavigation()).toEqual(expect.objectContaining({ to: '/docs/components/slider/' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    goOnline();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(getHeldNavigation()).toBeNull();
    // Once only.
    goOnline();
    expect(second).toHaveBeenCalledTimes(1);
    // Held, replaced (dropped and held again), followed.
    expect(seen).toHaveBeenCalledTimes(4);
    stop();
  });

  it('offline, a loader that throws counts as a page that cannot load', async () => {
    const { win } = fakeWindow(false, null);
    (win as unknown as { ___loader: { loadPage: () => Promise<never> } }).___loader.loadPage = () =>
      Promise.reject(new Error('chunk'));
    const go = vi.fn();
    await navigateWhenReachable('/docs/', go, win);
    expect(go).not.toHaveBeenCalled();
    expect(getHeldNavigation()?.to).toBe('/docs/');
  });

  it('drops the held link when the reader cancels', async () => {
    const { win, goOnline } = fakeWindow(false, { status: 'error' });
    const go = vi.fn();
    await navigateWhenReachable('/docs/', go, win);
    cancelHeldNavigation();
    expect(getHeldNavigation()).toBeNull();
    goOnline();
    expect(go).not.toHaveBeenCalled();
  });
});
