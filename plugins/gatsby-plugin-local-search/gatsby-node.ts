import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../site.config';
import { latestVersionName } from '../../src/theme/Navbar/versions';
import { LOCALES, localeFromPath } from '../../src/i18n/paths';
import { shipEngineIndex } from '../../src/search/engine';
import { writePageKeywords, writeShippedIndex } from '../../src/search/shippedFiles';
import type { RuntimeSearchConfig } from '../../src/search/types';
import { buildCompactIndex, extractPage, isSearchablePath, type ExtractedPage } from './extract';
import { MODAL_STYLESHEET, modalStylesheet } from './stylesheet';

/** Index size the bench watches (the parts not included); the build only warns above it. */
const GZIP_BUDGET = 60 * 1024;

async function builtPages(directory: string, root: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return builtPages(full, root);
      return entry.name === 'index.html' ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The index name the modal keys its recent and favourite searches by (the hosted index name, else local). */
function runtimeSearchConfig(): RuntimeSearchConfig {
  const docsVersion = latestVersionName(siteConfig.docs.versions);
  const search = siteConfig.search;
  return search.provider === 'algolia'
    ? { ...search, docsVersion }
    : { provider: 'local', indexName: 'vibrato-ui-docs', docsVersion };
}

interface KeywordsQuery {
  allSitePage: { nodes: { path: string; pageContext: { id?: unknown } | null }[] };
  allMdx: { nodes: { id: string; frontmatter: { keywords: (string | null)[] | null } | null }[] };
}

/**
 * The keywords the author gave each doc page in its frontmatter, by site path. Only these: the keywords the
 * reference templates put in a page's `<meta name="keywords">` are made from its name and package (every page of
 * the React API would then match `react`).
 */
async function frontmatterKeywords(
  graphql: Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]['graphql'],
): Promise<Map<string, string[]>> {
  const result = await graphql<KeywordsQuery>(`
    {
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
      allMdx {
        nodes {
          id
          frontmatter {
            keywords
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Search index: could not query the pages' keywords`);
  const byDoc = new Map(
    result.data.allMdx.nodes.map((node) => [
      node.id,
      (node.frontmatter?.keywords ?? []).filter((keyword): keyword is string => typeof keyword === 'string'),
    ]),
  );
  const byPath = new Map<string, string[]>();
  for (const { path: pagePath, pageContext } of result.data.allSitePage.nodes) {
    const keywords = typeof pageContext?.id === 'string' ? byDoc.get(pageContext.id) : undefined;
    if (keywords && keywords.length > 0)
      byPath.set(pagePath.endsWith('/') ? pagePath : `${pagePath}/`, keywords);
  }
  return byPath;
}

/**
 * After the build, under public/search/: per locale the search index with its terms indexed, and its postings,
 * texts and heading texts apart in buckets fetched as queries need them (src/search/shippedIndex.ts), and the
 * pages' keywords for a hosted index (`search:upload`); and the runtime settings.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, graphql }) => {
  const publicDir = path.resolve('public');
  const files = await builtPages(publicDir, publicDir);
  const keywords = await frontmatterKeywords(graphql);
  const byLocale = new Map<string, ExtractedPage[]>(LOCALES.map((locale) => [locale, []]));
  for (const file of files) {
    const sitePath = `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(
      /\/+/g,
      '/',
    );
    if (!isSearchablePath(sitePath)) continue;
    const page = extractPage(
      await readFile(file, 'utf8'),
      sitePath,
      siteConfig.title,
      keywords.get(sitePath),
    );
    if (page) byLocale.get(localeFromPath(sitePath))?.push(page);
  }
  const config = runtimeSearchConfig();
  const outDir = path.join(publicDir, 'search');
  await mkdir(outDir, { recursive: true });
  for (const [locale, pages] of byLocale) {
    const compact = buildCompactIndex(locale, [config.docsVersion], pages);
    const shipped = shipEngineIndex(compact);
    const written = await writeShippedIndex(outDir, shipped);
    await writePageKeywords(outDir, compact);
    const json = written.get(`${locale}.json`) ?? '';
    const gzip = gzipSync(json, { level: 9 }).length;
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const records = pages.reduce((total, page) => total + page.headings.length + page.contents.length, 0);
    const parts = [...written].filter(([name]) => name !== `${locale}.json`);
    const partBytes = parts.reduce((total, [, content]) => total + content.length, 0);
    const message =
      `search index ${locale}: ${pages.length} pages, ${records} records, ${shipped.index.terms.length} terms, ` +
      `${kb(json.length)} KB (${kb(gzip)} KB gzip), postings, texts and headings ${kb(partBytes)} KB in ` +
      `${parts.length} files`;
    if (gzip > GZIP_BUDGET) reporter.warn(`${message}, above the ${GZIP_BUDGET / 1024} KB gzip budget`);
    else reporter.info(message);
  }
  await writeFile(path.join(outDir, 'config.json'), JSON.stringify(config));
  await writeFile(path.join(publicDir, MODAL_STYLESHEET), await modalStylesheet());
};

interface DevResponse {
  type(type: string): DevResponse;
  send(body: string): DevResponse;
}

/** `gatsby develop`: the modal's stylesheet and settings, as the build would write them. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  app.get(`/${MODAL_STYLESHEET}`, async (_request: unknown, response: DevResponse) => {
    response.type('text/css').send(await modalStylesheet());
  });
  app.get('/search/config.json', (_request: unknown, response: DevResponse) => {
    response.type('application/json').send(JSON.stringify(runtimeSearchConfig()));
  });
};
