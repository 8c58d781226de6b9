import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadJs } from './first-load-js';

const site = mkdtempSync(path.join(tmpdir(), 'first-load-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const app = 'console.log("app");'.repeat(50);
const page = 'console.log("page");'.repeat(30);
write('app-1.js', app);
write('component---doc-1.js', page);
write('component---doc-1.css', 'body{}');
write('other-1.js', 'unused');
write('page-data/docs/page-data.json', JSON.stringify({ componentChunkName: 'component---doc' }));
write('page-data/index/page-data.json', JSON.stringify({ componentChunkName: 'component---missing' }));
write(
  'webpack.stats.json',
  JSON.stringify({
    assetsByChunkName: {
      app: ['app-1.js', 'styles.css'],
      'component---doc': ['styles.css', 'component---doc-1.js', 'component---doc-1.css', 'app-1.js'],
      'component---other': ['other-1.js'],
    },
  }),
);

describe('firstLoadJs', () => {
  it("counts the app's and the page component's chunk groups, JavaScript only, each file once, gzip", () => {
    expect(firstLoadJs(site, '/docs/')).toEqual({
      bytes: gz(app) + gz(page),
      files: ['app-1.js', 'component---doc-1.js'],
    });
  });

  it('uses page-data/index for the home page and tolerates an unknown chunk', () => {
    expect(firstLoadJs(site, '/')).toEqual({ bytes: gz(app), files: ['app-1.js'] });
  });

  it('returns null for a page that was not built', () => {
    expect(firstLoadJs(site, '/nowhere/')).toBeNull();
  });
});
