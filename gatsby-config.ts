import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import siteConfig from './site.config';

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    siteUrl: siteConfig.url,
  },
  pathPrefix: siteConfig.basePath === '/' ? undefined : siteConfig.basePath.replace(/\/$/, ''),
  trailingSlash: 'always',
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: path.join(__dirname, 'content', 'docs') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'locales') },
    },
    {
      // Mdx nodes (frontmatter, body) only: the build compiles each body into its page's data
      // (src/build/mdx/bodyTree.ts, with our remark and rehype plugins), and one template renders them all.
      resolve: 'gatsby-plugin-mdx',
      options: { extensions: ['.mdx'] },
    },
    // The API reference: TypeDoc over packages/functions and packages/react → ApiSymbol nodes and pages.
    'gatsby-source-typedoc',
    // The web-components reference: packages/web-components/custom-elements.json → CustomElement nodes and pages.
    'gatsby-source-custom-elements',
    'gatsby-plugin-playground-assets',
    'gatsby-plugin-template-sources',
    'gatsby-plugin-local-search',
    // UI strings: a Locale node per locales/{language}/{ns}.json; src/pages pages copied for each locale.
    'gatsby-plugin-locales',
  ],
};

export default config;
