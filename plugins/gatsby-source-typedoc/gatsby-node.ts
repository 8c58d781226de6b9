import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../site.config';
import { i18nContext } from '../../src/build/docPages';
import { problemList } from '../../src/build/problemList';
import { LOCALES, docRoute, localizePath } from '../../src/i18n/paths';
import { buildApiModel } from './src/model';
import { guideFor, mappedGuideRoutes } from './src/guides';
import { API_PACKAGES, missingRequiredRoutes, packageRoute, type ApiPackage } from './src/routes';
import { runTypedoc } from './src/runTypedoc';

/** The site's root: Gatsby runs from it (this file itself is compiled into .cache/). */
const ROOT = process.cwd();
const TEMPLATE = path.join(ROOT, 'src/templates/api.tsx');
const API_SYMBOL_TYPE = 'ApiSymbol';
/** Where the build leaves TypeDoc's timing for `npm run bench`. */
const TIMING_FILE = path.join(ROOT, '.cache', 'typedoc-timing.json');

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ${API_SYMBOL_TYPE} implements Node @dontInfer {
      package: String!
      kind: String!
      name: String!
      route: String!
      description: String!
      descriptionJa: String
      """The whole ApiSymbolData (plugins/gatsby-source-typedoc/src/model-types.ts) as JSON."""
      data: String!
    }
  `);
};

/** Runs TypeDoc once per build (not per locale), checks the result and creates one ApiSymbol node per export. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  cache,
}) => {
  const run = await runTypedoc(
    ROOT,
    API_PACKAGES.map((pkg) => ({
      name: pkg,
      entryPoint: `packages/${pkg}/src/index.ts`,
      tsconfig: `packages/${pkg}/tsconfig.json`,
    })),
    {
      cacheDir: cache.directory,
      sourceLinkTemplate: `${siteConfig.repositoryUrl}/blob/main/{path}#L{line}`,
    },
  );
  if (run.problems.length > 0)
    reporter.panic(problemList('API reference: TypeDoc reported problems:', run.problems));
  const model = buildApiModel(
    run.projects.map(({ name, project }) => ({ package: name as ApiPackage, project })),
    (file, line) => `${siteConfig.repositoryUrl}/blob/main/${file}#L${line}`,
  );
  if (model.problems.length > 0) {
    reporter.panic(problemList('API reference: the library comments need fixing:', model.problems));
  }
  const routes = new Set([...model.symbols.map((symbol) => symbol.route), ...API_PACKAGES.map(packageRoute)]);
  const missing = missingRequiredRoutes(routes);
  if (missing.length > 0) {
    reporter.panic(
      problemList(
        'API reference: routes required by site-spec.md §2 are missing (an export is missing, renamed or of another kind):',
        missing,
      ),
    );
  }
  const seconds = (run.milliseconds / 1000).toFixed(1);
  reporter.info(
    `API reference: ${model.symbols.length} symbols; TypeDoc ${run.cached ? 'skipped (sources unchanged, cached)' : `took ${seconds} s`}`,
  );
  if (model.missingJapanese.length > 0) {
    reporter.panic(
      problemList(
        'API reference: texts the Japanese pages would show in English; add their Japanese to the library comments (the tags: CUSTOM_BLOCK_TAGS in plugins/gatsby-source-typedoc/src/runTypedoc.ts):',
        model.missingJapanese,
      ),
    );
  }
  await mkdir(path.dirname(TIMING_FILE), { recursive: true });
  await writeFile(
    TIMING_FILE,
    JSON.stringify({ milliseconds: run.milliseconds, cached: run.cached, symbols: model.symbols.length }),
  );

  for (const symbol of model.symbols) {
    const data = JSON.stringify(symbol);
    actions.createNode({
      id: createNodeId(`${API_SYMBOL_TYPE}-${symbol.route}`),
      package: symbol.package,
      kind: symbol.kind,
      name: symbol.name,
      route: symbol.route,
      description: symbol.description,
      descriptionJa: symbol.descriptionJa,
      data,
      internal: { type: API_SYMBOL_TYPE, contentDigest: createContentDigest(data) },
    });
  }
};

interface PagesQuery {
  allApiSymbol: { nodes: { id: string; package: ApiPackage; name: string; route: string }[] };
  allMdx: { nodes: { fields: { docId: string }; frontmatter: { slug: string | null } }[] };
}

/** One page per symbol and locale, plus each package's index page, with the i18n context recipe. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    {
      allApiSymbol {
        nodes {
          id
          package
          name
          route
        }
      }
      allMdx(filter: { fields: { locale: { eq: "en" } } }) {
        nodes {
          fields {
            docId
          }
          frontmatter {
            slug
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('API reference: could not query the API symbols', result.errors);
    return;
  }
  // Every guide the mapping names must exist: its link is on the API page, and a guide that moved should
  // fail here, naming the mapping, rather than only in the link check at the end of the build.
  const docRoutes = new Set(
    result.data.allMdx.nodes.map((node) => docRoute(`${node.fields.docId}.mdx`, node.frontmatter.slug)),
  );
  const missingGuides = mappedGuideRoutes().filter((route) => !docRoutes.has(route));
  if (missingGuides.length > 0) {
    reporter.panic(
      problemList(
        'API reference: plugins/gatsby-source-typedoc/src/guides.ts maps API pages to guides that do not exist (add the page under content/docs/en/ or fix the mapping):',
        missingGuides,
      ),
    );
  }
  for (const locale of LOCALES) {
    for (const symbol of result.data.allApiSymbol.nodes) {
      const guide = guideFor(symbol.package, symbol.name);
      const pagePath = localizePath(symbol.route, locale);
      actions.createPage({
        path: pagePath,
        component: TEMPLATE,
        context: {
          id: symbol.id,
          package: symbol.package,
          isIndex: false,
          guide,
          language: locale,
          i18n: i18nContext(locale, symbol.route, pagePath),
        },
      });
    }
    for (const pkg of API_PACKAGES) {
      const pagePath = localizePath(packageRoute(pkg), locale);
      actions.createPage({
        path: pagePath,
        component: TEMPLATE,
        context: {
          id: '',
          package: pkg,
          isIndex: true,
          guide: null,
          language: locale,
          i18n: i18nContext(locale, packageRoute(pkg), pagePath),
        },
      });
    }
  }
};
