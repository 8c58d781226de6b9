/**
 * The JavaScript a page needs before it is interactive, as built: the `<script src>` files of its HTML (webpack
 * runtime, framework, app) plus the files of its page component chunk, which Gatsby's loader fetches at start-up
 * (named by the page's page-data.json, listed in chunk-map.json). Each file counted once, gzip level 9.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  bytes: number;
  files: string[];
}

/** null when the page was not built. */
export function firstLoadJs(publicDir: string, sitePath: string): FirstLoad | null {
  const htmlFile = path.join(publicDir, sitePath, 'index.html');
  if (!existsSync(htmlFile)) return null;
  const html = readFileSync(htmlFile, 'utf8');
  const files = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1] ?? ''));
  const pageData = path.join(publicDir, 'page-data', sitePath === '/' ? 'index' : sitePath, 'page-data.json');
  const chunkMap = path.join(publicDir, 'chunk-map.json');
  if (existsSync(pageData) && existsSync(chunkMap)) {
    const { componentChunkName } = JSON.parse(readFileSync(pageData, 'utf8')) as {
      componentChunkName?: string;
    };
    const map = JSON.parse(readFileSync(chunkMap, 'utf8')) as Record<string, string[]>;
    for (const file of map[componentChunkName ?? ''] ?? []) if (file.endsWith('.js')) files.add(file);
  }
  const list = [...files].filter(Boolean);
  const bytes = list.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length,
    0,
  );
  return { bytes, files: list };
}
