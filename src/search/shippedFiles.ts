/**
 * The search's files as the build writes them under public/search/ (see shippedIndex.ts), for Node: the build
 * writes them, and `search:upload` and the bench read them back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { textBucketFile, type ShippedIndex } from './shippedIndex';

/** Writes a locale's index and its text buckets into `directory`; returns the files' contents by name. */
export async function writeShippedIndex(
  directory: string,
  shipped: { index: ShippedIndex; texts: string[] },
): Promise<Map<string, string>> {
  const { index, texts } = shipped;
  const files = new Map<string, string>([[`${index.language}.json`, JSON.stringify(index)]]);
  const { id, starts } = index.textBuckets;
  starts.forEach((start, bucket) => {
    const end = starts[bucket + 1] ?? texts.length;
    files.set(textBucketFile(index.language, id, bucket), JSON.stringify(texts.slice(start, end)));
  });
  await Promise.all([...files].map(([name, content]) => writeFile(path.join(directory, name), content)));
  return files;
}

/** A locale's index and all its texts as the build wrote them into `directory`, with each file's raw bytes. */
export function readShippedIndex(
  directory: string,
  language: string,
): { index: ShippedIndex; texts: string[]; indexFile: Buffer; textFiles: Buffer[] } {
  const read = (name: string) => {
    const file = path.join(directory, name);
    if (!existsSync(file)) throw new Error(`${file} is missing; run \`npm run build\` first`);
    return readFileSync(file);
  };
  const indexFile = read(`${language}.json`);
  const index = JSON.parse(indexFile.toString('utf8')) as ShippedIndex;
  const { id, starts } = index.textBuckets;
  const textFiles = starts.map((_, bucket) => read(textBucketFile(language, id, bucket)));
  const texts = textFiles.flatMap((file) => JSON.parse(file.toString('utf8')) as string[]);
  return { index, texts, indexFile, textFiles };
}
