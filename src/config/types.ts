/** The types of `site.config.ts`, the one configuration of the site. */

/** A locale the site is built in. */
export interface LocaleConfig {
  /** Name shown in the locale dropdown, in its own language. */
  label: string;
  direction: 'ltr' | 'rtl';
  /** Value of `<html lang>` and of hreflang alternates. */
  htmlLang: string;
  /** Calendar used for dates (an `Intl` calendar id). */
  calendar: string;
}

export interface DocsVersionConfig {
  label: string;
  /** The version readers get by default. Exactly one version is latest. */
  latest: boolean;
  /** Path segment of the version; the current version has none. */
  path: string;
}

/** Where a navbar item sits. Items without a position go right. */
export type NavbarPosition = 'left' | 'right';

interface NavbarItemBase {
  position?: NavbarPosition;
  /** Optional class name for users' CSS. */
  className?: string;
}

/** Labels are translation keys (namespace `common`), so every label exists in every locale. */
export interface LinkNavbarItem extends NavbarItemBase {
  type: 'link';
  labelKey: string;
  /** Internal path (localised automatically) or an absolute external URL. */
  href: string;
}
export interface DropdownNavbarItem extends NavbarItemBase {
  type: 'dropdown';
  labelKey: string;
  items: { labelKey: string; href: string }[];
}
export interface HtmlNavbarItem extends NavbarItemBase {
  type: 'html';
  /** Trusted markup written by the site's authors. */
  value: string;
}
export interface DocNavbarItem extends NavbarItemBase {
  type: 'doc';
  labelKey: string;
  /** Doc id: the MDX path under `content/docs/<locale>/` without extension (`components/knob`). */
  docId: string;
}
export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: 'docSidebar';
  labelKey: string;
  sidebarId: string;
}
export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: 'docsVersion';
  /** Version name; defaults to the latest version. */
  version?: string;
}
export interface DocsVersionDropdownNavbarItem extends NavbarItemBase {
  type: 'docsVersionDropdown';
}
export interface LocaleDropdownNavbarItem extends NavbarItemBase {
  type: 'localeDropdown';
}
export interface SearchNavbarItem extends NavbarItemBase {
  type: 'search';
}

export type NavbarItem =
  | LinkNavbarItem
  | DropdownNavbarItem
  | HtmlNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DocsVersionNavbarItem
  | DocsVersionDropdownNavbarItem
  | LocaleDropdownNavbarItem
  | SearchNavbarItem;

export type NavbarItemType = NavbarItem['type'];

export interface FooterLink {
  labelKey: string;
  /** Unprefixed internal path (localised when rendered) or an absolute external URL. */
  href: string;
}

export type FooterConfig =
  | { style: 'columns'; columns: { titleKey: string; links: FooterLink[] }[]; copyrightYear: number }
  | { style: 'row'; links: FooterLink[]; copyrightYear: number };

export interface AnnouncementConfig {
  /** Changing the id shows the bar again to readers who dismissed an earlier one. */
  id: string;
  /** Translation key (namespace `common`) of the announcement text. */
  contentKey: string;
  dismissible: boolean;
}

export type SearchConfig =
  | { provider: 'local' }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string };

/** How the colour mode starts and cycles. */
export interface ColorModeConfig {
  /**
   * Follow the reader's system preference (light when it says nothing) until they pick a mode; the toggle then
   * cycles system → light → dark → system. When false the site starts light and the toggle flips light ↔ dark.
   */
  respectSystem: boolean;
}

export interface AnalyticsConfig {
  /** Google Analytics measurement id; when absent nothing is loaded or sent. */
  gaMeasurementId?: string;
}

export interface SiteConfig {
  title: string;
  /** Absolute origin of the deployed site, without trailing slash. */
  url: string;
  /** Path the site is served under: `/`, or `/some/prefix/`. */
  basePath: string;
  repositoryUrl: string;
  packageUrl: string;
  defaultLocale: string;
  locales: Record<string, LocaleConfig>;
  docs: {
    versions: Record<string, DocsVersionConfig>;
    /** Sidebar ids that exist; each is filled from data (content folders, API reference). */
    sidebars: string[];
  };
  navbar: { hideOnScroll: boolean; items: NavbarItem[] };
  colorMode: ColorModeConfig;
  footer: FooterConfig;
  announcement?: AnnouncementConfig;
  search: SearchConfig;
  analytics: AnalyticsConfig;
}
