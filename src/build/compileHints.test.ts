import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, isStartupChunkGroup, StartupCompileHints } from './compileHints';

/** Webpack as Gatsby runs it (a dependency of Gatsby's, typed here as far as this test uses it). */
interface Stats {
  hasErrors(): boolean;
  toString(options: string): string;
}
const webpack = createRequire(import.meta.url)('webpack') as (options: object) => {
  run(callback: (error: Error | null, stats?: Stats) => void): void;
  close(callback: () => void): void;
};

let dir = '';
/** The built files by the chunk name they start with. */
const built = new Map<string, { code: string; map: RawSourceMap }>();
function builtFile(name: string): { code: string; map: RawSourceMap } {
  const file = built.get(name);
  if (!file) throw new Error(`webpack built no chunk named ${name}`);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  // Gatsby's shape: an `app` entry that loads a page template's chunk and, on demand, a chunk of its own.
  await writeFile(
    path.join(dir, 'app.js'),
    [
      'export function startApp(page) {',
      '  return import(/* webpackChunkName: "component---src-templates-doc-tsx" */ "./doc.js").then((m) => m.render(page));',
      '}',
      'export function openSearch() {',
      '  return import(/* webpackChunkName: "search-modal" */ "./search.js");',
      '}',
      'window.startApp = startApp;',
      'window.openSearch = openSearch;',
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'doc.js'),
    'export function render(page) {\n  return "<p>" + page + "</p>";\n}\n',
  );
  await writeFile(path.join(dir, 'search.js'), 'export const search = (query) => query.trim();\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './app.js' },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'out'),
      filename: '[name]-[contenthash].js',
      chunkFilename: '[name]-[contenthash].js',
    },
    optimization: { runtimeChunk: { name: 'webpack-runtime' } },
    plugins: [new StartupCompileHints()],
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
  for (const file of await readdir(path.join(dir, 'out'))) {
    if (!file.endsWith('.js')) continue;
    const name = file.replace(/-[0-9a-f]+\.js$/, '');
    const code = await readFile(path.join(dir, 'out', file), 'utf8');
    const map = JSON.parse(await readFile(path.join(dir, 'out', `${file}.map`), 'utf8')) as RawSourceMap;
    built.set(name, { code, map });
  }
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('StartupCompileHints', () => {
  it("starts the entry's files and the page template's with the hint, after the minifier", () => {
    expect([...built.keys()].sort()).toEqual([
      'app',
      'component---src-templates-doc-tsx',
      'search-modal',
      'webpack-runtime',
    ]);
    for (const name of ['app', 'component---src-templates-doc-tsx', 'webpack-runtime']) {
      const { code } = builtFile(name);
      expect(code.startsWith(`${COMPILE_HINT}\n`), name).toBe(true);
      // Minified: the hint is the only line break's reason.
      expect(code.split('\n').length, name).toBeLessThanOrEqual(3);
    }
  });

  it('leaves code loaded on demand to lazy compiling', () => {
    expect(built.get('search-modal')?.code).not.toContain(COMPILE_HINT);
  });

  it("keeps the source maps true: the code's line moved down by one", async () => {
    const { code, map } = builtFile('component---src-templates-doc-tsx');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('<p>'));
    expect(line).toBe(1);
    const column = (lines[line] ?? '').indexOf('"<p>"');
    const consumer = await new SourceMapConsumer(map);
    const original = consumer.originalPositionFor({ line: line + 1, column });
    consumer.destroy();
    expect(original.source).toMatch(/doc\.js$/);
    expect(original.line).toBe(2);
  });
});

describe('isStartupChunkGroup', () => {
  it("is Gatsby's app entry and the page templates' groups", () => {
    expect(isStartupChunkGroup('app')).toBe(true);
    expect(isStartupChunkGroup('component---src-pages-index-tsx')).toBe(true);
    expect(isStartupChunkGroup('search-engine')).toBe(false);
    expect(isStartupChunkGroup('playground-react')).toBe(false);
  });
});
