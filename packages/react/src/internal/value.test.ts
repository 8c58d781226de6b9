import { describe, expect, it } from 'vitest';
import {
  constrainValue,
  formatValue,
  fromPosition,
  keyboardOption,
  moveValue,
  resolveRange,
  stepDigits,
  toPosition,
  valueForKey,
  wheelNotches,
} from './value.js';

const unit = resolveRange({});
const stepped = resolveRange({ min: 0, max: 10, step: 0.5 });

describe('value helpers', () => {
  it('fills in the documented defaults', () => {
    expect(unit).toEqual({ min: 0, max: 1, step: 0, skew: 1 });
  });

  it('clamps, snaps from min and removes float noise', () => {
    expect(constrainValue(0.1 + 0.2, unit)).toBe(0.3);
    expect(constrainValue(3.3, stepped)).toBe(3.5);
    expect(constrainValue(42, stepped)).toBe(10);
    expect(constrainValue(7, resolveRange({ min: 1, max: 10, step: 3 }))).toBe(7);
    expect(constrainValue(10, resolveRange({ min: 0, max: 10, step: 3 }))).toBe(9);
    // Where the nearest step lies above max, the step below it: never an off-grid max.
    expect(constrainValue(10, resolveRange({ min: 0, max: 10, step: 4 }))).toBe(8);
    expect(constrainValue(9.9, resolveRange({ min: 0, max: 10, step: 4 }))).toBe(8);
    expect(constrainValue(1, resolveRange({ min: 0.05, max: 1, step: 0.1 }))).toBe(0.95);
    expect(constrainValue(-1, resolveRange({ min: -48, max: -1, step: 6 }))).toBe(-6);
  });

  it('maps positions through the skew both ways', () => {
    const hz = resolveRange({ min: 20, max: 20000, skew: 0.5 });
    const position = toPosition(1000, hz);
    expect(fromPosition(position, hz)).toBeCloseTo(1000, 6);
    expect(fromPosition(2, hz)).toBe(20000);
  });

  it('moves by raw or normalized InputEventOptions, at least one step on stepped ranges', () => {
    expect(moveValue(5, { type: 'raw', step: 1 }, 2, stepped)).toBe(7);
    expect(moveValue(5, { type: 'normalized', step: 0.1 }, -1, stepped)).toBe(4);
    expect(moveValue(5, { type: 'normalized', step: 0.001 }, 1, stepped)).toBe(5.5);
    expect(keyboardOption({}, stepped)).toEqual({ type: 'raw', step: 0.5 });
    expect(keyboardOption({}, unit)).toEqual({ type: 'normalized', step: 0.01 });
  });

  it('maps keys to values, with Shift for ten steps and optional flips', () => {
    const option = { type: 'raw', step: 1 } as const;
    const range = resolveRange({ min: 0, max: 100 });
    expect(valueForKey('ArrowUp', false, 50, option, range)).toBe(51);
    expect(valueForKey('ArrowLeft', true, 50, option, range)).toBe(40);
    expect(valueForKey('ArrowRight', false, 50, option, range, { horizontal: true })).toBe(49);
    expect(valueForKey('ArrowDown', false, 50, option, range, { vertical: true })).toBe(51);
    expect(valueForKey('PageUp', false, 50, option, range)).toBe(60);
    expect(valueForKey('End', false, 50, option, range)).toBe(100);
    expect(valueForKey('Home', false, 50, option, range)).toBe(0);
    expect(valueForKey('a', false, 50, option, range)).toBeNull();
  });

  it('sends End to the highest value on the step grid when the step does not divide the range', () => {
    const uneven = resolveRange({ min: 0, max: 10, step: 3 });
    const option = keyboardOption({}, uneven);
    expect(valueForKey('End', false, 0, option, uneven)).toBe(9);
    expect(valueForKey('ArrowUp', false, 9, option, uneven)).toBe(9);
    expect(valueForKey('Home', false, 9, option, uneven)).toBe(0);
  });

  it('counts wheel notches in pixels, lines or pages, with Shift for a tenth', () => {
    expect(wheelNotches({ deltaX: 0, deltaY: -100, deltaMode: 0, shiftKey: false })).toBe(1);
    expect(wheelNotches({ deltaX: 0, deltaY: 6, deltaMode: 1, shiftKey: false })).toBe(-2);
    expect(wheelNotches({ deltaX: 0, deltaY: -1, deltaMode: 2, shiftKey: true })).toBeCloseTo(0.1);
    expect(wheelNotches({ deltaX: 200, deltaY: 0, deltaMode: 0, shiftKey: true })).toBeCloseTo(-0.2);
  });

  it('takes a sideways swipe as ArrowRight: right raises, or lowers when the horizontal arrows are reversed', () => {
    expect(wheelNotches({ deltaX: 100, deltaY: 0, deltaMode: 0, shiftKey: false })).toBe(1);
    expect(wheelNotches({ deltaX: 100, deltaY: 20, deltaMode: 0, shiftKey: false })).toBe(1);
    expect(wheelNotches({ deltaX: -6, deltaY: 0, deltaMode: 1, shiftKey: false })).toBe(-2);
    expect(wheelNotches({ deltaX: 100, deltaY: 0, deltaMode: 0, shiftKey: false }, true)).toBe(-1);
    expect(wheelNotches({ deltaX: 20, deltaY: -100, deltaMode: 0, shiftKey: false }, true)).toBe(1);
  });

  it('formats value text with a formatter or a unit', () => {
    expect(formatValue(440.123, { unit: 'Hz' })).toBe('440.12 Hz');
    expect(formatValue(0.5, {})).toBe('0.5');
    expect(formatValue(0.5, { valueText: (v) => `${v * 100} percent`, unit: 'x' })).toBe('50 percent');
  });

  it('announces as many decimals as the step has when it has more than two', () => {
    expect(formatValue(0.123, {}, 0.001)).toBe('0.123');
    expect(formatValue(0.12345, { unit: 'dB' }, 0.0005)).toBe('0.1235 dB');
    expect(formatValue(440.123, { unit: 'Hz' }, 0.25)).toBe('440.12 Hz');
    expect(formatValue(0.123, {}, 0)).toBe('0.12');
  });
});

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
