import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnimationFrame } from './useAnimationFrame.js';

// A manual requestAnimationFrame: each `step(time)` runs the frames requested so far.
let queue: Map<number, FrameRequestCallback>;
let nextId: number;
function step(time: number) {
  const callbacks = [...queue.values()];
  queue.clear();
  callbacks.forEach((callback) => callback(time));
}

beforeEach(() => {
  queue = new Map();
  nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queue.delete(id));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAnimationFrame', () => {
  it('calls back every frame with delta, elapsed time and a frame counter', () => {
    const frames: { delta: number; elapsed: number; frame: number; time: number }[] = [];
    renderHook(() => useAnimationFrame((info) => frames.push(info)));
    step(1000);
    step(1016);
    step(1040);
    expect(frames).toEqual([
      { time: 1000, delta: 0, elapsed: 0, frame: 0 },
      { time: 1016, delta: 16, elapsed: 16, frame: 1 },
      { time: 1040, delta: 24, elapsed: 40, frame: 2 },
    ]);
  });

  it('pauses while inactive and resumes without a jump in elapsed time', () => {
    const callback = vi.fn();
    const { rerender } = renderHook(({ active }) => useAnimationFrame(callback, active), {
      initialProps: { active: true },
    });
    step(0);
    step(20);
    rerender({ active: false });
    expect(queue.size).toBe(0);
    step(5000);
    expect(callback).toHaveBeenCalledTimes(2);
    rerender({ active: true });
    step(6000);
    step(6010);
    expect(callback).toHaveBeenLastCalledWith({ time: 6010, delta: 10, elapsed: 30, frame: 3 });
  });

  it('cancels the pending frame on unmount', () => {
    const callback = vi.fn();
    const { unmount } = renderHook(() => useAnimationFrame(callback));
    step(0);
    unmount();
    expect(queue.size).toBe(0);
    step(16);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
