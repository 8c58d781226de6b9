import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../../build/csp';
import { EARLY_SEARCH_GLOBAL, earlyShortcutScript, takeEarlySearch, type EarlySearch } from './earlyShortcut';

type Listener = (event: KeyEventLike) => void;
interface KeyEventLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  preventDefault?: () => void;
}

/** Runs the inline script in a stand-in page; returns its window and a way to press keys on its document. */
function startPage() {
  const listeners = new Set<Listener>();
  const window: Record<string, unknown> = {};
  const document = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect([type, capture]).toEqual(['keydown', true]);
      listeners.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => listeners.delete(listener),
  };
  const [code] = inlineScripts(`<html><body>${earlyShortcutScript()}</body></html>`);
  runInNewContext(code ?? '', { window, document });
  const press = (key: Partial<KeyEventLike> & { key: string }) => {
    const event: KeyEventLike = { ...key, defaultPrevented: false };
    event.preventDefault = () => (event.defaultPrevented = true);
    for (const listener of listeners) listener(event);
    return event.defaultPrevented;
  };
  return { window, press, listeners };
}

describe('the early search shortcut', () => {
  it('takes Ctrl+K and Cmd+K from the browser before the page has started, and remembers them', () => {
    const { window, press } = startPage();
    expect((window[EARLY_SEARCH_GLOBAL] as EarlySearch).wanted).toBe(false);
    expect(press({ key: 'k', ctrlKey: true })).toBe(true);
    expect((window[EARLY_SEARCH_GLOBAL] as EarlySearch).wanted).toBe(true);
    // It toggles, as the shortcut does once the search button listens: pressed twice, search stays closed.
    expect(press({ key: 'K', metaKey: true })).toBe(true);
    expect((window[EARLY_SEARCH_GLOBAL] as EarlySearch).wanted).toBe(false);
  });

  it('leaves every other key, and keys while an input method composes, to the browser', () => {
    const { window, press } = startPage();
    for (const key of [
      { key: 'k' },
      { key: 'j', ctrlKey: true },
      { key: 'k', ctrlKey: true, altKey: true },
      { key: 'k', ctrlKey: true, isComposing: true },
      { key: '/' },
    ]) {
      expect(press(key)).toBe(false);
    }
    expect((window[EARLY_SEARCH_GLOBAL] as EarlySearch).wanted).toBe(false);
  });

  it('keeps what is typed after the shortcut, for the query, and only then', () => {
    const { window, press } = startPage();
    const early = () => window[EARLY_SEARCH_GLOBAL] as EarlySearch;
    // Before the shortcut, keys are the page's.
    expect(press({ key: 'x' })).toBe(false);
    press({ key: 'k', ctrlKey: true });
    for (const key of ['k', 'n', 'o', 'x', 'Backspace', 'b']) expect(press({ key })).toBe(true);
    expect(early().typed).toBe('knob');
    // Keys that are not characters, shortcuts and compositions are left alone.
    for (const key of [
      { key: 'Tab' },
      { key: 'Enter' },
      { key: 'c', ctrlKey: true },
      { key: 'の', isComposing: true },
    ]) {
      expect(press(key)).toBe(false);
    }
    for (let typed = 0; typed < 70; typed += 1) press({ key: 'a' });
    expect(early().typed).toHaveLength(64);
    // Pressed again, search is off: the query goes with it.
    press({ key: 'k', ctrlKey: true });
    expect(early()).toMatchObject({ wanted: false, typed: '' });
    expect(press({ key: 'y' })).toBe(false);
  });

  it('hands over once: the search button stops the listener and takes the query, if search was asked for', () => {
    expect(takeEarlySearch(startPage().window)).toBeNull();
    const { window, press, listeners } = startPage();
    press({ key: 'k', ctrlKey: true });
    press({ key: 'p' });
    expect(takeEarlySearch(window)).toBe('p');
    expect(listeners.size).toBe(0);
    expect(press({ key: 'k', ctrlKey: true })).toBe(false);
    // Taken: a later page (a client-side navigation) finds nothing to take.
    expect(takeEarlySearch(window)).toBeNull();
    const untyped = startPage();
    untyped.press({ key: 'k', metaKey: true });
    expect(takeEarlySearch(untyped.window)).toBe('');
  });
});
