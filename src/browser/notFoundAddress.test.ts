// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOT_FOUND_MARK,
  isLocalNotFoundPath,
  isMarkedEntry,
  rememberAskedAddress,
  restoreAskedAddress,
} from './notFoundAddress';

const address = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

function fakeHistory(state: unknown) {
  const history = { state, replaceState: vi.fn() };
  history.replaceState.mockImplementation((next: unknown) => (history.state = next));
  return history;
}

describe('isLocalNotFoundPath', () => {
  it('knows the 404 page of each locale but the default, in both of its forms', () => {
    expect(isLocalNotFoundPath('/ja/404/')).toBe(true);
    expect(isLocalNotFoundPath('/ja/404.html')).toBe(true);
    for (const path of ['/404/', '/404.html', '/en/404/', '/xx/404/', '/ja/docs/404/', '/ja/4040/', '/ja/']) {
      expect(isLocalNotFoundPath(path), path).toBe(false);
    }
  });
});

describe('rememberAskedAddress and restoreAskedAddress', () => {
  const listen = vi.spyOn(window, 'addEventListener');
  afterEach(() => {
    // Leaves nothing remembered for the next test.
    restoreAskedAddress(address('/ja/404/'), fakeHistory(null));
    listen.mockClear();
  });

  it('puts the unknown address back once the Japanese 404 shows, and marks the entry', () => {
    expect(rememberAskedAddress('/ja/404.html', address('/ja/nothing/', '?x=1', '#top'))).toBe(true);
    expect(listen).toHaveBeenCalledWith('popstate', expect.any(Function), true);
    const history = fakeHistory({ key: '123' });
    // The route update before Gatsby's own replacement: nothing yet.
    expect(restoreAskedAddress(address('/ja/nothing/', '?x=1', '#top'), history)).toBe(false);
    expect(restoreAskedAddress(address('/ja/404/'), history)).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(
      { key: '123', [NOT_FOUND_MARK]: true },
      '',
      '/ja/nothing/?x=1#top',
    );
    expect(isMarkedEntry(history.state)).toBe(true);
    // Once only: later route updates leave the address alone.
    expect(restoreAskedAddress(address('/ja/404/'), history)).toBe(false);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
  });

  it('leaves other pages, the 404 at its own path and the English 404 alone', () => {
    expect(rememberAskedAddress(undefined, address('/ja/nothing/'))).toBe(false);
    expect(rememberAskedAddress('/ja/docs/', address('/ja/docs/'))).toBe(false);
    expect(rememberAskedAddress('/ja/404/', address('/ja/404/'))).toBe(false);
    expect(rememberAskedAddress('/404.html', address('/nothing/'))).toBe(false);
    expect(listen).not.toHaveBeenCalled();
    const history = fakeHistory(null);
    expect(restoreAskedAddress(address('/ja/404/'), history)).toBe(false);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('reads the paths under the base path', () => {
    expect(rememberAskedAddress('/ja/404.html', address('/base/ja/404.html'), '/base/')).toBe(false);
    expect(rememberAskedAddress('/ja/404.html', address('/base/ja/x/y/'), '/base/')).toBe(true);
    const history = fakeHistory(null);
    expect(restoreAskedAddress(address('/base/ja/404/'), history, '/base/')).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith({ [NOT_FOUND_MARK]: true }, '', '/base/ja/x/y/');
  });
});

describe('Back or Forward to a marked entry', () => {
  it('loads the page anew before the router sees the entry', () => {
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      rememberAskedAddress('/ja/404.html', address('/ja/nothing/'));
      restoreAskedAddress(address('/ja/404/'), fakeHistory(null));
      const router = vi.fn();
      window.addEventListener('popstate', router);
      window.dispatchEvent(new PopStateEvent('popstate', { state: { key: '1' } }));
      expect(reload).not.toHaveBeenCalled();
      expect(router).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new PopStateEvent('popstate', { state: { key: '2', [NOT_FOUND_MARK]: true } }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(router).toHaveBeenCalledTimes(1);
      window.removeEventListener('popstate', router);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});
