import { getNoteRangeArray } from '@vibrato-ui/react';
import { isBlackKey } from '@vibrato-ui/functions';
import { describe, expect, it } from 'vitest';
import { MIN_WHITE_KEY_WIDTH, rangeForWidth } from './piano-range';

const whiteKeys = ({ from, to }: { from: number; to: number }) =>
  getNoteRangeArray(from, to).filter((note) => !isBlackKey(note)).length;

describe('rangeForWidth', () => {
  it('keeps two octaves where every white key gets 40 px, so that black keys get 24 px', () => {
    expect(MIN_WHITE_KEY_WIDTH * 0.6).toBe(24);
    expect(rangeForWidth(Infinity)).toEqual({ from: 48, to: 72 });
    expect(rangeForWidth(600)).toEqual({ from: 48, to: 72 });
  });

  it('shows fewer keys on narrower pianos, never narrower than 40 px while a range fits', () => {
    for (const width of [599, 400, 340, 320, 300, 280, 250, 200]) {
      const range = rangeForWidth(width);
      expect(width / whiteKeys(range)).toBeGreaterThanOrEqual(MIN_WHITE_KEY_WIDTH);
      // The keys the templates' tests and hints rely on stay on the piano.
      expect(range.from).toBeLessThanOrEqual(60);
      expect(range.to).toBeGreaterThanOrEqual(64);
    }
    expect(rangeForWidth(340)).toEqual({ from: 60, to: 72 });
    expect(rangeForWidth(300)).toEqual({ from: 60, to: 71 });
  });

  it('falls back to the smallest range when nothing fits', () => {
    expect(rangeForWidth(0)).toEqual({ from: 60, to: 67 });
  });
});
