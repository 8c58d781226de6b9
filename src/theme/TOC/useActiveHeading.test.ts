import { describe, expect, it } from 'vitest';
import { pickActiveHeading } from './useActiveHeading';

describe('pickActiveHeading', () => {
  const ids = ['install', 'usage', 'props'];
  it('is the first heading before any has scrolled past the offset', () => {
    expect(pickActiveHeading(ids, [300, 800, 1400], 96)).toBe('install');
  });
  it('is the last heading above the offset', () => {
    expect(pickActiveHeading(ids, [-500, 40, 700], 96)).toBe('usage');
    expect(pickActiveHeading(ids, [-900, -300, 90], 96)).toBe('props');
  });
  it('is undefined without headings', () => {
    expect(pickActiveHeading([], [], 96)).toBeUndefined();
  });
});
