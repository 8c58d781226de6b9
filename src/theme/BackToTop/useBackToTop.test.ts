// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextScrollTop, useBackToTop } from './useBackToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  })) as unknown as typeof window.matchMedia;
}

describe('useBackToTop', () => {
  it('shows the button past the threshold only', () => {
    const { result } = renderHook(() => useBackToTop(300));
    expect(result.current.shown).toBe(false);
    act(() => scrollTo(301));
    expect(result.current.shown).toBe(true);
    act(() => scrollTo(100));
    expect(result.current.shown).toBe(false);
  });

  it('goes back up a frame at a time, each keeping 0.85 of the way left, or jumps with reduced motion', () => {
    // Frames run when the test says; a cancelled frame does not run.
    let frames: { id: number; callback: FrameRequestCallback }[] = [];
    let lastId = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      lastId += 1;
      frames.push({ id: lastId, callback });
      return lastId;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames = frames.filter((frame) => frame.id !== id);
    });
    const positions: number[] = [];
    window.scrollTo = ((x: number, y: number) => {
      positions.push(y);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    }) as unknown as typeof window.scrollTo;
    const { result } = renderHook(() => useBackToTop());
    reducedMotion(false);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    result.current.scrollToTop();
    expect(positions).toEqual([]);
    for (let frame = 0; frame < 100 && frames.length > 0; frame += 1) frames.shift()?.callback(frame);
    expect(positions.slice(0, 3)).toEqual([850, 722, 613]);
    expect(positions.at(-1)).toBe(0);
    expect(frames).toHaveLength(0);

    // The reader's own scrolling (a wheel turn) stops the way up.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    positions.length = 0;
    result.current.scrollToTop();
    frames.shift()?.callback(0);
    window.dispatchEvent(new Event('wheel'));
    frames.shift()?.callback(1);
    expect(positions).toEqual([850]);

    // So does any other scroll between two frames (the scrollbar dragged, a link to a heading followed).
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    positions.length = 0;
    result.current.scrollToTop();
    frames.shift()?.callback(0);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    frames.shift()?.callback(1);
    expect(positions).toEqual([850]);
    expect(frames).toHaveLength(0);

    reducedMotion(true);
    result.current.scrollToTop();
    expect(positions.at(-1)).toBe(0);
    expect(positions).toEqual([850, 0]);
    vi.unstubAllGlobals();
  });

  it('takes the next position as 0.85 of the way left, down to the top', () => {
    expect(nextScrollTop(1000)).toBe(850);
    expect(nextScrollTop(1)).toBe(0);
    expect(nextScrollTop(0)).toBe(0);
  });
});
