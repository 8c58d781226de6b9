/**
 * `cache`'s value for `key`, computed and stored on first use. With a `limit`, a full cache is emptied before it
 * grows past it (the search's caches hold texts and words, which repeat within a session, not forever).
 */
export function remember<T>(cache: Map<string, T>, key: string, compute: () => T, limit = Infinity): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (cache.size >= limit) cache.clear();
  cache.set(key, value);
  return value;
}
