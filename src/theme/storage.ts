/** A key/value store that never breaks a page: when the browser's storage is unavailable it warns once and forgets. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const noopStorage: SafeStorage = { get: () => null, set: () => undefined, remove: () => undefined };
let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Vibrato UI docs: browser storage is unavailable; preferences will not be remembered.', error);
}

/**
 * Wraps `localStorage` (or another Storage) so that reads and writes that throw (private mode, quota, disabled
 * storage) give a single console warning and behave as an empty, forgetful store. Nothing is written to find out:
 * a storage that cannot be reached at all (getting it or reading from it throws) is left alone from the start,
 * and one whose writes or removals fail keeps giving what it holds while each failing call warns (once) and
 * returns, so no probe entry is ever left behind.
 */
export function createSafeStorage(
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
): SafeStorage {
  let storage: Storage | undefined;
  try {
    storage = getStorage();
    if (!storage) return noopStorage;
    storage.getItem('__vibrato_probe__');
  } catch (error) {
    warnOnce(error);
    return noopStorage;
  }
  const guard = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch (error) {
      warnOnce(error);
      return fallback;
    }
  };
  const store = storage;
  return {
    get: (key) => guard(() => store.getItem(key), null),
    set: (key, value) => guard(() => store.setItem(key, value), undefined),
    remove: (key) => guard(() => store.removeItem(key), undefined),
  };
}

/** Resets the one-warning latch; for tests. */
export function resetStorageWarning(): void {
  warned = false;
}
