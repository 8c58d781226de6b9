import { describe, expect, it } from 'vitest';
import { formatNumber } from './text.js';

describe('formatNumber', () => {
  it('shows a value of a tiny step instead of rounding it to a whole number', () => {
    expect(formatNumber(3e-7, 1e-7)).toBe('3e-7');
    expect(formatNumber(1.5, 0.25, 'dB')).toBe('1.5 dB');
  });
});
