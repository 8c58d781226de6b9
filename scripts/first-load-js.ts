/**
 * The JavaScript a page needs before it is interactive, as built: the `app` chunk group (webpack runtime,
 * framework, app) plus the page component's chunk group (shared commons, shared chunks and the component),
 * which Gatsby's loader fetches at start-up, as listed in webpack.stats.json for the component the page's
 * page-data.json names. Each file counted once, gzip level 9. Chunks a page imports later (demos, editors,
 * search) are not first-load and are not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 9's target: at most this much first-load JavaScript (gzip) on every page type, in both locales. */
export const FIRST_LOAD_BUDGET = 100 * 1024;

/** One page of each type, by its English path (the Japanese one is `/ja` before it). */
export const PAGE_TYPES: readonly (readonly [label: string, sitePath: string])[] = [
  ['home', '/'],
  ['doc page (introduction)', '/docs/'],
  ['doc page (component guide)', '/docs/components/knob/'],
  ['doc page (largest guide)', '/docs/components/slider/'],
  ['API page', '/docs/api/react/variables/Knob/'],
  ['web-components API page', '/docs/api/web-components/vibrato-knob/'],
  ['search page', '/search/'],
  ['templates page', '/templates/'],
];

export interface FirstLoad {
  bytes: number;
  files: string[];
}

interface WebpackStats {
  assetsByChunkName: Record<string, string[]>;
}

/** null when the page or the build's stats are missing. */
export function firstLoadJs(publicDir: string, sitePath: string): FirstLoad | null {
  const pageData = path.join(publicDir, 'page-data', sitePath === '/' ? 'index' : sitePath, 'page-data.json');
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  if (!existsSync(pageData) || !existsSync(statsFile)) return null;
  const { componentChunkName } = JSON.parse(readFileSync(pageData, 'utf8')) as {
    componentChunkName?: string;
  };
  const { assetsByChunkName } = JSON.parse(readFileSync(statsFile, 'utf8')) as WebpackStats;
  const files = [
    ...new Set([...(assetsByChunkName.app ?? []), ...(assetsByChunkName[componentChunkName ?? ''] ?? [])]),
  ].filter((file) => file.endsWith('.js'));
  const bytes = files.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files };
}
