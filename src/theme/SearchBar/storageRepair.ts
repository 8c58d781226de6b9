/** Where DocSearch keeps recent and favourite searches; it parses them without a guard when the modal opens. */
const DOCSEARCH_KEY = /^__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__/;

/**
 * Removes DocSearch entries that are not JSON arrays (corrupted by hand, by an extension or by an older
 * version), so that the modal opens with an empty list instead of crashing. Storage that throws is left alone:
 * DocSearch then falls back to memory. Returns the keys removed.
 */
export function repairSearchStorage(
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
): string[] {
  const removed: string[] = [];
  try {
    // Reading `localStorage` itself throws where storage is disabled.
    const storage = getStorage();
    if (!storage) return removed;
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (!key || !DOCSEARCH_KEY.test(key)) continue;
      let valid = false;
      try {
        valid = Array.isArray(JSON.parse(storage.getItem(key) ?? '[]'));
      } catch {
        valid = false;
      }
      if (!valid) {
        storage.removeItem(key);
        removed.push(key);
      }
    }
  } catch {
    // Storage unavailable: nothing to repair.
  }
  return removed;
}
