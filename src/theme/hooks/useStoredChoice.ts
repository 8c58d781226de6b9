import { useCallback, useSyncExternalStore } from 'react';
import { createSafeStorage, type SafeStorage } from '../storage';

const listeners = new Map<string, Set<() => void>>();
// The choice made in this page, so that a choice still applies while storage is unavailable.
const memory = new Map<string, string>();
let storage: SafeStorage | undefined;
const store = () => (storage ??= createSafeStorage());

function subscribe(key: string, listener: () => void) {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A choice among `options` remembered in storage under `key` and shared by every component using the same key
 * (pick "pnpm" in one install tab and every install tab on the site follows). Unknown stored values fall back
 * to `fallback`; the server and first render use `fallback`.
 */
export function useStoredChoice<T extends string>(
  key: string,
  options: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const read = useCallback(() => {
    const stored = store().get(key) ?? memory.get(key);
    return options.includes(stored as T) ? (stored as T) : fallback;
  }, [key, options, fallback]);
  const value = useSyncExternalStore(
    useCallback((listener) => subscribe(key, listener), [key]),
    read,
    () => fallback,
  );
  const setValue = useCallback(
    (next: T) => {
      memory.set(key, next);
      store().set(key, next);
      listeners.get(key)?.forEach((listener) => listener());
    },
    [key],
  );
  return [value, setValue];
}
