import { assertFinite, assertInteger, assertNotNaN, assertRange } from './internal/assert';
import { decimalPlaces, roundDecimal } from './internal/decimal';

/**
 * Limits a number to the range `min`..`max`.
 */
export function clamp(value: number, min: number, max: number): number {
  assertNotNaN('clamp', 'value', value);
  assertRange('clamp', min, max);
  return Math.min(max, Math.max(min, value));
}

/**
 * Modulo whose result is never negative.
 */
export function mod(n: number, m: number): number {
  assertFinite('mod', 'n', n);
  assertFinite('mod', 'm', m);
  if (m === 0) {
    throw new RangeError('mod: m must not be 0, because the remainder of a division by zero is undefined.');
  }
  const remainder = n % m;
  // `+ 0` turns a negative zero (e.g. -12 % 12) into zero.
  return (remainder < 0 ? remainder + Math.abs(m) : remainder) + 0;
}

/**
 * The integer part of a number (rounded toward zero).
 */
export function integerPart(value: number): number {
  assertFinite('integerPart', 'value', value);
  return Math.trunc(value) + 0;
}

/**
 * The fractional part of a number, keeping its sign, without float noise.
 */
export function decimalPart(value: number): number {
  assertFinite('decimalPart', 'value', value);
  return roundDecimal(value - Math.trunc(value), decimalPlaces(value));
}

/**
 * Rounds a number to a number of decimal places and returns a number.
 */
export function toFixed(value: number, digits = 0): number {
  assertFinite('toFixed', 'value', value);
  assertInteger('toFixed', 'digits', digits);
  if (digits < 0) {
    throw new RangeError(`toFixed: digits must be 0 or more, but got ${digits}.`);
  }
  return roundDecimal(value, digits);
}

/**
 * Converts degrees to radians.
 */
export function radian(degrees: number): number {
  assertFinite('radian', 'degrees', degrees);
  return (degrees * Math.PI) / 180;
}

/**
 * Converts radians to degrees.
 */
export function degree(radians: number): number {
  assertFinite('degree', 'radians', radians);
  return (radians * 180) / Math.PI;
}
