import { describe, expect, it } from 'vitest';
import { dbToGain, gainToDb } from './audio.js';

describe('dbToGain', () => {
  it('converts decibels to a linear gain', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-20)).toBe(0.1);
    expect(dbToGain(20)).toBe(10);
    expect(dbToGain(-6)).toBeCloseTo(0.501, 3);
  });

  it('treats -Infinity dB as silence', () => {
    expect(dbToGain(-Infinity)).toBe(0);
  });

  it('rejects NaN and +Infinity', () => {
    expect(() => dbToGain(NaN)).toThrow(/dbToGain: db must be a number, but got NaN/);
    expect(() => dbToGain(Infinity)).toThrow(RangeError);
  });
});

describe('gainToDb', () => {
  it('converts a linear gain to decibels', () => {
    expect(gainToDb(1)).toBe(0);
    expect(gainToDb(0.1)).toBe(-20);
    expect(gainToDb(10)).toBe(20);
    expect(gainToDb(0.5)).toBeCloseTo(-6.0206, 4);
  });

  it('gives -Infinity for a gain of 0, which dbToGain turns back into 0', () => {
    expect(gainToDb(0)).toBe(-Infinity);
    expect(dbToGain(gainToDb(0))).toBe(0);
  });

  it('is the inverse of dbToGain', () => {
    for (const db of [-96, -12.5, -3, 0, 6]) {
      expect(gainToDb(dbToGain(db))).toBeCloseTo(db, 10);
    }
  });

  it('rejects negative and non-finite gains', () => {
    expect(() => gainToDb(-0.5)).toThrow(/gainToDb: gain must be 0 or more, but got -0.5/);
    expect(() => gainToDb(NaN)).toThrow(RangeError);
    expect(() => gainToDb(Infinity)).toThrow(/gain must be a finite number/);
  });
});
