/** Node-only figures of the local search for `npm run bench`: index sizes, record counts and query times. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LocalSearchEngine } from './engine';
import { readShippedIndex } from './shippedFiles';
import type { PartKind } from './shippedIndex';

/** A fixed list of queries readers type: names, words, prefixes, a typo, and Japanese in both kana. */
export const BENCH_QUERIES: Record<string, string[]> = {
  en: [
    'knob',
    'slider',
    'xy pad',
    'dbToGain',
    'useMIDI',
    'note',
    'frequ',
    'keybord',
    'styling',
    'install react',
  ],
  ja: [
    'ノブ',
    'すらいだー',
    'ピアノ',
    'インストール',
    'スタイル',
    'dbToGain',
    'MIDI',
    '値',
    'キーボード',
    'テンプレート',
  ],
};

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** Prints one row per figure through `row`; each query runs `rounds` times after one warm-up. */
export function searchFigures(
  publicDir: string,
  row: (label: string, value: string) => void,
  rounds = 20,
): void {
  for (const [language, queries] of Object.entries(BENCH_QUERIES)) {
    if (!existsSync(path.join(publicDir, 'search', `${language}.json`))) {
      row(`search index (${language})`, 'not built yet');
      continue;
    }
    const {
      index: shipped,
      parts,
      indexFile: raw,
      partFiles,
    } = readShippedIndex(path.join(publicDir, 'search'), language);
    const kb = (bytes: Buffer, gzip = false) =>
      `${((gzip ? gzipSync(bytes, { level: 9 }) : bytes).length / 1024).toFixed(1)} KB`;
    const started = performance.now();
    const engine = LocalSearchEngine.fromShipped(shipped, parts);
    const loaded = performance.now() - started;
    row(
      `search index (${language})`,
      `${kb(raw)} raw, ${kb(raw, true)} gzip, ${shipped.terms.length} terms, ${engine.recordCount} records (target ≤ 60 KB gzip)`,
    );
    const fetchedWhen = (kind: PartKind, buckets: number) =>
      kind === 'postings'
        ? 'fetched for the terms a query matches'
        : kind === 'headings' && buckets === 1
          ? 'one file, fetched with the engine before the first query'
          : 'fetched as hits need them';
    for (const kind of ['postings', 'texts', 'headings'] as const) {
      const files = partFiles[kind];
      const gzipped = files.map((file) => gzipSync(file, { level: 9 }).length).sort((a, b) => a - b);
      const total = gzipped.reduce((sum, bytes) => sum + bytes, 0);
      row(
        `search ${kind} (${language})`,
        `${kb(Buffer.concat(files))} raw, ${(total / 1024).toFixed(1)} KB gzip in ${files.length} bucket${files.length === 1 ? '' : 's'} ` +
          `(median ${((gzipped[Math.floor(gzipped.length / 2)] ?? 0) / 1024).toFixed(1)} KB gzip, ` +
          `${fetchedWhen(kind, files.length)})`,
      );
    }
    row(`search engine load (${language}, Node, first run)`, `${loaded.toFixed(0)} ms`);
    const params = {
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:20'],
    };
    for (const query of queries) engine.search({ query, ...params });
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        engine.search({ query, ...params });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    row(
      `search query time (${language}, ${queries.length} queries)`,
      `median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms (target p95 ≤ 5 ms)`,
    );
  }
}
