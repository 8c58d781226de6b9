import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompactIndex,
  extractPage,
  type ExtractedPage,
} from '../plugins/gatsby-plugin-local-search/extract';
import { shipEngineIndex } from '../src/search/engine';
import {
  pageKeywordsFile,
  readPageKeywords,
  writePageKeywords,
  writeShippedIndex,
} from '../src/search/shippedFiles';
import { INDEX_SETTINGS, recordsFromBuild } from './search-upload';

/** A built page: an h1, a paragraph and a section. */
function html(lang: string, title: string, section: string): string {
  return `<!doctype html><html lang="${lang}"><head><title>${title} | Vibrato UI</title></head><body>
<main id="main-content"><article><h1>${title}</h1><p>${title} intro.</p>
<h2 id="props">${section}</h2><p>${section} text.</p></article></main></body></html>`;
}

function page(lang: string, sitePath: string, title: string, keywords: string[]): ExtractedPage {
  const extracted = extractPage(html(lang, title, 'Props'), sitePath, 'Vibrato UI', keywords);
  if (!extracted) throw new Error(`no page extracted from ${sitePath}`);
  return extracted;
}

let publicDir = '';

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'search-upload-'));
  const searchDir = path.join(publicDir, 'search');
  await mkdir(searchDir);
  const sites = {
    en: [
      page('en', '/docs/components/knob/', 'Knob', ['rotary', 'potentiometer']),
      page('en', '/docs/components/slider/', 'Slider', []),
    ],
    ja: [page('ja', '/ja/docs/components/knob/', 'ノブ', ['つまみ'])],
  };
  for (const [locale, pages] of Object.entries(sites)) {
    const compact = buildCompactIndex(locale, ['current'], pages);
    await writeShippedIndex(searchDir, shipEngineIndex(compact));
    await writePageKeywords(searchDir, compact);
  }
});

describe('recordsFromBuild', () => {
  it("puts each page's keywords on its top record only, in both locales", () => {
    const records = recordsFromBuild(publicDir, 'https://docs.example.org');
    const keyworded = records.filter((record) => record.keywords !== undefined);
    expect(keyworded.map((record) => [record.url, record.type, record.keywords])).toEqual([
      ['https://docs.example.org/docs/components/knob/', 'lvl1', ['rotary', 'potentiometer']],
      ['https://docs.example.org/ja/docs/components/knob/', 'lvl1', ['つまみ']],
    ]);
    // The rest of each page is sent as before: its section and texts, without keywords.
    expect(
      records.filter((record) => record.url_without_anchor.endsWith('/docs/components/knob/')).length,
    ).toBeGreaterThan(2);
    expect(records.some((record) => record.url.endsWith('/docs/components/slider/'))).toBe(true);
  });

  it('searches the keywords right after the page title', () => {
    const attributes = INDEX_SETTINGS.searchableAttributes ?? [];
    expect(attributes.indexOf('unordered(keywords)')).toBe(
      attributes.indexOf('unordered(hierarchy.lvl1)') + 1,
    );
    expect(INDEX_SETTINGS.attributesToRetrieve).not.toContain('keywords');
  });
});

describe('readPageKeywords', () => {
  it('names the file and the fix when the keywords file is missing or malformed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'search-keywords-'));
    expect(() => readPageKeywords(dir, 'en')).toThrow(
      /en\.keywords\.json is missing; run `npm run build` first/,
    );
    await writeFile(path.join(dir, pageKeywordsFile('en')), JSON.stringify({ '/docs/': 'knob' }));
    expect(() => readPageKeywords(dir, 'en')).toThrow(
      /en\.keywords\.json is not an object of keyword lists by page path; run `npm run build` again/,
    );
  });
});
