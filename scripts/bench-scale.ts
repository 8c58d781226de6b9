/**
 * `npm run bench:scale`: builds a temporary copy of the site as it is, then again with ten times its docs
 * (synthetic pages from scripts/synthetic-docs.ts, in both locales), and prints build time and memory, pages,
 * first-load JavaScript of a doc page and the first search download for both. The working tree is not touched;
 * the copy is removed afterwards (`--keep` keeps it). The packages must be built (`npm run build:packages`).
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import { firstSearchDownload } from './bench-search-download';
import { firstLoadJs } from './first-load-js';
import { filesUnder } from './list-files';
import { measureGatsbyBuild } from './measure-command';
import { createSiteServer } from './serve';
import { copySite, repositoryRoot, runGatsby } from './site-copy';
import { corpusOf, syntheticPages } from './synthetic-docs';

const SCALE = 10;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Figures {
  docs: number;
  pages: number;
  seconds: number;
  peakBytes: number;
  docJs: number;
  searchDownload: number;
  indexBytes: number;
}

async function buildAndMeasure(site: string): Promise<Figures> {
  runGatsby(site, 'clean');
  const measured = await measureGatsbyBuild(
    path.join(repositoryRoot, 'node_modules', '.bin', 'gatsby'),
    site,
  );
  if (measured.heapRetry)
    console.info(`  (the ${site} build exhausted the heap cap and ran again without it)`);
  if (measured.status !== 0) {
    console.error(measured.output.slice(-6000));
    throw new Error(`gatsby build failed in ${site}; see the output above`);
  }
  const publicDir = path.join(site, 'public');
  const server = createSiteServer(publicDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const download = await firstSearchDownload(browser, baseURL, '/docs/', 'knob');
    return {
      docs: filesUnder(path.join(site, 'content', 'docs'), (name) => name.endsWith('.mdx')).length,
      pages: filesUnder(publicDir, (name) => name === 'index.html').length,
      seconds: measured.seconds,
      peakBytes: measured.peakBytes,
      docJs: firstLoadJs(publicDir, '/docs/')?.bytes ?? 0,
      searchDownload: download.bytes,
      indexBytes: gzipSync(readFileSync(path.join(publicDir, 'search', 'en.json')), { level: 9 }).length,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Adds (SCALE − 1) × as many synthetic pages per locale as the site has, of the same average size. */
async function growContent(site: string): Promise<number> {
  const docs = path.join(site, 'content', 'docs');
  const read = (locale: string) =>
    filesUnder(path.join(docs, locale), (name) => name.endsWith('.mdx')).map((file) =>
      readFileSync(file, 'utf8'),
    );
  const english = read('en');
  const corpus = corpusOf({ en: english, ja: read('ja') });
  const characters = Math.round(
    english.reduce((total, source) => total + source.length, 0) / Math.max(1, english.length),
  );
  const count = english.length * (SCALE - 1);
  const pages = syntheticPages(corpus, { count, characters });
  for (const locale of ['en', 'ja'] as const) {
    for (const page of pages[locale]) {
      const file = path.join(docs, locale, page.file);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page.source);
    }
  }
  return count;
}

function printRow(label: string, base: string, scaled: string, note = '') {
  console.info(`  ${label.padEnd(34)} ${base.padStart(12)} ${scaled.padStart(12)}  ${note}`);
}

async function main() {
  const site = await copySite('vibrato-scale-');
  try {
    console.info(`Scale benchmark in ${site}`);
    const base = await buildAndMeasure(site);
    const added = await growContent(site);
    console.info(`Added ${added} synthetic pages per locale`);
    const scaled = await buildAndMeasure(site);
    console.info(`${''.padEnd(36)} ${'1×'.padStart(12)} ${`${SCALE}×`.padStart(12)}`);
    printRow('MDX docs (both locales)', String(base.docs), String(scaled.docs));
    printRow(
      'HTML pages',
      String(base.pages),
      String(scaled.pages),
      `× ${(scaled.pages / base.pages).toFixed(2)}`,
    );
    printRow(
      'cold build',
      `${base.seconds.toFixed(1)} s`,
      `${scaled.seconds.toFixed(1)} s`,
      `× ${(scaled.seconds / base.seconds).toFixed(2)} (linear would be × ${(scaled.pages / base.pages).toFixed(2)} or less)`,
    );
    printRow(
      'build time per page',
      `${((base.seconds / base.pages) * 1000).toFixed(0)} ms`,
      `${((scaled.seconds / scaled.pages) * 1000).toFixed(0)} ms`,
    );
    printRow(
      'peak memory',
      `${(base.peakBytes / 1048576).toFixed(0)} MB`,
      `${(scaled.peakBytes / 1048576).toFixed(0)} MB`,
    );
    printRow('first-load JS, /docs/', kb(base.docJs), kb(scaled.docJs), 'target: no growth');
    printRow('search index, en', kb(base.indexBytes), kb(scaled.indexBytes));
    printRow(
      'first search download, en',
      kb(base.searchDownload),
      kb(scaled.searchDownload),
      'target < 150 KB',
    );
  } finally {
    if (process.argv.includes('--keep')) console.info(`Kept ${site}`);
    else await rm(site, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
