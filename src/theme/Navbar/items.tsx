import { graphql, useStaticQuery } from 'gatsby';
import { useLocale, useTranslation } from '../../i18n/react';
import { Component as ReactComponent, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import siteConfig from '../../../site.config';
import type { NavbarItem, NavbarItemType } from '../../config/types';
import { isNotFoundPath, withoutBase } from '../../browser/notFoundAddress';
import { hashInLocale, isExternalUrl, localizePath, stripLocale } from '../../i18n/paths';
import type { DocSidebarNode } from '../../sidebar/types';
import { useStoredChoice } from '../hooks/useStoredChoice';
import { LocalLink } from '../LocalLink';
import { SearchNavbarItem } from '../SearchBar';
import { Dropdown } from './Dropdown';
import { activeVersionName, latestVersionName, preferredVersionKey, versionRoot } from './versions';
import * as styles from './styles.module.css';

type ItemOf<T extends NavbarItemType> = Extract<NavbarItem, { type: T }>;

/** Marks a link that leaves the site. */
export function ExternalMark() {
  return (
    <svg
      className={styles.external}
      width="0.75rem"
      height="0.75rem"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3ZM5 5h6v2H7v10h10v-4h2v6H5V5Z"
      />
    </svg>
  );
}

function LinkItem({ item }: { item: ItemOf<'link'> }) {
  const { t } = useTranslation();
  return (
    <LocalLink href={item.href} className={styles.link}>
      {t(`common:${item.labelKey}`)}
      {isExternalUrl(item.href) && <ExternalMark />}
    </LocalLink>
  );
}

function DropdownItem({ item }: { item: ItemOf<'dropdown'> }) {
  const { t } = useTranslation();
  return (
    <Dropdown label={t(`common:${item.labelKey}`)}>
      {item.items.map((entry) => (
        <li key={entry.href}>
          <LocalLink href={entry.href} className={styles.menuLink}>
            {t(`common:${entry.labelKey}`)}
            {isExternalUrl(entry.href) && <ExternalMark />}
          </LocalLink>
        </li>
      ))}
    </Dropdown>
  );
}

function HtmlItem({ item }: { item: ItemOf<'html'> }) {
  return <span className={styles.html} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

function DocItem({ item }: { item: ItemOf<'doc'> }) {
  const { t } = useTranslation();
  const path = item.docId === 'index' ? '/docs/' : `/docs/${item.docId.replace(/\/index$/, '')}/`;
  return (
    <LocalLink href={path} className={styles.link}>
      {t(`common:${item.labelKey}`)}
    </LocalLink>
  );
}

interface SidebarsQuery {
  allDocSidebar: { nodes: (Pick<DocSidebarNode, 'sidebarId' | 'locale'> & { firstHref: string | null })[] };
}

/** The first page of every sidebar in every locale: `entries.get('tutorialSidebar|ja')`. */
function useSidebarEntries(): Map<string, string | null> {
  const data = useStaticQuery<SidebarsQuery>(graphql`
    query NavbarSidebarEntries {
      allDocSidebar {
        nodes {
          sidebarId
          locale
          firstHref
        }
      }
    }
  `);
  return useMemo(
    () =>
      new Map(data.allDocSidebar.nodes.map((node) => [`${node.sidebarId}|${node.locale}`, node.firstHref])),
    [data],
  );
}

function DocSidebarItem({ item }: { item: ItemOf<'docSidebar'> }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const href = useSidebarEntries().get(`${item.sidebarId}|${language}`);
  if (!href) {
    throw new Error(
      `navbar docSidebar item names sidebar '${item.sidebarId}', which has no page in locale '${language}'`,
    );
  }
  return (
    <LocalLink href={href} className={styles.link}>
      {t(`common:${item.labelKey}`)}
    </LocalLink>
  );
}

const VERSIONS = siteConfig.docs.versions;
const VERSION_NAMES = Object.keys(VERSIONS);

/** The reader's preferred docs version, remembered per docs plugin. */
function usePreferredVersion() {
  return useStoredChoice(preferredVersionKey(), VERSION_NAMES, latestVersionName(VERSIONS));
}

function DocsVersionItem({ item }: { item: ItemOf<'docsVersion'> }) {
  const name = item.version ?? latestVersionName(VERSIONS);
  const [, setPreferred] = usePreferredVersion();
  const version = VERSIONS[name];
  if (!version) throw new Error(`navbar docsVersion item names docs version '${name}', which does not exist`);
  return (
    <LocalLink href={versionRoot(version)} className={styles.link} onClick={() => setPreferred(name)}>
      {version.label}
    </LocalLink>
  );
}

function DocsVersionDropdownItem() {
  const { t } = useTranslation();
  const { originalPath } = useLocale();
  const [preferred, setPreferred] = usePreferredVersion();
  const active = activeVersionName(originalPath, VERSIONS, preferred);
  return (
    <Dropdown
      label={VERSIONS[active]?.label}
      ariaLabel={`${t('common:navbar.versions')}: ${VERSIONS[active]?.label ?? ''}`}
    >
      {Object.entries(VERSIONS).map(([name, version]) => (
        <li key={name}>
          <LocalLink
            href={versionRoot(version)}
            className={styles.menuLink}
            aria-current={name === active ? 'true' : undefined}
            onClick={() => setPreferred(name)}
          >
            {version.label}
          </LocalLink>
        </li>
      ))}
    </Dropdown>
  );
}

function GlobeIcon() {
  return (
    <svg width="1rem" height="1rem" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.84 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.1 16Zm2.95-8H5.1a8 8 0 0 1 4.33-3.56C8.83 5.55 8.37 6.75 8.05 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
      />
    </svg>
  );
}

/**
 * The same page in each locale; the links keep the current query string and hash (`?q=x#h`), a heading of a doc
 * page becoming the same heading of the other locale's page (or none, see hashInLocale). On a not-found page the
 * same goes for the address the reader asked for (kept in the address bar, see notFoundAddress.ts): the other
 * locale has it, or its own not-found page, rather than the not-found page's own address.
 */
function LocaleDropdownItem() {
  const { t } = useTranslation();
  const { language, originalPath, anchors } = useLocale();
  const [suffix, setSuffix] = useState({ path: originalPath, search: '', hash: '' });
  // Read when the menu opens and again at click time, so an in-page jump made since is kept too.
  const readSuffix = () => ({
    path: isNotFoundPath(originalPath)
      ? stripLocale(withoutBase(window.location.pathname, siteConfig.basePath))
      : originalPath,
    search: window.location.search,
    hash: window.location.hash,
  });
  const suffixIn = (locale: string, { search, hash }: typeof suffix) =>
    `${search}${locale === language ? hash : hashInLocale(hash, anchors?.[locale])}`;
  return (
    <Dropdown
      label={
        <>
          <GlobeIcon />
          {siteConfig.locales[language]?.label}
        </>
      }
      // The name begins with the label the button shows (WCAG 2.5.3: a voice command names what it sees).
      ariaLabel={t('common:navbar.language', { language: siteConfig.locales[language]?.label ?? language })}
      onOpen={() => setSuffix(readSuffix())}
    >
      {Object.entries(siteConfig.locales).map(([id, locale]) => {
        const linkTo = (read: typeof suffix) => `${localizePath(read.path, id)}${suffixIn(id, read)}`;
        return (
          <li key={id}>
            <a
              href={linkTo(suffix)}
              hrefLang={locale.htmlLang}
              lang={locale.htmlLang}
              className={styles.menuLink}
              aria-current={id === language ? 'true' : undefined}
              onClick={(event) => {
                event.currentTarget.href = linkTo(readSuffix());
              }}
            >
              {locale.label}
            </a>
          </li>
        );
      })}
    </Dropdown>
  );
}

/** Navbar item kinds → components. `site.config.ts` is validated against the same kinds at build start. */
export const NAVBAR_ITEM_COMPONENTS: { [T in NavbarItemType]?: ComponentType<{ item: ItemOf<T> }> } = {
  link: LinkItem,
  dropdown: DropdownItem,
  html: HtmlItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  docsVersion: DocsVersionItem,
  docsVersionDropdown: DocsVersionDropdownItem,
  localeDropdown: LocaleDropdownItem,
  search: SearchNavbarItem,
};

/**
 * Whether the bar shows the item at every width: search does (one tap away on a phone, as readers expect), and the
 * narrow screens' drawer leaves it out; a second search box there would answer Ctrl/Cmd+K a second time.
 */
export function staysInBar(item: NavbarItem): boolean {
  return item.type === 'search';
}

/** The component of a navbar item; an item the theme cannot render is a configuration error naming it. */
export function navbarItemComponent(item: NavbarItem, index: number): ComponentType<{ item: NavbarItem }> {
  const Component = NAVBAR_ITEM_COMPONENTS[item.type] as ComponentType<{ item: NavbarItem }> | undefined;
  if (!Component) {
    throw new Error(
      `navbar item ${index + 1} in site.config.ts has type '${item.type}', which this theme cannot render yet; remove it or pick one of: ${Object.keys(NAVBAR_ITEM_COMPONENTS).join(', ')}`,
    );
  }
  return Component;
}

/** The configuration error for a navbar item that threw while rendering, naming the item and what it threw. */
function navbarItemError(item: NavbarItem, index: number, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(
    `Configuration error: navbar item ${index + 1} in site.config.ts (type '${item.type}') failed to render: ${message}`,
    { cause: error },
  );
}

/**
 * Keeps a navbar item that fails in the browser from taking the page down: the item is left out and the failure
 * reported as a configuration error naming it. The build renders without boundaries, so there the same failure
 * stops the build.
 */
class NavbarItemBoundary extends ReactComponent<
  { item: NavbarItem; index: number; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(navbarItemError(this.props.item, this.props.index, error));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders one configured navbar item. */
export function NavbarItemView({ item, index }: { item: NavbarItem; index: number }) {
  const Component = navbarItemComponent(item, index);
  return (
    <NavbarItemBoundary item={item} index={index}>
      <Component item={item} />
    </NavbarItemBoundary>
  );
}
