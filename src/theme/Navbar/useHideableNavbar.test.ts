// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideableNavbar } from './useHideableNavbar';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  scrollTo(0);
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('useHideableNavbar', () => {
  it('hides on scroll down, shows on scroll up and at the top', () => {
    const { result } = renderHook(() => useHideableNavbar(true, 60));
    expect(result.current).toBe(false);
    act(() => scrollTo(30));
    expect(result.current).toBe(false); // still within the navbar's height
    act(() => scrollTo(400));
    expect(result.current).toBe(true);
    act(() => scrollTo(350));
    expect(result.current).toBe(false);
    act(() => scrollTo(800));
    expect(result.current).toBe(true);
    act(() => scrollTo(10));
    expect(result.current).toBe(false);
  });

  it('hides when jumping to an anchor that exists, even upwards', () => {
    document.body.innerHTML = '<h2 id="usage">Usage</h2><a href="#usage">Usage</a><a href="#nothing">x</a>';
    const { result } = renderHook(() => useHideableNavbar(true, 60));
    act(() => scrollTo(900));
    act(() => scrollTo(700)); // reader scrolls up: shown
    expect(result.current).toBe(false);
    act(() => document.querySelector<HTMLAnchorElement>('a[href="#nothing"]')?.click());
    expect(result.current).toBe(false);
    act(() => document.querySelector<HTMLAnchorElement>('a[href="#usage"]')?.click());
    act(() => scrollTo(300)); // the browser's jump up to the heading
    expect(result.current).toBe(true);
  });

  it('hides on a hash change to an existing target', () => {
    document.body.innerHTML = '<h2 id="api">API</h2>';
    const { result } = renderHook(() => useHideableNavbar(true, 60));
    act(() => {
      window.location.hash = '#api';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current).toBe(true);
  });

  it('never hides when disabled', () => {
    const { result } = renderHook(() => useHideableNavbar(false, 60));
    act(() => scrollTo(500));
    expect(result.current).toBe(false);
  });
});
