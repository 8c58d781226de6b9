import { describe, expect, it } from 'vitest';
import { remember } from './remember';

describe('remember', () => {
  it('computes a key once, and empties a full cache before adding', () => {
    const cache = new Map<string, number>();
    let computed = 0;
    const square = (key: string) =>
      remember(
        cache,
        key,
        () => {
          computed += 1;
          return Number(key) ** 2;
        },
        2,
      );
    expect([square('2'), square('2'), square('3')]).toEqual([4, 4, 9]);
    expect(computed).toBe(2);
    expect(square('4')).toBe(16);
    expect([...cache.keys()]).toEqual(['4']);
  });
});
