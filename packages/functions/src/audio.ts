import { assertFinite, assertNotNaN } from './internal/assert';

/**
 * Converts decibels to a linear gain factor.
 */
export function dbToGain(db: number): number {
  assertNotNaN('dbToGain', 'db', db);
  if (db === Infinity) {
    throw new RangeError('dbToGain: db must be a finite number or -Infinity, but got Infinity.');
  }
  return 10 ** (db / 20);
}

/**
 * Converts a linear gain factor to decibels.
 */
export function gainToDb(gain: number): number {
  assertFinite('gainToDb', 'gain', gain);
  if (gain < 0) {
    throw new RangeError(`gainToDb: gain must be 0 or more, but got ${gain}.`);
  }
  return 20 * Math.log10(gain);
}
