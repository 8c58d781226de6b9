// Shared argument checks. Every public function reports bad input with the function name, the argument
// name and the value it received, so that a mistake in a caller is easy to find.

/** Throws a RangeError unless `value` is a finite number. */
export function assertFinite(fn: string, name: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${fn}: ${name} must be a finite number, but got ${String(value)}.`);
  }
}

/** Throws a RangeError if `value` is NaN or not a number; ±Infinity is allowed. */
export function assertNotNaN(fn: string, name: string, value: number): void {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new RangeError(`${fn}: ${name} must be a number, but got ${String(value)}.`);
  }
}

/** Throws a RangeError unless `value` is an integer. */
export function assertInteger(fn: string, name: string, value: number): void {
  if (!Number.isInteger(value)) {
    throw new RangeError(`${fn}: ${name} must be an integer, but got ${String(value)}.`);
  }
}

/** Throws a RangeError unless `min` and `max` are finite and `min < max`. */
export function assertRange(fn: string, min: number, max: number, minName = 'min', maxName = 'max'): void {
  assertFinite(fn, minName, min);
  assertFinite(fn, maxName, max);
  if (min >= max) {
    throw new RangeError(
      `${fn}: ${minName} (${min}) must be less than ${maxName} (${max}); swap them or widen the range.`,
    );
  }
}
