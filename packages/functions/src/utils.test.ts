import { describe, expect, expectTypeOf, it } from 'vitest';
import { isEmpty, styleHelper, xor } from './utils.js';
import type { InputEventOption } from './utils.js';

describe('isEmpty', () => {
  it('is true for null, undefined, the empty string and empty collections', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty('')).toBe(true);
    expect(isEmpty([])).toBe(true);
    expect(isEmpty({})).toBe(true);
    expect(isEmpty(Object.create(null))).toBe(true);
    expect(isEmpty(new Map())).toBe(true);
    expect(isEmpty(new Set())).toBe(true);
  });

  it('is false for values with content', () => {
    expect(isEmpty('a')).toBe(false);
    expect(isEmpty(' ')).toBe(false);
    expect(isEmpty([undefined])).toBe(false);
    expect(isEmpty({ a: undefined })).toBe(false);
    expect(isEmpty({ [Symbol('id')]: 1 })).toBe(false);
    expect(isEmpty(new Map([[1, 2]]))).toBe(false);
    expect(isEmpty(new Set([0]))).toBe(false);
  });

  it('is false for numbers, booleans, functions and non-plain objects', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(NaN)).toBe(false);
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty(() => undefined)).toBe(false);
    expect(isEmpty(new Date(0))).toBe(false);
    expect(isEmpty(/x/)).toBe(false);
  });
});

describe('xor', () => {
  it('is true when exactly one argument is true', () => {
    expect(xor(true, false)).toBe(true);
    expect(xor(false, true)).toBe(true);
    expect(xor(true, true)).toBe(false);
    expect(xor(false, false)).toBe(false);
  });
});

describe('styleHelper', () => {
  it('turns numbers into pixel lengths', () => {
    expect(styleHelper(12)).toBe('12px');
    expect(styleHelper(0)).toBe('0px');
    expect(styleHelper(-4)).toBe('-4px');
    expect(styleHelper(1.5)).toBe('1.5px');
  });

  it('passes strings and undefined through', () => {
    expect(styleHelper('50%')).toBe('50%');
    expect(styleHelper('calc(100% - 8px)')).toBe('calc(100% - 8px)');
    expect(styleHelper('')).toBe('');
    expect(styleHelper(undefined)).toBeUndefined();
  });

  it('rejects non-finite numbers', () => {
    expect(() => styleHelper(NaN)).toThrow(/styleHelper: a number value must be finite, but got NaN/);
    expect(() => styleHelper(Infinity)).toThrow(RangeError);
  });
});

describe('InputEventOption', () => {
  it('is a union discriminated by type, with a numeric step', () => {
    expectTypeOf<{ type: 'raw'; step: number }>().toExtend<InputEventOption>();
    expectTypeOf<{ type: 'normalized'; step: number }>().toExtend<InputEventOption>();
    expectTypeOf<{ type: 'percent'; step: number }>().not.toExtend<InputEventOption>();
    expectTypeOf<{ type: 'raw' }>().not.toExtend<InputEventOption>();
    expectTypeOf<InputEventOption['type']>().toEqualTypeOf<'raw' | 'normalized'>();
  });
});
