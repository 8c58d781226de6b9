import { describe, expect, it } from 'vitest';
import { formatNumber, stepDigits } from './text.js';

describe('stepDigits', () => {
  it('counts the decimals a step needs, also for steps written with an exponent', () => {
    expect(stepDigits(1)).toBe(0);
    expect(stepDigits(0.25)).toBe(2);
    expect(stepDigits(0)).toBe(2);
    expect(stepDigits(1e-7)).toBe(7);
    expect(stepDigits(2.5e-8)).toBe(9);
    expect(stepDigits(1e21)).toBe(0);
  });
});

describe('formatNumber', () => {
  it('shows a value of a tiny step instead of rounding it to a whole number', () => {
    expect(formatNumber(3e-7, 1e-7)).toBe('3e-7');
    expect(formatNumber(1.5, 0.25, 'dB')).toBe('1.5 dB');
  });
});
