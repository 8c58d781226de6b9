/**
 * Pushes the search records of the last build (public/search/<locale>.json, the same records the local engine
 * searches) to a hosted Algolia index, for teams that want hosted search.
 *
 *   GATSBY_ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… GATSBY_ALGOLIA_INDEX_NAME=… npm run search:upload
 *   npm run search:upload -- --dry-run   # counts the records, sends nothing
 */
import path from 'node:path';
import { algoliasearch, type IndexSettings } from 'algoliasearch';
import siteConfig from '../site.config';
import { LOCALES } from '../src/i18n/paths';
import { expandIndex, isPageTop } from '../src/search/records';
import { readPageKeywords, readShippedIndex } from '../src/search/shippedFiles';
import { compactIndexOf } from '../src/search/shippedIndex';
import type { SearchRecord } from '../src/search/types';

/** Index settings DocSearch's front end expects: searchable hierarchy, locale and version facets, snippets. */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    // A page's keywords name what it is about, as its title does (the local engine weighs them just below it).
    'unordered(keywords)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['filterOnly(language)', 'filterOnly(version)', 'type'],
  attributesToSnippet: ['content:20'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  ignorePlurals: true,
  queryLanguages: ['en', 'ja'],
  indexLanguages: ['en', 'ja'],
};

/**
 * Every locale's records from a built public/ folder, with absolute URLs on the site's origin; a page's top record
 * carries the page's keywords, which the local engine searches beside its title.
 */
export function recordsFromBuild(publicDir: string, siteUrl = siteConfig.url): SearchRecord[] {
  const origin = `${siteUrl.replace(/\/$/, '')}${siteConfig.basePath.replace(/\/$/, '')}`;
  return LOCALES.flatMap((locale) => {
    const directory = path.join(publicDir, 'search');
    const { index, parts } = readShippedIndex(directory, locale);
    const keywords = readPageKeywords(directory, locale);
    const compact = compactIndexOf(index, parts);
    // A heading's record has the heading's number (expandIndex lists the headings first).
    const tops = new Map(
      compact.headings.flatMap(([page], heading) =>
        isPageTop(compact.headings, heading)
          ? [[heading, keywords.get(compact.pages[page]?.[0] ?? '') ?? []] as const]
          : [],
      ),
    );
    return expandIndex(compact, origin).map((record, id) => {
      const pageKeywords = tops.get(id);
      return pageKeywords && pageKeywords.length > 0 ? { ...record, keywords: pageKeywords } : record;
    });
  });
}

async function main() {
  const records = recordsFromBuild(path.resolve(__dirname, '..', 'public'));
  console.info(`search:upload: ${records.length} records (${LOCALES.join(', ')})`);
  if (process.argv.includes('--dry-run')) return;
  const appId = process.env.GATSBY_ALGOLIA_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_API_KEY;
  const indexName = process.env.GATSBY_ALGOLIA_INDEX_NAME;
  if (!appId || !adminKey || !indexName) {
    throw new Error(
      'search:upload needs GATSBY_ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (a key allowed to write, never the public search key) and GATSBY_ALGOLIA_INDEX_NAME',
    );
  }
  const client = algoliasearch(appId, adminKey);
  await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  console.info(`search:upload: index '${indexName}' now holds the ${records.length} records`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
