import { describe, expect, it } from 'vitest';
import {
  constrainValue,
  formatValue,
  fromPosition,
  keyboardOption,
  moveValue,
  parseNumber,
  resolveRange,
  toPosition,
  valueForKey,
  wheelNotches,
} from './value.js';

const unit = resolveRange(0, 1, 0, 1);

describe('resolveRange', () => {
  it('fills in min 0, max 1, continuous step and linear skew for missing or bad numbers', () => {
    expect(resolveRange(Number.NaN, Number.NaN, Number.NaN, Number.NaN)).toEqual({
      min: 0,
      max: 1,
      step: 0,
      skew: 1,
    });
    expect(resolveRange(0, 10, -1, 0)).toEqual({ min: 0, max: 10, step: 0, skew: 1 });
  });

  it('collapses a max that is not above min instead of throwing', () => {
    const collapsed = resolveRange(5, 2, 0, 1);
    expect(collapsed).toEqual({ min: 5, max: 5, step: 0, skew: 1 });
    expect(toPosition(7, collapsed)).toBe(0);
    expect(fromPosition(0.5, collapsed)).toBe(5);
    expect(constrainValue(7, collapsed)).toBe(5);
    expect(constrainValue(2, resolveRange(5, 5, 0.5, 1))).toBe(5);
    expect(moveValue(5, { type: 'normalized', step: 0.01 }, 1, collapsed)).toBe(5);
    expect(valueForKey('End', false, 5, { type: 'raw', step: 1 }, collapsed)).toBe(5);
  });
});

describe('constrainValue', () => {
  it('clamps and snaps to the step grid counted from min, without float noise', () => {
    const range = resolveRange(-1, 1, 0.1, 1);
    expect(constrainValue(0.34, range)).toBe(0.3);
    expect(constrainValue(5, range)).toBe(1);
    expect(constrainValue(Number.NaN, range)).toBe(-1);
    expect(constrainValue(0.1 + 0.48, unit)).toBe(0.58);
    expect(constrainValue(0.7, resolveRange(0.5, 10, 1, 1))).toBe(0.5);
    // Where the nearest step lies above max, the step below it: never an off-grid max.
    expect(constrainValue(10, resolveRange(0.5, 10, 1, 1))).toBe(9.5);
    expect(constrainValue(10, resolveRange(0, 10, 4, 1))).toBe(8);
    expect(constrainValue(1, resolveRange(0.05, 1, 0.1, 1))).toBe(0.95);
    expect(constrainValue(-1, resolveRange(-48, -1, 6, 1))).toBe(-6);
  });
});

describe('positions', () => {
  it('maps values through the skew and back', () => {
    const range = resolveRange(20, 20000, 0, 0.25);
    const position = toPosition(1000, range);
    // A skew below 1 gives small values more travel: 1 kHz sits near the middle instead of at 5%.
    expect(position).toBeCloseTo((980 / 19980) ** 0.25, 10);
    expect(position).toBeGreaterThan(0.4);
    expect(fromPosition(position, range)).toBeCloseTo(1000, 6);
  });
});

describe('moveValue and valueForKey', () => {
  it('adds raw steps to the value and normalized steps to the position', () => {
    const range = resolveRange(0, 100, 0, 1);
    expect(moveValue(50, { type: 'raw', step: 5 }, 2, range)).toBe(60);
    expect(moveValue(50, { type: 'normalized', step: 0.1 }, -1, range)).toBeCloseTo(40, 10);
  });

  it('moves a stepped value at least one step so small amounts never get stuck', () => {
    const range = resolveRange(0, 10, 1, 1);
    expect(moveValue(3, { type: 'normalized', step: 0.01 }, 1, range)).toBe(4);
  });

  it('maps arrows, Shift, PageUp/PageDown and Home/End', () => {
    const option = keyboardOption(undefined, unit);
    expect(option).toEqual({ type: 'normalized', step: 0.01 });
    expect(valueForKey('ArrowUp', false, 0.5, option, unit)).toBeCloseTo(0.51, 10);
    expect(valueForKey('ArrowLeft', false, 0.5, option, unit)).toBeCloseTo(0.49, 10);
    expect(valueForKey('ArrowRight', true, 0.5, option, unit)).toBeCloseTo(0.6, 10);
    expect(valueForKey('PageDown', false, 0.5, option, unit)).toBeCloseTo(0.4, 10);
    expect(valueForKey('Home', false, 0.5, option, unit)).toBe(0);
    expect(valueForKey('End', false, 0.5, option, unit)).toBe(1);
    expect(valueForKey('a', false, 0.5, option, unit)).toBeNull();
  });

  it('uses one step as the default keyboard option of a stepped range', () => {
    expect(keyboardOption(undefined, resolveRange(0, 10, 2, 1))).toEqual({ type: 'raw', step: 2 });
  });
});

describe('wheelNotches', () => {
  it('counts notches from pixels and lines, up is positive, Shift is a tenth', () => {
    expect(wheelNotches({ deltaX: 0, deltaY: -100, deltaMode: 0, shiftKey: false })).toBe(1);
    expect(wheelNotches({ deltaX: 0, deltaY: 6, deltaMode: 1, shiftKey: false })).toBe(-2);
    expect(wheelNotches({ deltaX: 0, deltaY: -100, deltaMode: 0, shiftKey: true })).toBeCloseTo(0.1, 10);
  });

  it('takes a sideways swipe as ArrowRight: right raises, or lowers when the horizontal arrows are reversed', () => {
    expect(wheelNotches({ deltaX: 100, deltaY: 0, deltaMode: 0, shiftKey: false })).toBe(1);
    expect(wheelNotches({ deltaX: 100, deltaY: 20, deltaMode: 0, shiftKey: false })).toBe(1);
    expect(wheelNotches({ deltaX: 100, deltaY: 0, deltaMode: 0, shiftKey: false }, true)).toBe(-1);
    // Shift+wheel that the browser turned into sideways scrolling: wheel up comes as left and still raises.
    expect(wheelNotches({ deltaX: -100, deltaY: 0, deltaMode: 0, shiftKey: true })).toBeCloseTo(0.1, 10);
  });
});

describe('formatValue and parseNumber', () => {
  it('formats with at most two decimals and the unit', () => {
    expect(formatValue(0.30000000000000004, null)).toBe('0.3');
    expect(formatValue(440, 'Hz')).toBe('440 Hz');
    expect(formatValue(0.123, null, 0.5)).toBe('0.12');
  });

  it('formats with as many decimals as the step has when it has more than two', () => {
    expect(formatValue(0.123, null, 0.001)).toBe('0.123');
    expect(formatValue(3e-7, 'V', 1e-7)).toBe('3e-7 V');
  });

  it('falls back for missing or non-numeric attributes', () => {
    expect(parseNumber(null, 3)).toBe(3);
    expect(parseNumber(' ', 3)).toBe(3);
    expect(parseNumber('abc', 3)).toBe(3);
    expect(parseNumber('-2.5', 3)).toBe(-2.5);
  });
});
