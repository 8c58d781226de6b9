import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  finishRouteProgress,
  getRouteProgress,
  startRouteProgress,
  subscribeRouteProgress,
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
