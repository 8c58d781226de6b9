/** Returns `value`, or fails the test with a message naming what was missing (instead of a `!` assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`test expected ${what} to exist`);
  return value;
}
