import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readTemplateSources } from './sources';

const TEMPLATE_SOURCE_TYPE = 'TemplateSource';
/** The site's root: Gatsby runs from it (this file itself is compiled into .cache/). */
const GALLERY_DIR = path.join(process.cwd(), 'src', 'templates-gallery');

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ${TEMPLATE_SOURCE_TYPE} implements Node @dontInfer {
      """The template's folder under src/templates-gallery/."""
      name: String!
      """The file's path from src/templates-gallery/."""
      file: String!
      """Its place in the template's listing: the component first."""
      order: Int!
      code: String!
      """The code highlighted at build time (Prism token spans in code-line spans)."""
      html: String!
    }
  `);
};

/** One TemplateSource node per file of each template, highlighted once per build. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  let sources;
  try {
    sources = await readTemplateSources(GALLERY_DIR);
  } catch (error) {
    reporter.panic(`gatsby-plugin-template-sources: ${(error as Error).message}`);
    return;
  }
  for (const source of sources) {
    actions.createNode({
      ...source,
      id: createNodeId(`${TEMPLATE_SOURCE_TYPE}-${source.name}-${source.file}`),
      internal: { type: TEMPLATE_SOURCE_TYPE, contentDigest: createContentDigest(source) },
    });
  }
  reporter.info(
    `template sources: ${sources.length} files of ${new Set(sources.map((s) => s.name)).size} templates`,
  );
};
