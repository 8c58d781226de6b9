import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_MB, gatsbyEnv, heapMegabytes } from './gatsby-env';

describe('heapMegabytes', () => {
  it('defaults, reads a whole number and refuses anything else with the fix', () => {
    expect(heapMegabytes(undefined)).toBe(DEFAULT_HEAP_MB);
    expect(heapMegabytes('')).toBe(DEFAULT_HEAP_MB);
    expect(heapMegabytes('2048')).toBe(2048);
    expect(() => heapMegabytes('lots')).toThrow(/GATSBY_HEAP_MB 'lots' .* 256 or more/);
    expect(() => heapMegabytes('100')).toThrow(/256 or more/);
  });
});

describe('gatsbyEnv', () => {
  it('caps the heap, keeps existing NODE_OPTIONS and turns telemetry and colour off', () => {
    const env = gatsbyEnv({ PATH: '/bin', NODE_OPTIONS: '--enable-source-maps', GATSBY_HEAP_MB: '1536' });
    expect(env).toMatchObject({
      PATH: '/bin',
      GATSBY_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      NODE_OPTIONS: '--enable-source-maps --max-old-space-size=1536',
    });
    expect(gatsbyEnv({}).NODE_OPTIONS).toBe(`--max-old-space-size=${DEFAULT_HEAP_MB}`);
    expect(gatsbyEnv({}, { plain: false })).not.toHaveProperty('NO_COLOR');
  });
});
