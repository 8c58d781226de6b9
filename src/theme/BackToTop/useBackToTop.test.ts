// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBackToTop } from './useBackToTop';

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

  it('scrolls smoothly, or jumps when reduced motion is preferred', () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    const { result } = renderHook(() => useBackToTop());
    reducedMotion(false);
    result.current.scrollToTop();
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    reducedMotion(true);
    result.current.scrollToTop();
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
