import { describe, expect, it } from 'vitest';
import { mapValue, normalizeValue, rawValue, skewWithCenterValue, stepValue } from './scale.js';

describe('normalizeValue', () => {
  it('maps min..max linearly to 0..1 by default', () => {
    expect(normalizeValue(0, 0, 100)).toBe(0);
    expect(normalizeValue(50, 0, 100)).toBe(0.5);
    expect(normalizeValue(100, 0, 100)).toBe(1);
    expect(normalizeValue(-6, -12, 0)).toBe(0.5);
  });

  it('clamps values outside the range, including infinities', () => {
    expect(normalizeValue(-20, 0, 100)).toBe(0);
    expect(normalizeValue(120, 0, 100)).toBe(1);
    expect(normalizeValue(Infinity, 0, 100)).toBe(1);
    expect(normalizeValue(-Infinity, 0, 100)).toBe(0);
  });

  it('raises the linear position to the power of skew', () => {
    expect(normalizeValue(25, 0, 100, 0.5)).toBe(0.5);
    expect(normalizeValue(50, 0, 100, 2)).toBe(0.25);
    // The ends stay fixed whatever the skew.
    expect(normalizeValue(0, 0, 100, 3)).toBe(0);
    expect(normalizeValue(100, 0, 100, 0.2)).toBe(1);
  });

  it('gives the low end more travel when skew < 1', () => {
    expect(normalizeValue(10, 0, 100, 0.5)).toBeGreaterThan(normalizeValue(10, 0, 100));
    expect(normalizeValue(10, 0, 100, 2)).toBeLessThan(normalizeValue(10, 0, 100));
  });

  it('rejects NaN, bad ranges and bad skews', () => {
    expect(() => normalizeValue(NaN, 0, 1)).toThrow(/normalizeValue: value must be a number/);
    expect(() => normalizeValue(0, 1, 0)).toThrow(/min \(1\) must be less than max \(0\)/);
    expect(() => normalizeValue(0, 1, 1)).toThrow(RangeError);
    expect(() => normalizeValue(0, 0, Infinity)).toThrow(RangeError);
    expect(() => normalizeValue(0.5, 0, 1, 0)).toThrow(/skew must be greater than 0/);
    expect(() => normalizeValue(0.5, 0, 1, -1)).toThrow(RangeError);
    expect(() => normalizeValue(0.5, 0, 1, NaN)).toThrow(/skew must be a finite number/);
  });
});

describe('rawValue', () => {
  it('maps 0..1 linearly to min..max by default', () => {
    expect(rawValue(0, 0, 100)).toBe(0);
    expect(rawValue(0.5, 0, 100)).toBe(50);
    expect(rawValue(1, 0, 100)).toBe(100);
    expect(rawValue(0.25, -12, 0)).toBe(-9);
  });

  it('clamps positions outside 0..1', () => {
    expect(rawValue(-0.5, 0, 100)).toBe(0);
    expect(rawValue(1.5, 0, 100)).toBe(100);
    expect(rawValue(Infinity, 0, 100)).toBe(100);
  });

  it('applies the inverse skew', () => {
    expect(rawValue(0.5, 0, 100, 0.5)).toBe(25);
    expect(rawValue(0.25, 0, 100, 2)).toBe(50);
  });

  it('is the inverse of normalizeValue', () => {
    for (const skew of [0.2, 0.5, 1, 2, 4]) {
      for (const value of [20, 100, 440, 1000, 5000, 20000]) {
        expect(rawValue(normalizeValue(value, 20, 20000, skew), 20, 20000, skew)).toBeCloseTo(value, 6);
      }
    }
  });

  it('rejects NaN, bad ranges and bad skews', () => {
    expect(() => rawValue(NaN, 0, 1)).toThrow(/rawValue: normalized must be a number/);
    expect(() => rawValue(0.5, 5, 5)).toThrow(RangeError);
    expect(() => rawValue(0.5, 0, 1, 0)).toThrow(/rawValue: skew must be greater than 0/);
  });
});

describe('skewWithCenterValue', () => {
  it('returns the skew that maps center to 0.5', () => {
    const skew = skewWithCenterValue(1000, 20, 20000);
    expect(skew).toBeCloseTo(0.2299, 4);
    expect(normalizeValue(1000, 20, 20000, skew)).toBeCloseTo(0.5, 12);
    expect(rawValue(0.5, 20, 20000, skew)).toBeCloseTo(1000, 9);
  });

  it('is 1 at the middle, below 1 in the lower half and above 1 in the upper half', () => {
    expect(skewWithCenterValue(50, 0, 100)).toBe(1);
    expect(skewWithCenterValue(25, 0, 100)).toBeLessThan(1);
    expect(skewWithCenterValue(75, 0, 100)).toBeGreaterThan(1);
    expect(normalizeValue(75, 0, 100, skewWithCenterValue(75, 0, 100))).toBeCloseTo(0.5, 12);
  });

  it('rejects a center on or outside the ends', () => {
    expect(() => skewWithCenterValue(0, 0, 100)).toThrow(
      /center \(0\) must be strictly between min \(0\) and max \(100\)/,
    );
    expect(() => skewWithCenterValue(100, 0, 100)).toThrow(RangeError);
    expect(() => skewWithCenterValue(-1, 0, 100)).toThrow(RangeError);
    expect(() => skewWithCenterValue(200, 0, 100)).toThrow(RangeError);
    expect(() => skewWithCenterValue(NaN, 0, 100)).toThrow(/center must be a finite number/);
    expect(() => skewWithCenterValue(5, 10, 0)).toThrow(/min \(10\) must be less than max \(0\)/);
  });
});

describe('stepValue', () => {
  it('snaps to the nearest multiple of step', () => {
    expect(stepValue(7, 5)).toBe(5);
    expect(stepValue(8, 5)).toBe(10);
    expect(stepValue(0.375, 0.25)).toBe(0.5);
    expect(stepValue(-7, 5)).toBe(-5);
    expect(stepValue(10, 5)).toBe(10);
  });

  it('has no float noise', () => {
    expect(7 * 0.1).not.toBe(0.7);
    expect(stepValue(0.68, 0.1)).toBe(0.7);
    expect(stepValue(0.7, 0.1)).toBe(0.7);
    expect(stepValue(0.3, 0.1)).toBe(0.3);
    expect(stepValue(1.23456, 0.01)).toBe(1.23);
    expect(stepValue(-0.68, 0.1)).toBe(-0.7);
  });

  it('sends exact halves away from zero, even when the division is noisy', () => {
    expect(0.35 / 0.1).toBeLessThan(3.5);
    expect(stepValue(0.35, 0.1)).toBe(0.4);
    expect(stepValue(2.5, 1)).toBe(3);
    expect(stepValue(-2.5, 1)).toBe(-3);
    expect(Object.is(stepValue(-0.4, 1), 0)).toBe(true);
  });

  it('rejects a step that is not a finite positive number', () => {
    expect(() => stepValue(1, 0)).toThrow(/stepValue: step must be greater than 0, but got 0/);
    expect(() => stepValue(1, -1)).toThrow(RangeError);
    expect(() => stepValue(1, Infinity)).toThrow(/step must be a finite number/);
    expect(() => stepValue(NaN, 1)).toThrow(/value must be a finite number/);
  });
});

describe('mapValue', () => {
  it('maps linearly between ranges', () => {
    expect(mapValue(5, 0, 10, 0, 100)).toBe(50);
    expect(mapValue(0, -1, 1, 0, 1)).toBe(0.5);
    expect(mapValue(0, 0, 10, 20, 30)).toBe(20);
    expect(mapValue(10, 0, 10, 20, 30)).toBe(30);
  });

  it('flips when outMin > outMax and collapses when they are equal', () => {
    expect(mapValue(0.25, 0, 1, 200, 0)).toBe(150);
    expect(mapValue(0.25, 0, 1, 7, 7)).toBe(7);
  });

  it('does not clamp', () => {
    expect(mapValue(20, 0, 10, 0, 100)).toBe(200);
    expect(mapValue(-5, 0, 10, 0, 100)).toBe(-50);
  });

  it('rejects a bad input range and non-finite numbers', () => {
    expect(() => mapValue(1, 10, 0, 0, 1)).toThrow(/mapValue: inMin \(10\) must be less than inMax \(0\)/);
    expect(() => mapValue(1, 0, 0, 0, 1)).toThrow(RangeError);
    expect(() => mapValue(NaN, 0, 1, 0, 1)).toThrow(/value must be a finite number/);
    expect(() => mapValue(1, 0, 1, -Infinity, 1)).toThrow(/outMin must be a finite number/);
    expect(() => mapValue(1, 0, 1, 0, NaN)).toThrow(/outMax must be a finite number/);
  });
});
