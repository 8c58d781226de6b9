/**
 * How one wheel notch or key press changes a control's value.
 */
export type InputEventOption =
  | {
      /** The step is in the control's own units (between `min` and `max`). */
      type: 'raw';
      /** The amount added or subtracted per notch or key press, in value units. */
      step: number;
    }
  | {
      /** The step is a fraction of the whole range, in normalized 0..1 units. */
      type: 'normalized';
      /** The amount added or subtracted per notch or key press, as a fraction of the range. */
      step: number;
    };

/**
 * Whether a value is empty: null, undefined, '', an empty array, Map or Set, or a plain object without keys.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    const isPlain = prototype === Object.prototype || prototype === null;
    return isPlain && Reflect.ownKeys(value).length === 0;
  }
  return false;
}

/**
 * Exclusive or: true when exactly one of the two is true.
 */
export function xor(a: boolean, b: boolean): boolean {
  return a !== b;
}

/**
 * Turns a number into a CSS pixel length and passes strings through.
 */
export function styleHelper(value: number | string | undefined): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new RangeError(`styleHelper: a number value must be finite, but got ${value}.`);
    }
    return `${value}px`;
  }
  return value;
}
