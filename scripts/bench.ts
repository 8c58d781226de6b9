/**
 * Prints the site's performance figures beside their targets; never passes or fails. `npm run bench` first times
 * a cold build (`gatsby clean` + `gatsby build`, with peak memory) and two warm rebuilds after a content change;
 * `npm run bench -- --no-build` measures `public/` as it is. The packages must be built (`npm run build:packages`).
 * The search latency is measured in Chromium against the built site, served on a free port, with Japanese drawn in
 * a Japanese font as a reader's system has one (japanese-font.ts; `--no-japanese-font` for the machine as it is).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumLaunchOptions } from '../playwright.config';
import { searchFigures } from '../src/search/benchFigures';
import { firstSearchDownload, searchFromShortcut } from './bench-search-download';
import { LIGHTHOUSE_PAGES } from './lighthouse-figures';
import { paintTiming } from './paint-timing';
import { FIRST_LOAD_BUDGET, firstLoadJs, PAGE_TYPES } from './first-load-js';
import { filesUnder } from './list-files';
import { gatsbyEnv } from './gatsby-env';
import { JAPANESE_FONT_CACHE, japaneseFont, type JapaneseFont } from './japanese-font';
import { measureGatsbyBuild } from './measure-command';
import { createSiteServer } from './serve';

const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function row(label: string, value: string) {
  console.info(`  ${label.padEnd(44)} ${value}`);
}

const mb = (bytes: number) => (bytes ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : 'n/a');

async function timedBuild(label: string, target: string) {
  const measured = await measureGatsbyBuild(path.join(root, 'node_modules', '.bin', 'gatsby'), root);
  if (measured.status !== 0) {
    console.error(measured.output.slice(-6000));
    throw new Error(`gatsby build failed (${label}); see the output above`);
  }
  row(
    label,
    `${measured.seconds.toFixed(1)} s, peak ${mb(measured.peakBytes)} all processes, ${mb(measured.peakLargestBytes)} largest (target ${target})${measured.heapRetry ? ', heap cap exhausted, built again without it' : ''}`,
  );
  return measured;
}

/**
 * The cold build (after `gatsby clean`), then a warm rebuild after one content change: a paragraph added to the
 * introduction, then the file put back (a second content change, also timed), so the tree ends as it began.
 */
async function buildFigures() {
  spawnSync(path.join(root, 'node_modules', '.bin', 'gatsby'), ['clean'], {
    cwd: root,
    env: gatsbyEnv(process.env, { siteDir: root }),
  });
  console.info('Build (both locales; peak resident memory of the process tree, and of its largest process)');
  await timedBuild('cold build', '≤ 90 s, ≤ 1536 MB');
  // Read now: the warm rebuilds below find TypeDoc's result cached.
  typedocFigure();
  const page = path.join(root, 'content', 'docs', 'en', 'index.mdx');
  const original = readFileSync(page, 'utf8');
  try {
    writeFileSync(page, `${original}\nA paragraph the benchmark adds for its warm rebuild.\n`);
    await timedBuild('warm rebuild, one paragraph added', '≤ 30 s');
  } finally {
    writeFileSync(page, original);
  }
  await timedBuild('warm rebuild, paragraph removed', '≤ 30 s');
}

function siteFigures() {
  const files = filesUnder(publicDir);
  const pages = files.filter((file) => file.endsWith('index.html') && !/\/404\//.test(file));
  const japanese = pages.filter((file) => file.startsWith(path.join(publicDir, 'ja') + path.sep)).length;
  console.info('Output');
  row('pages (en)', String(pages.length - japanese));
  row('pages (ja)', String(japanese));
  row('public/ size', kb(files.reduce((total, file) => total + statSync(file).size, 0)));
  console.info('First-load JavaScript (gzip; target ≤ 100 KB per page type), and the page data beside it');
  for (const [label, sitePath] of PAGE_TYPES) {
    for (const [suffix, prefix] of [
      ['', ''],
      [' (ja)', '/ja'],
    ]) {
      const measured = firstLoadJs(publicDir, `${prefix}${sitePath}`);
      const dataFile = path.join(
        publicDir,
        'page-data',
        `${prefix}${sitePath}`.replace(/^\/$/, '/index'),
        'page-data.json',
      );
      const data = existsSync(dataFile) ? gzipSync(readFileSync(dataFile), { level: 9 }).length : 0;
      row(
        `${label}${suffix}`,
        measured === null
          ? 'not built'
          : `${kb(measured.bytes)}${measured.bytes > FIRST_LOAD_BUDGET ? '  over the target' : ''}` +
              `  (page data ${kb(data)})`,
      );
    }
  }
}

async function packageFigures() {
  console.info('Library packages (minified + gzip, dependencies external)');
  for (const name of ['functions', 'react', 'web-components']) {
    const manifest = path.join(root, 'packages', name, 'package.json');
    const entry = path.join(root, 'packages', name, 'dist', 'index.js');
    if (!existsSync(manifest) || !existsSync(entry)) {
      row(`@vibrato-ui/${name}`, 'not built');
      continue;
    }
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      external: ['react', 'react-dom', 'react/jsx-runtime', '@vibrato-ui/*'],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    row(`@vibrato-ui/${name}`, `${kb(code.length)} min, ${kb(gzipSync(code, { level: 9 }).length)} gzip`);
  }
}

/** TypeDoc's share of the build, as the API reference plugin recorded it in `.cache/typedoc-timing.json`. */
function typedocFigure() {
  const file = path.join(root, '.cache', 'typedoc-timing.json');
  console.info('API reference');
  if (!existsSync(file)) return row('TypeDoc time', 'no timing; build first');
  const timing = JSON.parse(readFileSync(file, 'utf8')) as {
    milliseconds: number;
    cached: boolean;
    symbols: number;
  };
  const time = timing.cached ? 'cached (sources unchanged)' : `${(timing.milliseconds / 1000).toFixed(1)} s`;
  row('TypeDoc time', `${time}, ${timing.symbols} symbols`);
}

/** Queries for the in-browser latency: a name, a word and a prefix per locale. */
const LATENCY_QUERIES: Record<string, { page: string; queries: string[] }> = {
  en: { page: '/docs/', queries: ['knob', 'dbToGain', 'frequ'] },
  ja: { page: '/ja/docs/', queries: ['ノブ', 'ピアノ', 'インストール'] },
};
const LATENCY_RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** How long after the search button is ready the reader presses Ctrl+K: at once, and once the page has settled. */
const LATENCY_WAITS = [
  { wait: 0, label: 'at once', typedAhead: false },
  { wait: 0, label: 'at once, query typed before the modal shows', typedAhead: true },
  { wait: 2000, label: '2 s after load', typedAhead: false },
];

/**
 * Serves public/ as `npm run serve` does and runs `measure` with a Chromium on it, Japanese drawn in `font`; prints
 * a row instead when Chromium cannot start.
 */
async function withSiteInChromium(
  font: JapaneseFont,
  measure: (browser: Browser, baseURL: string) => Promise<void>,
) {
  const server = createSiteServer(publicDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const launch = { ...chromiumLaunchOptions, env: { ...process.env, ...font.env } };
  const browser = await chromium.launch(launch).catch((error: Error) => {
    row('Chromium', `not available (${error.message.split('\n')[0] ?? ''})`);
    return null;
  });
  try {
    if (browser) await measure(browser, baseURL);
  } finally {
    await browser?.close();
    server.close();
  }
}

/**
 * The moments of one search, in ms after the Ctrl+K keydown: a query box shown (the first, see PendingSearch.tsx),
 * typed query handled, first hit.
 */
interface SearchMoments {
  opened: number;
  typed: number;
  hit: number;
}

/** One search on a cold page: a fresh browser context, Ctrl+K `wait` ms after the search button is ready. */
async function searchOnce(
  browser: Browser,
  baseURL: string,
  sitePath: string,
  wait: number,
  query: string,
  typedAhead = false,
): Promise<SearchMoments> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(sitePath);
    await page.locator('button.navbar-search[data-ready]').waitFor({ state: 'attached' });
    await page.waitForTimeout(wait);
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { benchMarks: Record<string, number> }).benchMarks = marks;
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.ctrlKey && event.key.toLowerCase() === 'k') marks.keydown ??= performance.now();
        },
        true,
      );
      // When the typed query reaches the box's input handler (late while the main thread is busy indexing).
      window.addEventListener('input', () => (marks.typed ??= performance.now()), true);
      // Inline callbacks only: tsx would wrap a named function in a helper the page does not have.
      new MutationObserver(() => {
        // The first box the reader can type into: the one shown while the modal loads, else the modal's.
        if (document.querySelector('[role="dialog"] input[type="search"], .DocSearch-Input')) {
          marks.input ??= performance.now();
        }
        if (document.querySelector('.DocSearch-Hit')) marks.hit ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await searchFromShortcut(page, query, typedAhead);
    const marks = await page.evaluate(
      () => (window as unknown as { benchMarks: Record<string, number> }).benchMarks,
    );
    const start = marks.keydown ?? 0;
    return {
      opened: (marks.input ?? start) - start,
      typed: (marks.typed ?? start) - start,
      hit: (marks.hit ?? start) - start,
    };
  } finally {
    await context.close();
  }
}

/**
 * Ctrl+K on a cold page (fresh browser context, nothing of search loaded) to the first hit on screen, timed inside
 * the page with performance.now(): the keydown, the first query box, and the first `.DocSearch-Hit`. The query is
 * typed when the modal's box shows, or (typed ahead) when the box standing in for it while it loads does. Pressed at
 * once, Ctrl+K comes right after the page's start: React has hydrated its deferred parts by then (sidebar, article
 * and table of contents, checked on both pages), yet the same path 2 s later is some 50 ms shorter, so the at-once
 * figure holds what the browser still does for the page's start. Each
 * locale's queries run once untimed first: the local server compresses a file the first time it is asked for and
 * the browser starts its processes on its first page, costs of this bench's set-up, not of a cold page.
 */
async function searchLatency(font: JapaneseFont) {
  console.info(
    `Search in Chromium (Ctrl+K on a cold page → first hit; median of ${LATENCY_RUNS} runs per query)`,
  );
  await withSiteInChromium(font, async (browser, baseURL) => {
    for (const [locale, { page: sitePath, queries }] of Object.entries(LATENCY_QUERIES)) {
      for (const query of queries) await searchOnce(browser, baseURL, sitePath, 0, query);
      for (const { wait, label, typedAhead } of LATENCY_WAITS) {
        const opened: number[] = [];
        const typed: number[] = [];
        const firstHit: number[] = [];
        for (const query of queries) {
          const perQuery: number[] = [];
          for (let run = 0; run < LATENCY_RUNS; run += 1) {
            const moments = await searchOnce(browser, baseURL, sitePath, wait, query, typedAhead);
            opened.push(moments.opened);
            typed.push(moments.typed);
            perQuery.push(moments.hit);
          }
          row(`${locale}, ${label}: '${query}'`, `${median(perQuery).toFixed(0)} ms`);
          firstHit.push(...perQuery);
        }
        row(`${locale}, ${label}: Ctrl+K → query box shown`, `${median(opened).toFixed(0)} ms`);
        row(`${locale}, ${label}: Ctrl+K → typed query handled`, `${median(typed).toFixed(0)} ms`);
        row(
          `${locale}, ${label}: Ctrl+K → first hit (all queries)`,
          `${median(firstHit).toFixed(0)} ms (target ≤ 150 ms)`,
        );
        if (wait > 0 || typedAhead) continue;
        const download = await firstSearchDownload(browser, baseURL, sitePath, queries[0] ?? 'a');
        row(
          `${locale}: first search download`,
          `${kb(download.bytes)} gzip in ${download.files.length} files`,
        );
      }
    }
  });
}

const PAINT_RUNS = 5;

/** Real paint timings of the Lighthouse pages (see paint-timing.ts), median of PAINT_RUNS loads each. */
async function paintFigures(font: JapaneseFont) {
  console.info(
    `Paint in Chromium (phone viewport, CPU slowed 4×, local server; median of ${PAINT_RUNS} loads)`,
  );
  await withSiteInChromium(font, async (browser, baseURL) => {
    for (const [label, sitePath] of LIGHTHOUSE_PAGES) {
      const loads = [];
      for (let run = 0; run < PAINT_RUNS; run += 1)
        loads.push(await paintTiming(browser, `${baseURL}${sitePath}`));
      const lcps = loads.map((load) => load.lcp);
      row(
        label,
        `FCP ${median(loads.map((load) => load.fcp)).toFixed(0)} ms, LCP ${median(lcps).toFixed(0)} ms ` +
          `(${Math.min(...lcps).toFixed(0)}–${Math.max(...lcps).toFixed(0)}), LCP element ${loads[0]?.element ?? 'none'}`,
      );
    }
  });
}

async function main() {
  if (process.argv.includes('--no-build')) typedocFigure();
  else await buildFigures();
  if (!existsSync(publicDir)) throw new Error('No public/ folder; run `npm run build` or drop --no-build');
  siteFigures();
  const font = japaneseFont(process.argv, JAPANESE_FONT_CACHE);
  console.info(`Japanese text in Chromium: ${font.description}`);
  console.info('Local search (Node)');
  searchFigures(publicDir, row);
  await searchLatency(font);
  await paintFigures(font);
  await packageFigures();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
