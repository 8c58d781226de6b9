// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DESKTOP_MEDIA_QUERY, useMobileMenu } from './useMobileMenu';

function fakeWidth(desktop: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: desktop,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  const queried: string[] = [];
  window.matchMedia = ((text: string) => {
    queried.push(text);
    return query;
  }) as unknown as typeof window.matchMedia;
  return {
    queried,
    resize(toDesktop: boolean) {
      query.matches = toDesktop;
      listeners.forEach((listener) => listener({ matches: toDesktop }));
    },
  };
}

describe('useMobileMenu', () => {
  it('closes itself when the window becomes wider than 996 px', () => {
    const screen = fakeWidth(false);
    const { result } = renderHook(() => useMobileMenu('/docs/'));
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    act(() => screen.resize(true));
    expect(result.current[0]).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(screen.queried).toEqual([DESKTOP_MEDIA_QUERY]);
    // 997 px at the default 16 px text size; twice that with text twice as large.
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 62.3125em)');
  });

  it('closes on navigation', () => {
    fakeWidth(false);
    const { result, rerender } = renderHook(({ path }) => useMobileMenu(path), {
      initialProps: { path: '/docs/' },
    });
    act(() => result.current[1](true));
    rerender({ path: '/docs/components/knob/' });
    expect(result.current[0]).toBe(false);
  });
});
