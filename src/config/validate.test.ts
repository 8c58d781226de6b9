import { describe, expect, it } from 'vitest';
import siteConfig from '../../site.config';
import type { NavbarItem, SiteConfig } from './types';
import { SiteConfigError, validateSidebarTargets, validateSiteConfig } from './validate';

const withItems = (items: unknown[]): SiteConfig => ({
  ...siteConfig,
  navbar: { ...siteConfig.navbar, items: items as NavbarItem[] },
});

function problemsOf(config: SiteConfig): string[] {
  try {
    validateSiteConfig(config);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as SiteConfigError).problems;
  }
}

describe('validateSiteConfig', () => {
  it('accepts the shipped site.config.ts', () => {
    expect(problemsOf(siteConfig)).toEqual([]);
  });

  it('has both locales with label, direction, htmlLang and calendar, and the current docs version', () => {
    expect(siteConfig.locales.en).toEqual({
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
    });
    expect(siteConfig.locales.ja?.label).toBe('日本語');
    expect(siteConfig.docs.versions.current).toMatchObject({ label: 'Next', latest: true });
  });

  it('rejects an unknown navbar item type, naming the item, the value and the allowed kinds', () => {
    expect(
      problemsOf(withItems([{ type: 'search' }, { type: 'dropdwn', labelKey: 'x', items: [] }])),
    ).toEqual([
      "navbar item 2 in site.config.ts has unknown type 'dropdwn'; expected one of: 'link', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown', 'search'",
    ]);
  });

  it('rejects a docs version that does not exist', () => {
    expect(problemsOf(withItems([{ type: 'docsVersion', version: '2.x' }]))).toEqual([
      "navbar item 1 in site.config.ts (docsVersion) names docs version '2.x', which does not exist; expected one of: 'current'",
    ]);
  });

  it('rejects a docSidebar item naming an unknown sidebar, and a bad position', () => {
    expect(
      problemsOf(withItems([{ type: 'docSidebar', sidebarId: 'nope', labelKey: 'x', position: 'top' }])),
    ).toEqual([
      "navbar item 1 in site.config.ts has position 'top'; expected 'left' or 'right' (default 'right')",
      "navbar item 1 in site.config.ts (docSidebar) names sidebar 'nope', which does not exist; expected one of: 'tutorialSidebar', 'apiSidebar'",
    ]);
  });

  it('rejects bad url, base path, default locale, calendar and latest flags', () => {
    const config: SiteConfig = {
      ...siteConfig,
      url: 'vibrato.dev/',
      basePath: 'docs',
      defaultLocale: 'fr',
      locales: {
        ...siteConfig.locales,
        ja: { label: '日本語', direction: 'ltr', htmlLang: 'ja', calendar: 'lunar-ish' },
      },
      docs: { ...siteConfig.docs, versions: { current: { label: 'Next', latest: false, path: '' } } },
    };
    const problems = problemsOf(config);
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(
      /url 'vibrato.dev\/'.*basePath 'docs'.*defaultLocale 'fr'.*calendar 'lunar-ish'.*exactly one version/s,
    );
  });

  it('requires all three Algolia settings together', () => {
    const config: SiteConfig = {
      ...siteConfig,
      search: { provider: 'algolia', appId: 'APP', apiKey: '', indexName: '' },
    };
    expect(problemsOf(config)[0]).toContain("missing 'apiKey', 'indexName'");
  });
});

describe('colour mode and announcement settings', () => {
  it('requires colorMode.respectSystem to be a boolean', () => {
    const config = { ...siteConfig, colorMode: { respectSystem: 'yes' } } as unknown as SiteConfig;
    expect(problemsOf(config)).toEqual([
      'colorMode.respectSystem must be true (follow the system preference) or false (start light); got yes',
    ]);
    expect(problemsOf({ ...siteConfig, colorMode: { respectSystem: false } })).toEqual([]);
  });

  it('requires an announcement id that can key the dismissal', () => {
    const announcement = { id: '', contentKey: 'announcement.preview', dismissible: true };
    expect(problemsOf({ ...siteConfig, announcement })[0]).toContain("announcement.id '' must be");
    expect(problemsOf({ ...siteConfig, announcement: { ...announcement, id: 'release-2026' } })).toEqual([]);
  });
});

describe('validateSidebarTargets', () => {
  it('rejects a docSidebar item whose sidebar has nothing to link to', () => {
    expect(() => validateSidebarTargets(siteConfig, { tutorialSidebar: 0, apiSidebar: 5 })).toThrow(
      "navbar item 1 in site.config.ts (docSidebar 'tutorialSidebar') links to a sidebar with no pages",
    );
    expect(() => validateSidebarTargets(siteConfig, { tutorialSidebar: 3 })).toThrow(
      "navbar item 2 in site.config.ts (docSidebar 'apiSidebar') links to a sidebar with no pages",
    );
    expect(() => validateSidebarTargets(siteConfig, { tutorialSidebar: 3, apiSidebar: 5 })).not.toThrow();
  });
});
