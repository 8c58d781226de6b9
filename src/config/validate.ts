import { problemList } from '../build/problemList';
import type { NavbarItem, NavbarItemType, SiteConfig } from './types';

/** Every navbar item kind the theme can render; anything else in `site.config.ts` is a configuration error. */
export const NAVBAR_ITEM_TYPES: readonly NavbarItemType[] = [
  'link',
  'dropdown',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'localeDropdown',
  'search',
];

const CONFIG_FILE = 'site.config.ts';

/** Raised when `site.config.ts` holds a value the site cannot be built with; the message says where and how to fix it. */
export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problemList(`${CONFIG_FILE} is invalid:`, problems));
    this.name = 'SiteConfigError';
  }
}

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

function navbarItemProblems(item: NavbarItem, index: number, config: SiteConfig): string[] {
  const where = `navbar item ${index + 1} in ${CONFIG_FILE}`;
  const type = (item as { type: unknown }).type;
  if (typeof type !== 'string' || !(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
    return [`${where} has unknown type '${String(type)}'; expected one of: ${list(NAVBAR_ITEM_TYPES)}`];
  }
  const problems: string[] = [];
  if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') {
    problems.push(
      `${where} has position '${String(item.position)}'; expected 'left' or 'right' (default 'right')`,
    );
  }
  if (item.type === 'docsVersion' && item.version !== undefined && !(item.version in config.docs.versions)) {
    problems.push(
      `${where} (docsVersion) names docs version '${item.version}', which does not exist; expected one of: ${list(Object.keys(config.docs.versions))}`,
    );
  }
  if (item.type === 'docSidebar' && !config.docs.sidebars.includes(item.sidebarId)) {
    problems.push(
      `${where} (docSidebar) names sidebar '${item.sidebarId}', which does not exist; expected one of: ${list(config.docs.sidebars)}`,
    );
  }
  if (item.type === 'dropdown' && item.items.length === 0) {
    problems.push(`${where} (dropdown) has no items; add at least one { labelKey, href }`);
  }
  return problems;
}

/**
 * Checks the static part of the site configuration. Throws a {@link SiteConfigError} listing every problem,
 * each naming the item, the bad value and the allowed values.
 */
export function validateSiteConfig(config: SiteConfig): void {
  const problems: string[] = [];
  if (!/^https?:\/\/[^/]+$/.test(config.url)) {
    problems.push(
      `url '${config.url}' must be an absolute origin such as 'https://example.com' (no trailing slash)`,
    );
  }
  if (!config.basePath.startsWith('/') || !config.basePath.endsWith('/')) {
    problems.push(`basePath '${config.basePath}' must start and end with '/', e.g. '/' or '/docs-site/'`);
  }
  const localeIds = Object.keys(config.locales);
  if (!localeIds.includes(config.defaultLocale)) {
    problems.push(
      `defaultLocale '${config.defaultLocale}' is not a configured locale; expected one of: ${list(localeIds)}`,
    );
  }
  const calendars = Intl.supportedValuesOf('calendar');
  for (const [id, locale] of Object.entries(config.locales)) {
    if (locale.direction !== 'ltr' && locale.direction !== 'rtl') {
      problems.push(`locale '${id}' has direction '${String(locale.direction)}'; expected 'ltr' or 'rtl'`);
    }
    if (!calendars.includes(locale.calendar)) {
      problems.push(
        `locale '${id}' has calendar '${locale.calendar}'; expected an Intl calendar such as 'gregory'`,
      );
    }
    if (!locale.label.trim()) problems.push(`locale '${id}' has an empty label`);
    try {
      Intl.getCanonicalLocales(locale.htmlLang);
    } catch {
      problems.push(`locale '${id}' has htmlLang '${locale.htmlLang}', which is not a BCP 47 language tag`);
    }
  }
  const latest = Object.entries(config.docs.versions).filter(([, version]) => version.latest);
  if (latest.length !== 1) {
    problems.push(
      `docs.versions must flag exactly one version as latest; found ${latest.length} (${list(latest.map(([name]) => name))})`,
    );
  }
  config.navbar.items.forEach((item, index) => problems.push(...navbarItemProblems(item, index, config)));
  if (typeof (config.colorMode as { respectSystem?: unknown } | undefined)?.respectSystem !== 'boolean') {
    problems.push(
      `colorMode.respectSystem must be true (follow the system preference) or false (start light); got ${String(config.colorMode?.respectSystem)}`,
    );
  }
  if (config.announcement && !/^[\w-]+$/.test(config.announcement.id)) {
    problems.push(
      `announcement.id '${config.announcement.id}' must be a non-empty word such as 'release-2025' (letters, digits, '-', '_'); change it to show the bar again`,
    );
  }
  if (config.footer.copyrightYear < 2000) {
    problems.push(`footer.copyrightYear ${config.footer.copyrightYear} is not a plausible year`);
  }
  if (config.search.provider === 'algolia') {
    const missing = (['appId', 'apiKey', 'indexName'] as const).filter((key) => {
      const value = (config.search as Record<string, unknown>)[key];
      return typeof value !== 'string' || value === '';
    });
    if (missing.length > 0) {
      problems.push(
        `search provider 'algolia' is missing ${list(missing)}; set GATSBY_ALGOLIA_APP_ID, GATSBY_ALGOLIA_API_KEY and GATSBY_ALGOLIA_INDEX_NAME, or none of them for the local search`,
      );
    }
  }
  if (problems.length > 0) throw new SiteConfigError(problems);
}

/**
 * Checks the navbar against the sidebars built from data: a docSidebar item whose sidebar has no page to
 * link to is an error. `sidebarEntries` maps each sidebar id to the number of pages it links to.
 */
export function validateSidebarTargets(config: SiteConfig, sidebarEntries: Record<string, number>): void {
  const problems: string[] = [];
  config.navbar.items.forEach((item, index) => {
    if (item.type === 'docSidebar' && (sidebarEntries[item.sidebarId] ?? 0) === 0) {
      problems.push(
        `navbar item ${index + 1} in ${CONFIG_FILE} (docSidebar '${item.sidebarId}') links to a sidebar with no pages; add pages to it or remove the item`,
      );
    }
  });
  if (problems.length > 0) throw new SiteConfigError(problems);
}
