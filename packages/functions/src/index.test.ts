import { describe, expect, it } from 'vitest';
import * as functions from './index.js';

describe('package entry point', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(functions).sort()).toEqual(
      [
        'clamp',
        'dbToGain',
        'decimalPart',
        'degree',
        'gainToDb',
        'integerPart',
        'isBlackKey',
        'isEmpty',
        'isWhiteKey',
        'mapValue',
        'mod',
        'normalizeValue',
        'noteKey',
        'noteKeys',
        'noteName',
        'noteNumber',
        'noteToFrequency',
        'parseNoteName',
        'radian',
        'rawValue',
        'skewWithCenterValue',
        'stepValue',
        'styleHelper',
        'toFixed',
        'whiteKeys',
        'xor',
      ].sort(),
    );
  });

  it('exports functions, plus the two key lists as arrays', () => {
    for (const [name, value] of Object.entries(functions)) {
      const isList = name === 'noteKeys' || name === 'whiteKeys';
      expect(isList ? Array.isArray(value) : typeof value === 'function', name).toBe(true);
    }
  });
});
