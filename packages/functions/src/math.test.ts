import { describe, expect, it } from 'vitest';
import { clamp, decimalPart, degree, integerPart, mod, radian, toFixed } from './math.js';

describe('clamp', () => {
  it('keeps values inside the range and limits values outside it', () => {
    expect(clamp(42, 0, 100)).toBe(42);
    expect(clamp(150, 0, 100)).toBe(100);
    expect(clamp(-5, 0, 100)).toBe(0);
    expect(clamp(0, 0, 100)).toBe(0);
    expect(clamp(100, 0, 100)).toBe(100);
    expect(clamp(-3, -10, -1)).toBe(-3);
  });

  it('clamps infinite values to the ends', () => {
    expect(clamp(Infinity, 0, 1)).toBe(1);
    expect(clamp(-Infinity, 0, 1)).toBe(0);
  });

  it('rejects NaN, non-finite bounds and an empty or reversed range', () => {
    expect(() => clamp(NaN, 0, 1)).toThrow(RangeError);
    expect(() => clamp(NaN, 0, 1)).toThrow(/clamp: value must be a number, but got NaN/);
    expect(() => clamp(0, 1, 1)).toThrow(/min \(1\) must be less than max \(1\)/);
    expect(() => clamp(0, 2, 1)).toThrow(RangeError);
    expect(() => clamp(0, -Infinity, 1)).toThrow(/min must be a finite number/);
    expect(() => clamp(0, 0, NaN)).toThrow(/max must be a finite number/);
  });
});

describe('mod', () => {
  it('matches % for positive operands', () => {
    expect(mod(14, 12)).toBe(2);
    expect(mod(12, 12)).toBe(0);
    expect(mod(5, 12)).toBe(5);
  });

  it('is never negative', () => {
    expect(mod(-1, 12)).toBe(11);
    expect(mod(-13, 12)).toBe(11);
    expect(mod(-90, 360)).toBe(270);
    expect(mod(-1, -12)).toBe(11);
    expect(mod(5, -12)).toBe(5);
    expect(mod(-1.5, 1)).toBe(0.5);
  });

  it('returns 0, not -0, for exact multiples of a negative number', () => {
    expect(Object.is(mod(-12, 12), 0)).toBe(true);
    expect(Object.is(mod(-0, 5), 0)).toBe(true);
  });

  it('stays below the divisor when a tiny negative remainder rounds up to it', () => {
    // -1e-20 + 12 is 12 in floating point.
    expect(mod(-1e-20, 12)).toBe(0);
    expect(mod(-1e-17, -1)).toBe(0);
    expect(mod(-1e-10, 12)).toBeLessThan(12);
  });

  it('rejects a zero divisor and non-finite operands', () => {
    expect(() => mod(3, 0)).toThrow(/mod: m must not be 0/);
    expect(() => mod(Infinity, 3)).toThrow(/n must be a finite number/);
    expect(() => mod(3, NaN)).toThrow(RangeError);
  });
});

describe('integerPart', () => {
  it('drops the fraction toward zero', () => {
    expect(integerPart(3.75)).toBe(3);
    expect(integerPart(-1.7)).toBe(-1);
    expect(integerPart(7)).toBe(7);
    expect(Object.is(integerPart(-0.5), 0)).toBe(true);
  });

  it('rejects non-finite values', () => {
    expect(() => integerPart(Infinity)).toThrow(
      /integerPart: value must be a finite number, but got Infinity/,
    );
    expect(() => integerPart(NaN)).toThrow(RangeError);
  });
});

describe('decimalPart', () => {
  it('returns the fraction without float noise', () => {
    expect(1.1 - 1).not.toBe(0.1);
    expect(decimalPart(1.1)).toBe(0.1);
    expect(decimalPart(123.456)).toBe(0.456);
    expect(decimalPart(0.3)).toBe(0.3);
    expect(decimalPart(1e-7)).toBe(1e-7);
  });

  it('keeps the sign and gives 0 for integers', () => {
    expect(decimalPart(-2.25)).toBe(-0.25);
    expect(decimalPart(7)).toBe(0);
    expect(Object.is(decimalPart(-7), 0)).toBe(true);
  });

  it('adds up with integerPart to the original value', () => {
    for (const value of [1.1, -3.14159, 42.5, 0.001, -0.75]) {
      expect(integerPart(value) + decimalPart(value)).toBe(value);
    }
  });

  it('rejects non-finite values', () => {
    expect(() => decimalPart(-Infinity)).toThrow(RangeError);
    expect(() => decimalPart(NaN)).toThrow(/decimalPart: value/);
  });
});

describe('toFixed', () => {
  it('returns a number without float noise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toFixed(0.1 + 0.2, 2)).toBe(0.3);
    expect(typeof toFixed(1.5, 1)).toBe('number');
    expect(toFixed(3.14159, 3)).toBe(3.142);
  });

  it('rounds halves away from zero on the decimal digits', () => {
    // Number.prototype.toFixed gives "1.00" here because 1.005 is stored as 1.00499999...
    expect(toFixed(1.005, 2)).toBe(1.01);
    expect(toFixed(2.5)).toBe(3);
    expect(toFixed(-2.5)).toBe(-3);
    expect(toFixed(-1.005, 2)).toBe(-1.01);
  });

  it('defaults to 0 digits and never returns -0', () => {
    expect(toFixed(2.4)).toBe(2);
    expect(Object.is(toFixed(-0.4), 0)).toBe(true);
  });

  it('handles numbers printed with an exponent', () => {
    expect(toFixed(1.23e-7, 8)).toBe(1.2e-7);
    expect(toFixed(1e-10, 5)).toBe(0);
    expect(toFixed(1.5e21, 2)).toBe(1.5e21);
    expect(toFixed(123.456, 20)).toBe(123.456);
  });

  it('rejects non-finite values and bad digit counts', () => {
    expect(() => toFixed(Infinity, 2)).toThrow(/toFixed: value must be a finite number/);
    expect(() => toFixed(1, -1)).toThrow(/digits must be 0 or more, but got -1/);
    expect(() => toFixed(1, 1.5)).toThrow(/digits must be an integer, but got 1.5/);
    expect(() => toFixed(1, NaN)).toThrow(RangeError);
  });
});

describe('radian and degree', () => {
  it('convert between degrees and radians', () => {
    expect(radian(180)).toBe(Math.PI);
    expect(radian(90)).toBe(Math.PI / 2);
    expect(radian(-360)).toBe(-2 * Math.PI);
    expect(degree(Math.PI)).toBe(180);
    expect(degree(Math.PI / 4)).toBe(45);
    expect(radian(0)).toBe(0);
  });

  it('are inverses of each other', () => {
    for (const angle of [0, 30, 45, 135, -270, 720]) {
      expect(degree(radian(angle))).toBeCloseTo(angle, 10);
    }
  });

  it('reject non-finite angles', () => {
    expect(() => radian(NaN)).toThrow(/radian: degrees must be a finite number/);
    expect(() => degree(Infinity)).toThrow(/degree: radians must be a finite number/);
  });
});

describe('toFixed with more digits than the value has', () => {
  it('returns the value unchanged instead of overflowing', () => {
    expect(toFixed(1.5, 400)).toBe(1.5);
    expect(toFixed(1e300, 20)).toBe(1e300);
  });
});
