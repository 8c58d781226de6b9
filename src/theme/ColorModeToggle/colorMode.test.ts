// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COLOR_MODE_STORAGE_KEY,
  choiceFromStored,
  colorModeScript,
  nextColorModeChoice,
  resetColorModeForTests,
  useColorMode,
} from './colorMode';

/** A controllable `prefers-color-scheme: dark` media query. */
function fakeSystemPreference(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().removeAttribute('data-theme');
  root().removeAttribute('data-theme-choice');
  resetColorModeForTests();
});

afterEach(() => resetColorModeForTests());

describe('nextColorModeChoice', () => {
  it('cycles system → light → dark → system when the system preference is respected', () => {
    expect(nextColorModeChoice('system', true, true)).toBe('light');
    expect(nextColorModeChoice('light', true, true)).toBe('dark');
    expect(nextColorModeChoice('dark', true, true)).toBe('system');
  });

  it('flips light and dark otherwise', () => {
    expect(nextColorModeChoice('light', false, false)).toBe('dark');
    expect(nextColorModeChoice('dark', false, false)).toBe('light');
  });
});

describe('choiceFromStored', () => {
  it('defaults to system with system respect, to light without, and ignores junk', () => {
    expect(choiceFromStored(null, true)).toBe('system');
    expect(choiceFromStored(null, false)).toBe('light');
    expect(choiceFromStored('purple', true)).toBe('system');
    expect(choiceFromStored('dark', false)).toBe('dark');
  });
});

describe('colorModeScript', () => {
  const run = (script: string) => new Function(script)();

  it('draws the system preference (dark) when nothing is stored', () => {
    fakeSystemPreference(true);
    run(colorModeScript(COLOR_MODE_STORAGE_KEY, true));
    expect(root().getAttribute('data-theme')).toBe('dark');
    expect(root().getAttribute('data-theme-choice')).toBe('system');
  });

  it('draws the stored choice, and light without system respect', () => {
    fakeSystemPreference(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    run(colorModeScript(COLOR_MODE_STORAGE_KEY, true));
    expect(root().getAttribute('data-theme')).toBe('light');
    localStorage.clear();
    run(colorModeScript(COLOR_MODE_STORAGE_KEY, false));
    expect(root().getAttribute('data-theme')).toBe('light');
    expect(root().getAttribute('data-theme-choice')).toBe('light');
  });

  it('still draws a page when storage throws', () => {
    fakeSystemPreference(false);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      run(colorModeScript(COLOR_MODE_STORAGE_KEY, true));
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(root().getAttribute('data-theme')).toBe('light');
  });
});

describe('useColorMode', () => {
  it('cycles, stores the choice (system stored as nothing) and redraws the page', () => {
    fakeSystemPreference(false);
    const { result } = renderHook(() => useColorMode());
    expect(result.current.choice).toBe('system');
    act(() => result.current.toggle());
    expect(result.current.choice).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    act(() => result.current.toggle());
    expect(result.current.choice).toBe('dark');
    expect(root().getAttribute('data-theme')).toBe('dark');
    expect(root().getAttribute('data-theme-choice')).toBe('dark');
    act(() => result.current.toggle());
    expect(result.current.choice).toBe('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    expect(root().getAttribute('data-theme')).toBe('light');
  });

  it('follows live changes of the system preference only while on system', () => {
    const system = fakeSystemPreference(false);
    const { result } = renderHook(() => useColorMode());
    act(() => system.set(true));
    expect(root().getAttribute('data-theme')).toBe('dark');
    act(() => result.current.toggle()); // light
    act(() => system.set(false));
    act(() => system.set(true));
    expect(root().getAttribute('data-theme')).toBe('light');
  });
});
