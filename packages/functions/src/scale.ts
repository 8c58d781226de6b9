import { assertFinite, assertNotNaN, assertRange } from './internal/assert';
import { decimalPlaces, roundDecimal } from './internal/decimal';
import { clamp } from './math';

function assertSkew(fn: string, skew: number): void {
  assertFinite(fn, 'skew', skew);
  if (skew <= 0) {
    throw new RangeError(`${fn}: skew must be greater than 0 (1 is linear), but got ${skew}.`);
  }
}

/**
 * Maps a value in `min`..`max` to 0..1, bent by `skew`: `((value - min) / (max - min)) ** skew`.
 */
export function normalizeValue(value: number, min: number, max: number, skew = 1): number {
  assertNotNaN('normalizeValue', 'value', value);
  assertRange('normalizeValue', min, max);
  assertSkew('normalizeValue', skew);
  const linear = (clamp(value, min, max) - min) / (max - min);
  return linear ** skew;
}

/**
 * The inverse of normalizeValue: maps 0..1 back to `min`..`max`.
 */
export function rawValue(normalized: number, min: number, max: number, skew = 1): number {
  assertNotNaN('rawValue', 'normalized', normalized);
  assertRange('rawValue', min, max);
  assertSkew('rawValue', skew);
  const linear = clamp(normalized, 0, 1) ** (1 / skew);
  return min + (max - min) * linear;
}

/**
 * The skew that puts `center` at the middle (0.5) of the normalized range.
 */
export function skewWithCenterValue(center: number, min: number, max: number): number {
  assertFinite('skewWithCenterValue', 'center', center);
  assertRange('skewWithCenterValue', min, max);
  if (center <= min || center >= max) {
    throw new RangeError(
      `skewWithCenterValue: center (${center}) must be strictly between min (${min}) and max (${max}).`,
    );
  }
  return Math.log(0.5) / Math.log((center - min) / (max - min));
}

/**
 * Snaps a value to the nearest multiple of `step`, without float noise.
 */
export function stepValue(value: number, step: number): number {
  assertFinite('stepValue', 'value', value);
  assertFinite('stepValue', 'step', step);
  if (step <= 0) {
    throw new RangeError(`stepValue: step must be greater than 0, but got ${step}.`);
  }
  // Clean the quotient first so that 0.35 / 0.1 (3.4999999999999996) counts as 3.5.
  const steps = roundDecimal(roundDecimal(value / step, 9), 0);
  return roundDecimal(steps * step, decimalPlaces(step));
}

/**
 * Maps a value linearly from `inMin`..`inMax` to `outMin`..`outMax` (not clamped).
 */
export function mapValue(
  value: number,
  inMin: number,
  inMax: number,
  outMin: number,
  outMax: number,
): number {
  assertFinite('mapValue', 'value', value);
  assertRange('mapValue', inMin, inMax, 'inMin', 'inMax');
  assertFinite('mapValue', 'outMin', outMin);
  assertFinite('mapValue', 'outMax', outMax);
  return outMin + ((value - inMin) / (inMax - inMin)) * (outMax - outMin);
}
