import { describe, expect, it } from 'vitest';
import { decimalPlaces, roundDecimal, shiftDecimal } from './decimal.js';

describe('decimalPlaces', () => {
  it('counts the decimals people see, also in exponent notation', () => {
    expect(decimalPlaces(3)).toBe(0);
    expect(decimalPlaces(-0.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(1e21)).toBe(0);
  });
});

describe('shiftDecimal', () => {
  it('moves the decimal point without binary rounding', () => {
    expect(1.005 * 100).not.toBe(100.5);
    expect(shiftDecimal(1.005, 2)).toBe(100.5);
    expect(shiftDecimal(1e-7, 7)).toBe(1);
    expect(shiftDecimal(1e21, -21)).toBe(1);
  });
});

describe('roundDecimal', () => {
  it('leaves values with few enough decimals alone, even for huge digit counts', () => {
    expect(roundDecimal(1.5, 400)).toBe(1.5);
    expect(roundDecimal(1e300, 20)).toBe(1e300);
    expect(roundDecimal(Infinity, 2)).toBe(Infinity);
  });

  it('rounds halves away from zero', () => {
    expect(roundDecimal(0.125, 2)).toBe(0.13);
    expect(roundDecimal(-0.125, 2)).toBe(-0.13);
  });
});
