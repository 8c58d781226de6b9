import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_MB, gatsbyEnv, heapExhausted, heapMegabytes, heapRetryNotice } from './gatsby-env';

describe('heapMegabytes', () => {
  it('defaults, reads a whole number, 0 for no cap, and refuses anything else with the fix', () => {
    expect(heapMegabytes(undefined)).toBe(DEFAULT_HEAP_MB);
    expect(heapMegabytes('')).toBe(DEFAULT_HEAP_MB);
    expect(heapMegabytes('2048')).toBe(2048);
    expect(heapMegabytes('0')).toBeNull();
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

  it('leaves the heap alone when uncapped or GATSBY_HEAP_MB is 0', () => {
    expect(gatsbyEnv({ NODE_OPTIONS: '--trace-warnings' }, { capped: false }).NODE_OPTIONS).toBe(
      '--trace-warnings',
    );
    expect(gatsbyEnv({ GATSBY_HEAP_MB: '0' }).NODE_OPTIONS).toBe('');
  });
});

describe('heapExhausted', () => {
  it("recognises V8's out-of-memory messages only", () => {
    expect(
      heapExhausted('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'),
    ).toBe(true);
    expect(heapExhausted('error Building static HTML failed')).toBe(false);
    expect(heapRetryNotice({})).toMatch(/its 1024 MB heap .* GATSBY_HEAP_MB/);
  });
});
