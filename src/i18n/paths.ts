/** Path helpers shared by the build and the browser: locale prefixes and trailing slashes. */

/** The locale the site is written in first; it has no path prefix. */
export const DEFAULT_LOCALE = 'en';
/** Every locale, default first. Must match the locales of `site.config.ts` (checked at build start). */
export const LOCALES = ['en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

/** True for a URL that leaves the site (has a scheme or is protocol-relative). */
export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Adds the trailing slash to a path's last segment unless it names a file (`/llms.txt`); keeps query and hash. */
export function withTrailingSlash(href: string): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  if (path === '' || path.endsWith('/')) return href;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(lastSegment)) return href;
  return `${path}/${rest}`;
}

/** The locale a site path belongs to (`/ja/docs/` → `ja`, `/docs/` → `en`). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix (`/ja/docs/` → `/docs/`). */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * The path of an unprefixed internal path in a locale (`/docs/`, `ja` → `/ja/docs/`), with a trailing slash.
 * External URLs and in-page anchors are returned unchanged.
 */
export function localizePath(href: string, locale: string): string {
  if (isExternalUrl(href) || href.startsWith('#')) return href;
  const unprefixed = stripLocale(href);
  const path = locale === DEFAULT_LOCALE ? unprefixed : `/${locale}${unprefixed}`;
  return withTrailingSlash(path);
}

/**
 * Normalises a browser path to the site's clean form: `/docs/index.html` and `/docs/index` → `/docs/`,
 * `/docs/knob.html` → `/docs/knob/`. Returns null when the path is already clean.
 */
export function cleanPath(pathname: string): string | null {
  let clean = pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '/');
  clean = withTrailingSlash(clean);
  return clean === pathname ? null : clean;
}

/**
 * The route of a doc from its MDX path relative to its locale folder (`components/knob.mdx` → `/docs/components/knob/`,
 * `index.mdx` → `/docs/`). A frontmatter slug (`/docs/custom/`) wins.
 */
export function docRoute(relativePath: string, slug?: string | null): string {
  if (slug) return withTrailingSlash(slug.startsWith('/') ? slug : `/docs/${slug}`);
  const withoutExtension = relativePath.replace(/\.mdx?$/, '');
  const withoutIndex = withoutExtension.replace(/(^|\/)index$/, '');
  return withTrailingSlash(`/docs/${withoutIndex}`.replace(/\/+$/, '') || '/docs');
}

/**
 * The hash of a page's address for the same page in another locale: a heading of a doc page becomes the same
 * heading there (`counterparts`, the page's `anchors` for that locale), or no hash when it has none there; any
 * other hash is kept as it is (API pages share their ids).
 */
export function hashInLocale(hash: string, counterparts: Record<string, string> | undefined): string {
  if (hash.length < 2 || !counterparts) return hash;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return hash;
  }
  const other = counterparts[id];
  if (other === undefined) return hash;
  return other === '' ? '' : `#${other}`;
}
