import type { GatsbyNode } from 'gatsby';
import { localePages, parseLocaleFile } from './locales';

const LOCALE_TYPE = 'Locale';
/** The gatsby-source-filesystem instance that reads `locales/`. */
const SOURCE_NAME = 'locale';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ${LOCALE_TYPE} implements Node @dontInfer {
      """The folder under locales/: en, ja."""
      language: String!
      """The file's name: common, theme, docs…"""
      ns: String!
      """The file's strings as compact JSON."""
      data: String!
    }
  `);
};

export const onCreateNode: GatsbyNode['onCreateNode'] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type !== 'File' || node.sourceInstanceName !== SOURCE_NAME) return;
  if (node.extension !== 'json') return;
  const file = `locales/${String(node.relativePath)}`;
  let strings;
  try {
    strings = parseLocaleFile(
      file,
      String(node.relativeDirectory),
      String(node.name),
      await loadNodeContent(node),
    );
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  const localeNode = {
    ...strings,
    id: createNodeId(`${node.id} >>> ${LOCALE_TYPE}`),
    parent: node.id,
    children: [],
    internal: { type: LOCALE_TYPE, contentDigest: createContentDigest(strings) },
  };
  actions.createNode(localeNode);
  actions.createParentChildLink({ parent: node, child: localeNode });
};

/** Each page of src/pages exists once per locale; pages created with their locale (docs, API) are left alone. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (typeof page.context?.i18n === 'object') return;
  actions.deletePage(page);
  for (const localized of localePages(page)) actions.createPage(localized);
};
