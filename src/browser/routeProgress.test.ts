import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  finishRouteProgress,
  getRouteProgress,
  startRouteProgress,
  subscribeRouteProgress,
  watchNavigationStarts,
} from './routeProgress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('route progress', () => {
  it('starts 200 ms after a path change and finishes when the route update completes', () => {
    const seen: string[] = [];
    const stop = subscribeRouteProgress(() => seen.push(getRouteProgress()));
    startRouteProgress();
    vi.advanceTimersByTime(199);
    expect(getRouteProgress()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(getRouteProgress()).toBe('loading');
    finishRouteProgress();
    expect(getRouteProgress()).toBe('done');
    vi.advanceTimersByTime(300);
    expect(seen).toEqual(['loading', 'done', 'idle']);
    stop();
  });

  it('never shows for a page change quicker than 200 ms', () => {
    const listener = vi.fn();
    const stop = subscribeRouteProgress(listener);
    startRouteProgress();
    vi.advanceTimersByTime(150);
    finishRouteProgress();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('watchNavigationStarts', () => {
  function fakeWindow() {
    const listeners: (() => void)[] = [];
    const win = {
      location: { href: 'https://site.test/docs/', pathname: '/docs/' },
      navigator: { onLine: true },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      ___navigate: vi.fn(),
    };
    return { win, popstate: () => listeners.forEach((listener) => listener()) };
  }

  it('starts the bar when a client-side navigation to another path begins, not for a hash', () => {
    const { win } = fakeWindow();
    const navigate = win.___navigate;
    watchNavigationStarts(win as unknown as Window);
    watchNavigationStarts(win as unknown as Window); // wrapped once only
    (win as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/#usage');
    vi.advanceTimersByTime(500);
    expect(getRouteProgress()).toBe('idle');
    (win as unknown as { ___navigate: (to: string) => void }).___navigate('/ja/docs/');
    expect(navigate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(getRouteProgress()).toBe('loading');
    finishRouteProgress();
  });

  it('starts the bar on back/forward to another path', () => {
    const { win, popstate } = fakeWindow();
    watchNavigationStarts(win as unknown as Window);
    win.location.pathname = '/';
    popstate();
    vi.advanceTimersByTime(200);
    expect(getRouteProgress()).toBe('loading');
    finishRouteProgress();
  });
});
