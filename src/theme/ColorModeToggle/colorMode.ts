import { useCallback, useSyncExternalStore } from 'react';
import siteConfig from '../../../site.config';
import { createSafeStorage, type SafeStorage } from '../storage';

/** The reader's pick; `system` (stored as nothing) follows the operating system's preference. */
export type ColorModeChoice = 'light' | 'dark' | 'system';
/** The mode the page is drawn in. */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The mode a choice draws the page in. */
export function resolveColorMode(choice: ColorModeChoice, systemIsDark: boolean): ColorMode {
  if (choice === 'system') return systemIsDark ? 'dark' : 'light';
  return choice;
}

/**
 * The choice after one press of the toggle: with `respectSystem` it cycles system → light → dark → system,
 * otherwise it flips the mode the page is drawn in.
 */
export function nextColorModeChoice(
  current: ColorModeChoice,
  respectSystem: boolean,
  systemIsDark: boolean,
): ColorModeChoice {
  if (respectSystem) return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
  return resolveColorMode(current, systemIsDark) === 'dark' ? 'light' : 'dark';
}

/** The choice a stored value stands for; nothing (or junk) means the configured default. */
export function choiceFromStored(stored: string | null, respectSystem: boolean): ColorModeChoice {
  if (stored === 'light' || stored === 'dark') return stored;
  return respectSystem ? 'system' : 'light';
}

/**
 * The inline script that sets `<html data-theme data-theme-choice>` before the first paint, so the page and the
 * toggle's icon are right before any bundle runs. It repeats `choiceFromStored` and `resolveColorMode` in ES5.
 */
export function colorModeScript(storageKey: string, respectSystem: boolean): string {
  return `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}var c=s==='light'||s==='dark'?s:${respectSystem ? "'system'" : "'light'"};var m=c;if(c==='system'){try{m=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light'}catch(e){m='light'}}d.setAttribute('data-theme',m);d.setAttribute('data-theme-choice',c)})();`;
}

const respectSystem = siteConfig.colorMode.respectSystem;
const listeners = new Set<() => void>();
let storage: SafeStorage | undefined;
let current: ColorModeChoice | undefined;

const systemQuery = () => window.matchMedia?.(DARK_QUERY);
const systemIsDark = () => systemQuery()?.matches ?? false;

function apply(choice: ColorModeChoice) {
  const root = document.documentElement;
  root.setAttribute('data-theme', resolveColorMode(choice, systemIsDark()));
  root.setAttribute('data-theme-choice', choice);
}

function readChoice(): ColorModeChoice {
  storage ??= createSafeStorage();
  current ??= choiceFromStored(storage.get(COLOR_MODE_STORAGE_KEY), respectSystem);
  return current;
}

/** Stores the choice (`system` removes it), redraws the page and tells every toggle. */
export function setColorModeChoice(choice: ColorModeChoice): void {
  storage ??= createSafeStorage();
  if (choice === 'system') storage.remove(COLOR_MODE_STORAGE_KEY);
  else storage.set(COLOR_MODE_STORAGE_KEY, choice);
  current = choice;
  apply(choice);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // While on `system`, follow the operating system when the reader changes it.
  const query = systemQuery();
  const onSystemChange = () => {
    if (readChoice() !== 'system') return;
    apply('system');
    listener();
  };
  query?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', onSystemChange);
  };
}

export interface ColorModeState {
  /** The reader's choice; null while server rendering and hydrating (the inline script has drawn the page). */
  choice: ColorModeChoice | null;
  /** One press of the toggle. */
  toggle: () => void;
}

/** The colour-mode choice, shared by every toggle on the page. */
export function useColorMode(): ColorModeState {
  const choice = useSyncExternalStore(subscribe, readChoice, () => null);
  const toggle = useCallback(
    () => setColorModeChoice(nextColorModeChoice(readChoice(), respectSystem, systemIsDark())),
    [],
  );
  return { choice, toggle };
}

/** Forgets the cached choice and storage; for tests. */
export function resetColorModeForTests(): void {
  current = undefined;
  storage = undefined;
}
