import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserAssetsInRendererHash, browserAssetNames } from './rendererHash';

/** Webpack as Gatsby runs it (a dependency of Gatsby's, typed here as far as this test uses it). */
interface Stats {
  hasErrors(): boolean;
  compilation: { chunks: Iterable<{ name?: string | null; hash?: string }> };
}
const webpack = createRequire(import.meta.url)('webpack') as (options: object) => {
  run(callback: (error: Error | null, stats?: Stats) => void): void;
  close(callback: () => void): void;
};

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'renderer-hash-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What Gatsby's stats file holds of the browser build: each chunk group's files, and those it prefetches. */
const stats = (stylesheet: string) => ({
  assetsByChunkName: {
    app: ['webpack-runtime-1a2b.js', stylesheet, 'app-3c4d.js'],
    'component---src-templates-doc-tsx': [stylesheet, 'component---src-templates-doc-tsx-5e6f.js'],
  },
  childAssetsByChunkName: { app: { prefetch: ['search-7a8b.js'] } },
});

describe('browserAssetNames', () => {
  it("lists every file of the browser build once, sorted, from Gatsby's stats file", async () => {
    const file = path.join(dir, 'webpack.stats.json');
    await writeFile(file, JSON.stringify({ name: 'build-javascript', ...stats('styles.aa11.css') }));
    expect(browserAssetNames(file).split('\n')).toEqual([
      'app-3c4d.js',
      'component---src-templates-doc-tsx-5e6f.js',
      'search-7a8b.js',
      'styles.aa11.css',
      'webpack-runtime-1a2b.js',
    ]);
  });

  it('gives nothing before a first build, or for a stats file it cannot read', async () => {
    expect(browserAssetNames(path.join(dir, 'missing.json'))).toBe('');
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{"assetsByChunkName": ');
    expect(browserAssetNames(broken)).toBe('');
  });
});

describe('BrowserAssetsInRendererHash', () => {
  /** Builds a one-file "renderer" with the plugin and gives the hash of its render-page chunk. */
  async function renderPageHash(statsFile: string): Promise<string | undefined> {
    const entry = path.join(dir, 'render-page.js');
    await writeFile(entry, 'module.exports = () => "<html></html>";\n');
    const compiler = webpack({
      mode: 'production',
      target: 'node',
      context: dir,
      entry: { 'render-page': entry, other: entry },
      output: { path: path.join(dir, 'out'), library: { type: 'commonjs2' } },
      plugins: [new BrowserAssetsInRendererHash(statsFile)],
    });
    const result = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, built) => (error || !built ? reject(error) : resolve(built))),
    );
    await new Promise<void>((resolve) => compiler.close(resolve));
    expect(result.hasErrors()).toBe(false);
    const chunks = [...result.compilation.chunks];
    return chunks.find((chunk) => chunk.name === 'render-page')?.hash;
  }

  it("changes render-page's chunk hash when a browser file changes, and only then", async () => {
    const file = path.join(dir, 'webpack.stats.json');
    await writeFile(file, JSON.stringify(stats('styles.aa11.css')));
    const first = await renderPageHash(file);
    expect(first).toMatch(/^[0-9a-f]+$/);
    expect(await renderPageHash(file)).toBe(first);
    // The styles alone changed: the renderer's code did not, yet every page must be written again.
    await writeFile(file, JSON.stringify(stats('styles.bb22.css')));
    expect(await renderPageHash(file)).not.toBe(first);
  }, 30_000);
});
