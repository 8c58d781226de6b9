import type { SearchConfig, SiteConfig } from './src/config/types';

/** Hosted search is used when any Algolia variable is set (the validator then requires all three). */
function searchFromEnvironment(): SearchConfig {
  // Written out in full: Gatsby inlines `process.env.GATSBY_*` into browser code only when spelled literally.
  const appId = process.env.GATSBY_ALGOLIA_APP_ID ?? '';
  const apiKey = process.env.GATSBY_ALGOLIA_API_KEY ?? '';
  const indexName = process.env.GATSBY_ALGOLIA_INDEX_NAME ?? '';
  if (!appId && !apiKey && !indexName) return { provider: 'local' };
  return { provider: 'algolia', appId, apiKey, indexName };
}

const siteConfig: SiteConfig = {
  title: 'Vibrato UI',
  url: process.env.GATSBY_SITE_URL || 'https://vibrato-ui.dev',
  basePath: '/',
  repositoryUrl: 'https://github.com/vibrato-ui/vibrato-ui',
  packageUrl: 'https://www.npmjs.com/package/@vibrato-ui/react',
  defaultLocale: 'en',
  locales: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
    ja: { label: '日本語', direction: 'ltr', htmlLang: 'ja', calendar: 'gregory' },
  },
  docs: {
    versions: { current: { label: 'Next', latest: true, path: '' } },
    sidebars: ['tutorialSidebar', 'apiSidebar'],
  },
  navbar: {
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', labelKey: 'navbar.docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'apiSidebar', labelKey: 'navbar.api', position: 'left' },
      { type: 'docsVersionDropdown' },
      {
        type: 'dropdown',
        labelKey: 'navbar.storybook',
        items: [
          { labelKey: 'navbar.storybookReact', href: 'https://storybook.vibrato-ui.dev/react/' },
          {
            labelKey: 'navbar.storybookWebComponents',
            href: 'https://storybook.vibrato-ui.dev/web-components/',
          },
        ],
      },
      { type: 'localeDropdown' },
      { type: 'link', labelKey: 'navbar.repository', href: 'https://github.com/vibrato-ui/vibrato-ui' },
      { type: 'link', labelKey: 'navbar.package', href: 'https://www.npmjs.com/package/@vibrato-ui/react' },
      { type: 'search' },
    ],
  },
  colorMode: { respectSystem: true },
  announcement: { id: 'docs-preview-2025', contentKey: 'announcement.preview', dismissible: true },
  footer: {
    style: 'columns',
    copyrightYear: 2025,
    columns: [
      {
        titleKey: 'footer.docs',
        links: [
          { labelKey: 'footer.introduction', href: '/docs/' },
          { labelKey: 'footer.apiFunctions', href: '/docs/api/functions/' },
          { labelKey: 'footer.apiReact', href: '/docs/api/react/' },
        ],
      },
      {
        titleKey: 'footer.project',
        links: [
          { labelKey: 'footer.changelog', href: '/docs/support/CHANGELOG/' },
          { labelKey: 'footer.contributing', href: '/docs/guides/CONTRIBUTING/' },
          { labelKey: 'footer.security', href: '/docs/guides/SECURITY/' },
        ],
      },
      {
        titleKey: 'footer.more',
        links: [
          { labelKey: 'navbar.repository', href: 'https://github.com/vibrato-ui/vibrato-ui' },
          { labelKey: 'navbar.package', href: 'https://www.npmjs.com/package/@vibrato-ui/react' },
        ],
      },
    ],
  },
  search: searchFromEnvironment(),
  analytics: { gaMeasurementId: process.env.GATSBY_GA_MEASUREMENT_ID || undefined },
};

export default siteConfig;
