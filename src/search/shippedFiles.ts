/**
 * The search's files as the build writes them under public/search/ (see shippedIndex.ts), for Node: the build
 * writes them, and `search:upload` and the bench read them back. Beside them, the pages' keywords in full
 * (pageKeywordsFile), which the browser never fetches: its index holds only their terms.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompactIndex } from './records';
import {
  bucketItems,
  PART_KINDS,
  partFile,
  type IndexParts,
  type PartKind,
  type ShippedIndex,
} from './shippedIndex';

/** A bucket file of the locale's parts, of any build (see partFile). */
function isPartFileOf(language: string, name: string): boolean {
  const [locale, kind, id, bucket, extension, ...rest] = name.split('.');
  return (
    rest.length === 0 &&
    locale === language &&
    PART_KINDS.includes(kind as PartKind) &&
    /^[0-9a-f]{8}$/.test(id ?? '') &&
    /^\d+$/.test(bucket ?? '') &&
    extension === 'json'
  );
}

/**
 * Writes a locale's index and the buckets of its parts into `directory`, removing the locale's buckets of earlier
 * builds (an incremental build keeps public/); returns the files' contents by name.
 */
export async function writeShippedIndex(
  directory: string,
  shipped: { index: ShippedIndex; parts: IndexParts },
): Promise<Map<string, string>> {
  const { index, parts } = shipped;
  const files = new Map<string, string>([[`${index.language}.json`, JSON.stringify(index)]]);
  for (const kind of PART_KINDS) {
    const starts = index.parts[kind];
    starts.forEach((_, bucket) => {
      const items: unknown[] = bucketItems<unknown>(parts[kind], starts, bucket);
      files.set(partFile(index.language, kind, index.parts.id, bucket), JSON.stringify(items));
    });
  }
  await Promise.all([...files].map(([name, content]) => writeFile(path.join(directory, name), content)));
  const stale = (await readdir(directory)).filter(
    (name) => isPartFileOf(index.language, name) && !files.has(name),
  );
  await Promise.all(stale.map((name) => rm(path.join(directory, name), { force: true })));
  return files;
}

/** A locale's index and all its parts as the build wrote them into `directory`, with each file's raw bytes. */
export function readShippedIndex(
  directory: string,
  language: string,
): {
  index: ShippedIndex;
  parts: IndexParts;
  indexFile: Buffer;
  partFiles: Record<PartKind, Buffer[]>;
} {
  const read = (name: string) => {
    const file = path.join(directory, name);
    if (!existsSync(file)) throw new Error(`${file} is missing; run \`npm run build\` first`);
    return readFileSync(file);
  };
  const indexFile = read(`${language}.json`);
  const index = JSON.parse(indexFile.toString('utf8')) as ShippedIndex;
  const filesOf = (kind: PartKind) =>
    index.parts[kind].map((_, bucket) => read(partFile(language, kind, index.parts.id, bucket)));
  const partFiles = { postings: filesOf('postings'), texts: filesOf('texts'), headings: filesOf('headings') };
  const itemsOf = <T>(kind: PartKind) =>
    partFiles[kind].flatMap((file) => JSON.parse(file.toString('utf8')) as T[]);
  return {
    index,
    parts: {
      postings: itemsOf<number[]>('postings'),
      texts: itemsOf<string>('texts'),
      headings: itemsOf<[string, string]>('headings'),
    },
    indexFile,
    partFiles,
  };
}

/** The file beside a locale's index that holds its pages' keywords in full, for a hosted index (`search:upload`). */
export function pageKeywordsFile(language: string): string {
  return `${language}.keywords.json`;
}

/** Writes the keywords of the index's pages that have some, by site path, into `directory`. */
export async function writePageKeywords(directory: string, index: CompactIndex): Promise<void> {
  const byPath: Record<string, string[]> = {};
  index.pages.forEach(([sitePath], page) => {
    const keywords = index.keywords[page] ?? [];
    if (keywords.length > 0) byPath[sitePath] = keywords;
  });
  await writeFile(path.join(directory, pageKeywordsFile(index.language)), JSON.stringify(byPath));
}

/** The keywords writePageKeywords wrote for `language` into `directory`, by site path. */
export function readPageKeywords(directory: string, language: string): Map<string, string[]> {
  const file = path.join(directory, pageKeywordsFile(language));
  if (!existsSync(file)) throw new Error(`${file} is missing; run \`npm run build\` first`);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const entries =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : null;
  if (
    !entries ||
    !entries.every(
      ([, keywords]) => Array.isArray(keywords) && keywords.every((keyword) => typeof keyword === 'string'),
    )
  ) {
    throw new Error(`${file} is not an object of keyword lists by page path; run \`npm run build\` again`);
  }
  return new Map(entries as [string, string[]][]);
}
