import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  countDocs,
  DEFAULT_HEAP_MB,
  defaultHeapMegabytes,
  gatsbyEnv,
  heapExhausted,
  heapMegabytes,
  heapRetryNotice,
} from './gatsby-env';

const empty = mkdtempSync(path.join(tmpdir(), 'heap-'));

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
    const env = gatsbyEnv(
      { PATH: '/bin', NODE_OPTIONS: '--enable-source-maps', GATSBY_HEAP_MB: '1536' },
      { siteDir: empty },
    );
    expect(env).toMatchObject({
      PATH: '/bin',
      GATSBY_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      NODE_OPTIONS: '--enable-source-maps --max-old-space-size=1536',
    });
    expect(gatsbyEnv({}, { siteDir: empty }).NODE_OPTIONS).toBe(`--max-old-space-size=${DEFAULT_HEAP_MB}`);
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
    expect(heapRetryNotice({}, empty)).toMatch(/its 1024 MB heap .* GATSBY_HEAP_MB/);
  });
});

describe('the default cap', () => {
  it('is 1024 MB for a site of this size and grows with the MDX pages', () => {
    expect(defaultHeapMegabytes(32)).toBe(DEFAULT_HEAP_MB);
    expect(defaultHeapMegabytes(320)).toBeGreaterThan(2000);
    expect(heapMegabytes(undefined, 320)).toBe(defaultHeapMegabytes(320));
    expect(heapMegabytes('1536', 320)).toBe(1536);
  });

  it('counts the MDX files under content/docs of the site being built', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'heap-site-'));
    try {
      mkdirSync(path.join(site, 'content', 'docs', 'en', 'guides'), { recursive: true });
      for (const file of ['en/index.mdx', 'en/guides/a.mdx', 'en/guides/_category_.json'])
        writeFileSync(path.join(site, 'content', 'docs', file), '');
      expect(countDocs(site)).toBe(2);
      expect(countDocs(empty)).toBe(0);
      const docs = path.join(site, 'content', 'docs', 'en');
      for (let index = 0; index < 400; index += 1) writeFileSync(path.join(docs, `p${index}.mdx`), '');
      expect(gatsbyEnv({}, { siteDir: site }).NODE_OPTIONS).toBe(
        `--max-old-space-size=${defaultHeapMegabytes(402)}`,
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
