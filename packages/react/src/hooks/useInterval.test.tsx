import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInterval } from './useInterval.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useInterval', () => {
  it('calls back every delay milliseconds', () => {
    const callback = vi.fn();
    renderHook(() => useInterval(callback, 100));
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(201);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('pauses with null and stops on unmount', () => {
    const callback = vi.fn();
    const { rerender, unmount } = renderHook(({ delay }) => useInterval(callback, delay), {
      initialProps: { delay: 50 as number | null },
    });
    vi.advanceTimersByTime(100);
    expect(callback).toHaveBeenCalledTimes(2);
    rerender({ delay: null });
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(2);
    rerender({ delay: 50 });
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(3);
    unmount();
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('calls the newest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ callback }) => useInterval(callback, 100), {
      initialProps: { callback: first },
    });
    vi.advanceTimersByTime(60);
    rerender({ callback: second });
    vi.advanceTimersByTime(40);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
