import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Actions, CreatePagesArgs, GatsbyNode, Node } from 'gatsby';
import { createApiSidebars } from './plugins/gatsby-source-typedoc/src/sidebar';
import siteConfig from './site.config';
import { finishBuiltPages } from './src/build/finishPages';
import { ignoreCssOrder, shortenCssModuleNames } from './src/build/cssModules';
import { BrowserAssetsInRendererHash } from './src/build/rendererHash';
import { StartupCompileHints } from './src/build/compileHints';
import { keepWorkersWhole } from './src/build/webpackChunks';
import { browserTargets } from './src/build/babelTargets';
import {
  differentOutlines,
  docPageAnchors,
  i18nContext,
  planDocPages,
  type DocPage,
  type DocSource,
} from './src/build/docPages';
import { extractHeadings } from './src/build/headings';
import { compileBodyTree, DocContentError } from './src/build/mdx/bodyTree';
import { codeBlocksHtml } from './src/build/mdx/codeBlocks';
import { findMdxSyntaxError, linesBefore, parseMdx } from './src/build/mdxSyntax';
import { checkBuiltSite, formatBrokenLinks } from './src/build/linkCheck';
import { formatApiNameProblems, type ApiSymbolNames } from './src/build/apiNames';
import { ALLOW_LIST_FILE, checkDocsApiNames } from './src/build/apiNamesBuild';
import {
  MACHINE_READABLE_QUERY,
  writeMachineReadableDocs,
  type MachineReadableQuery,
} from './src/build/machineReadable';
import { buildRobots, buildSitemap } from './src/build/sitemap';
import { inputReport } from './src/build/inputReport';
import { problemList } from './src/build/problemList';
import { checkTranslations } from './src/build/translationKeys';
import { unbuiltPackageFiles } from './src/build/packagesBuilt';
import { SiteConfigError, validateSidebarTargets, validateSiteConfig } from './src/config/validate';
import { LOCALES } from './src/i18n/paths';
import { buildDocSidebar, countSidebarPages, type CategoryMeta } from './src/sidebar/build';
import { SIDEBAR_NODE_TYPE, type SidebarItem } from './src/sidebar/types';
import { firstSidebarHref } from './src/theme/Navbar/sidebarEntry';

const DOC_TEMPLATE = path.resolve(__dirname, 'src/templates/doc.tsx');

/** Translation keys named by `site.config.ts` (navbar, footer, announcement); all live in namespace `common`. */
function configTranslationKeys(): string[] {
  const keys: string[] = [];
  for (const item of siteConfig.navbar.items) {
    if ('labelKey' in item) keys.push(item.labelKey);
    if (item.type === 'dropdown') keys.push(...item.items.map((entry) => entry.labelKey));
  }
  const footer = siteConfig.footer;
  const links = footer.style === 'columns' ? footer.columns.flatMap((column) => column.links) : footer.links;
  if (footer.style === 'columns') keys.push(...footer.columns.map((column) => column.titleKey));
  keys.push(...links.map((link) => link.labelKey));
  if (siteConfig.announcement) keys.push(siteConfig.announcement.contentKey);
  return keys.map((key) => `common:${key}`);
}

/**
 * The checks of the site's own inputs before anything is built: the library's packages, site.config.ts and the
 * translations. The build stops once with every problem they found, so that one run says everything there is to fix.
 * The keys site.config.ts names are checked for translations once the config itself is valid.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  let configValid = false;
  const report = await inputReport([
    { heading: "The library's packages are not built:", run: () => unbuiltPackageFiles(__dirname) },
    {
      // It reports by throwing a SiteConfigError, whose message has a heading of its own.
      heading: 'site.config.ts is invalid:',
      run: () => {
        validateSiteConfig(siteConfig);
        const localeIds = Object.keys(siteConfig.locales).sort();
        if (localeIds.join() !== [...LOCALES].sort().join()) {
          throw new SiteConfigError([
            `locales ${localeIds.join(', ')} in site.config.ts differ from LOCALES (${LOCALES.join(', ')}) in src/i18n/paths.ts; keep them the same`,
          ]);
        }
        configValid = true;
        return [];
      },
    },
    {
      heading: 'Missing translations:',
      run: () => checkTranslations(__dirname, configValid ? configTranslationKeys() : []),
    },
  ]);
  if (report) reporter.panic(report);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      description: String
      keywords: [String!]
      image: String
      sidebar_label: String
      sidebar_position: Float
      slug: String
    }
    type MdxFields {
      locale: String!
      docId: String!
      headings: [DocHeading!]!
      "JSON object: a fence's key (src/build/mdx/highlight.ts codeKey) to its highlighted HTML"
      codeHtml: String!
      "JSON array: the content as the page renders it (src/theme/MdxContent/tree.ts)"
      bodyTree: String!
      "What is wrong with the doc; createPages stops the build on any"
      problems: [String!]!
    }
    type DocSidebar implements Node {
      sidebarId: String!
      locale: String!
      items: String!
      """The first page the sidebar links to: all the navbar needs, so every page loads only this."""
      firstHref: String
    }
    type DocHeading {
      depth: Int!
      value: String!
      id: String!
    }
  `);
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    DocSidebar: {
      firstHref: {
        resolve: (source: { items: string }) => firstSidebarHref(JSON.parse(source.items) as SidebarItem[]),
      },
    },
  });
};

/**
 * Reads each doc (see readDoc). What is wrong with it goes into its `problems` field, kept with the node (a rebuild
 * that finds the file unchanged does not read it again), and the build stops on the problems of every doc at once
 * before the doc pages are made (createPages), so that one run names every file to fix.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, getNode, actions }) => {
  if (node.internal.type !== 'Mdx') return;
  const file = node.parent ? getNode(node.parent) : undefined;
  actions.createNodeField({ node, name: 'problems', value: await readDoc(node, file, actions) });
};

/** Sets a doc's fields (its locale and id, headings, code blocks and content as data); returns what is wrong with it. */
async function readDoc(node: Node, file: Node | undefined, actions: Actions): Promise<string[]> {
  const relativePath = typeof file?.relativePath === 'string' ? file.relativePath : '';
  const [locale, ...rest] = relativePath.split('/');
  const contentFile = `content/docs/${relativePath}`;
  if (!locale || !(LOCALES as readonly string[]).includes(locale) || rest.length === 0) {
    return [`${contentFile} is outside content/docs/<locale>/; expected one of: ${LOCALES.join(', ')}`];
  }
  const problems: string[] = [];
  const frontmatter = (node.frontmatter ?? {}) as { title?: unknown };
  if (typeof frontmatter.title !== 'string' || frontmatter.title.trim() === '') {
    problems.push(
      `${contentFile} has no frontmatter title; add \`title: ...\` between the --- lines at the top`,
    );
  }
  const body = String(node.body ?? '');
  const absolutePath = typeof file?.absolutePath === 'string' ? file.absolutePath : null;
  const offset = absolutePath ? linesBefore(await readFile(absolutePath, 'utf8'), body) : 0;
  const syntax = await findMdxSyntaxError(body, offset);
  if (syntax) {
    problems.push(
      `${contentFile}:${syntax.line}:${syntax.column}: ${syntax.reason}; fix the MDX there (close the tag or brace, or escape a literal { < as \\{ \\<)`,
    );
  }
  actions.createNodeField({ node, name: 'locale', value: locale });
  actions.createNodeField({ node, name: 'docId', value: rest.join('/').replace(/\.mdx$/, '') });
  actions.createNodeField({ node, name: 'headings', value: extractHeadings(body) });
  // Nothing more can be read from MDX that does not parse.
  if (syntax) return problems;
  // The fences' highlighted HTML, for the page data (PreBlock finds each by the key the MDX compiler gives it).
  const codeHtml = codeBlocksHtml(await parseMdx(body));
  actions.createNodeField({ node, name: 'codeHtml', value: JSON.stringify(codeHtml) });
  // The content itself, as data for the one doc template (every doc page runs the same code).
  try {
    const tree = await compileBodyTree(body, absolutePath ?? contentFile, offset);
    actions.createNodeField({ node, name: 'bodyTree', value: JSON.stringify(tree) });
  } catch (error) {
    const where = error instanceof DocContentError ? `${contentFile}:${error.line}: ` : `${contentFile}: `;
    problems.push(`${where}${(error as Error).message}`);
  }
  return problems;
}

interface DocsQuery {
  allMdx: {
    nodes: {
      id: string;
      fields: { locale: string; docId: string; headings: { depth: number; id: string }[] };
      frontmatter: {
        slug: string | null;
        title: string;
        sidebar_label: string | null;
        sidebar_position: number | null;
      };
      internal: { contentFilePath: string };
    }[];
  };
  allFile: { nodes: { relativeDirectory: string; absolutePath: string }[] };
}

/** Reads every `content/docs/<locale>/<folder>/_category_.json` into per-locale maps keyed by folder. */
async function readCategories(
  files: DocsQuery['allFile']['nodes'],
): Promise<Map<string, Map<string, CategoryMeta>>> {
  const byLocale = new Map<string, Map<string, CategoryMeta>>();
  for (const file of files) {
    const [locale = '', ...folder] = file.relativeDirectory.split('/');
    const where = `content/docs/${file.relativeDirectory}/_category_.json`;
    let meta: CategoryMeta;
    try {
      meta = JSON.parse(await readFile(file.absolutePath, 'utf8')) as CategoryMeta;
    } catch (error) {
      throw new Error(`${where} is not valid JSON: ${(error as Error).message}`);
    }
    if (typeof meta.label !== 'string' || meta.label.trim() === '') {
      throw new Error(`${where} has no "label"; add {"label": "…", "position": N}`);
    }
    const map = byLocale.get(locale) ?? new Map<string, CategoryMeta>();
    map.set(folder.join('/'), meta);
    byLocale.set(locale, map);
  }
  return byLocale;
}

/** Builds the tutorial sidebar of every locale and stores each as a DocSidebar node; returns its page count. */
async function createTutorialSidebars(
  pages: DocPage[],
  data: DocsQuery,
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<CreatePagesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
): Promise<number> {
  const frontmatterById = new Map(data.allMdx.nodes.map((node) => [node.id, node.frontmatter]));
  const categories = await readCategories(data.allFile.nodes);
  let count = 0;
  for (const locale of LOCALES) {
    const docs = pages
      .filter((page) => page.locale === locale)
      .map((page) => {
        const frontmatter = frontmatterById.get(page.source.id);
        return {
          docId: page.docId,
          route: page.originalPath,
          title: frontmatter?.title ?? page.docId,
          sidebarLabel: frontmatter?.sidebar_label,
          sidebarPosition: frontmatter?.sidebar_position,
        };
      });
    const items = buildDocSidebar(
      docs,
      categories.get(locale) ?? new Map(),
      locale,
      (folder) => `content/docs/${locale}/${folder}/_category_.json`,
    );
    count = countSidebarPages(items);
    const serialised = JSON.stringify(items);
    actions.createNode({
      id: createNodeId(`${SIDEBAR_NODE_TYPE}-tutorialSidebar-${locale}`),
      sidebarId: 'tutorialSidebar',
      locale,
      items: serialised,
      internal: { type: SIDEBAR_NODE_TYPE, contentDigest: createContentDigest(serialised) },
    });
  }
  return count;
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { graphql, actions, reporter, getNodesByType } = args;
  const problems = getNodesByType('Mdx').flatMap(
    (node) => (node.fields as { problems?: string[] } | undefined)?.problems ?? [],
  );
  if (problems.length > 0) {
    reporter.panic(problemList(`The docs' MDX has ${problems.length} problem(s):`, problems));
  }
  const result = await graphql<DocsQuery>(`
    {
      allMdx {
        nodes {
          id
          fields {
            locale
            docId
            headings {
              depth
              id
            }
          }
          frontmatter {
            slug
            title
            sidebar_label
            sidebar_position
          }
          internal {
            contentFilePath
          }
        }
      }
      allFile(filter: { sourceInstanceName: { eq: "docs" }, base: { eq: "_category_.json" } }) {
        nodes {
          relativeDirectory
          absolutePath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not query the docs', result.errors);
    return;
  }
  const sources: DocSource[] = result.data.allMdx.nodes.map((node) => ({
    id: node.id,
    locale: node.fields.locale,
    docId: node.fields.docId,
    slug: node.frontmatter.slug,
    contentFilePath: node.internal.contentFilePath,
  }));
  let pages: DocPage[];
  try {
    pages = planDocPages(sources);
    const tutorialSidebar = await createTutorialSidebars(pages, result.data, args);
    validateSidebarTargets(siteConfig, {
      tutorialSidebar,
      apiSidebar: await createApiSidebars(args, __dirname),
    });
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  // Where the language switch lands for a heading of each page: the same heading on the other locale's page.
  const headingsById = new Map(result.data.allMdx.nodes.map((node) => [node.id, node.fields.headings]));
  const outline = (source: DocSource) => headingsById.get(source.id) ?? [];
  const anchors = docPageAnchors(pages, outline);
  const unpaired = differentOutlines(pages, outline);
  if (unpaired.length > 0) {
    reporter.warn(
      `Docs: the headings of ${unpaired.join(', ')} differ in outline (levels or number) between the English page and its translation; the language switch opens these pages at their top, not at the heading the reader was at`,
    );
  }
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: DOC_TEMPLATE,
      context: {
        id: page.source.id,
        docId: page.docId,
        sidebarId: 'tutorialSidebar',
        language: page.locale,
        fallback: page.fallback,
        i18n: i18nContext(page.locale, page.originalPath, page.path, anchors.get(page.path)),
      },
    });
  }
  const fallbacks = pages.filter((page) => page.fallback);
  reporter.info(
    `Docs: ${pages.length} pages; ${fallbacks.length} Japanese page(s) built from the English text (no translation yet)` +
      (fallbacks.length > 0 ? `: ${fallbacks.map((page) => page.docId).join(', ')}` : ''),
  );
};

interface SitePagesQuery {
  allSitePage: { nodes: { path: string }[] };
}

interface ApiNamesQuery {
  allMdx: { nodes: { internal: { contentFilePath: string } }[] };
  allApiSymbol: { nodes: { data: string }[] };
}

const API_NAMES_QUERY = `
  {
    allMdx {
      nodes {
        internal {
          contentFilePath
        }
      }
    }
    allApiSymbol {
      nodes {
        data
      }
    }
  }
`;

/**
 * All code is compiled for the supported browsers (see babelTargets.ts), in every stage: the HTML renderer's Node
 * runs all they run.
 */
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions }) => {
  actions.setBabelPreset({ name: 'babel-preset-gatsby', options: { targets: browserTargets(__dirname) } });
};

/**
 * Production builds (the browser's code and the HTML renderer alike) get short CSS-module class names; the
 * browser's build keeps each web worker in one file and does not warn about the CSS modules' order; the HTML
 * renderer's build writes every page again when the browser build's files changed (a change to styles alone too).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig() as {
    module?: { rules?: unknown };
    optimization?: { splitChunks?: unknown };
    plugins?: unknown;
  };
  const renamed = shortenCssModuleNames(config.module?.rules) > 0;
  const whole = stage === 'build-javascript' && keepWorkersWhole(config);
  const unordered = stage === 'build-javascript' && ignoreCssOrder(config.plugins) > 0;
  // The start-up scripts compiled as they load, off the main thread (see compileHints.ts).
  const hinted = stage === 'build-javascript' && Array.isArray(config.plugins);
  if (hinted) (config.plugins as unknown[]).push(new StartupCompileHints());
  // Pages' HTML written again when only the browser build's files changed (see BrowserAssetsInRendererHash).
  const rehashed = stage === 'build-html' && Array.isArray(config.plugins);
  if (rehashed) {
    (config.plugins as unknown[]).push(
      new BrowserAssetsInRendererHash(path.join(__dirname, 'public', 'webpack.stats.json')),
    );
  }
  if (renamed || whole || unordered || hinted || rehashed) actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  // API names in the docs' prose, checked once per build. Reported now, failing the build at the end, so that one
  // build also shows the other checks' findings (broken links).
  let unknownApiNames = 0;
  const apiSources = await graphql<ApiNamesQuery>(API_NAMES_QUERY);
  if (apiSources.errors || !apiSources.data) {
    reporter.panicOnBuild('Could not query the docs and API symbols', apiSources.errors);
  } else {
    const { problems, checked } = await checkDocsApiNames(
      __dirname,
      apiSources.data.allMdx.nodes.map((node) => node.internal.contentFilePath),
      apiSources.data.allApiSymbol.nodes.map((node) => JSON.parse(node.data) as ApiSymbolNames),
    );
    unknownApiNames = problems.length;
    if (problems.length > 0) reporter.error(formatApiNameProblems(problems, ALLOW_LIST_FILE));
    else reporter.info(`API names: all ${checked} names in the docs' inline code exist in the library`);
  }

  const publicDir = path.join(__dirname, 'public');
  const result = await graphql<SitePagesQuery>('{ allSitePage { nodes { path } } }');
  const indexable = (result.data?.allSitePage.nodes ?? [])
    .map((node) => node.path)
    .filter(
      (pagePath) => !/(^|\/)(404|dev-404-page)(\.html|\/)?$/.test(pagePath) && !pagePath.includes('/404/'),
    );
  const htmlLang = Object.fromEntries(
    Object.entries(siteConfig.locales).map(([id, locale]) => [id, locale.htmlLang]),
  );
  await writeFile(
    path.join(publicDir, 'sitemap.xml'),
    buildSitemap(indexable, siteConfig.url, siteConfig.basePath, htmlLang),
  );
  await writeFile(path.join(publicDir, 'robots.txt'), buildRobots(siteConfig.url, siteConfig.basePath));

  const docs = await graphql<MachineReadableQuery>(MACHINE_READABLE_QUERY);
  const summaries = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => {
        const common = JSON.parse(
          await readFile(path.join(__dirname, 'locales', locale, 'common.json'), 'utf8'),
        ) as {
          site: { description: string };
        };
        return [locale, common.site.description] as const;
      }),
    ),
  );
  if (docs.data) {
    const written = await writeMachineReadableDocs(docs.data, publicDir, { ...siteConfig, summaries });
    reporter.info(`Machine-readable docs: ${written} Markdown copies, llms.txt and llms-full.txt per locale`);
  }

  // One pass over the pages: the first-paint hold, the start-up loader, then the policy that allows the inline
  // scripts these add by their hashes.
  const finished = await finishBuiltPages(publicDir, {
    analytics: Boolean(siteConfig.analytics.gaMeasurementId),
  });
  if (finished.errors.length > 0) reporter.panicOnBuild(finished.errors.join('\n'));
  reporter.info(
    `First paint (wide screens): held for the navbar in ${finished.held} pages, and for a table near the top in ${finished.tables} of them`,
  );
  reporter.info(`Start-up scripts: loaded after the first paint in ${finished.deferred} pages`);
  if (finished.handlers.length > 0) {
    reporter.panicOnBuild(
      `Inline event handlers or javascript: URLs cannot pass the Content-Security-Policy; attach the handler in React or a script file instead:\n${finished.handlers.map((problem) => ` - ${problem}`).join('\n')}`,
    );
  } else reporter.info(`Content-Security-Policy written into ${finished.pages} pages`);

  const broken = await checkBuiltSite(publicDir, siteConfig.basePath, finished.html);
  if (broken.length > 0) reporter.panicOnBuild(formatBrokenLinks(broken));
  else reporter.info(`Link check: every internal link and anchor of ${indexable.length} pages resolves`);
  if (unknownApiNames > 0)
    reporter.panicOnBuild(`${unknownApiNames} unknown API name(s) in the docs; see above`);
};
