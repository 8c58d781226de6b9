import { LOCALES, localizePath, stripLocale } from '../i18n/paths';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Joins the site origin, base path and a site path into an absolute URL. */
export function absoluteUrl(origin: string, basePath: string, sitePath: string): string {
  return `${origin}${basePath.replace(/\/$/, '')}${sitePath}`;
}

/**
 * `sitemap.xml` listing every page of every locale, each with its hreflang alternates (and x-default, the
 * English page). `paths` are site paths of indexable pages.
 */
export function buildSitemap(
  paths: string[],
  origin: string,
  basePath: string,
  htmlLang: Record<string, string>,
): string {
  const entries = [...new Set(paths)].sort().map((sitePath) => {
    const original = stripLocale(sitePath);
    const alternates = LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(htmlLang[locale] ?? locale)}" href="${escapeXml(absoluteUrl(origin, basePath, localizePath(original, locale)))}"/>`,
    );
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(origin, basePath, original))}"/>`,
    );
    return `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, basePath, sitePath))}</loc>\n${alternates.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** `robots.txt` allowing everything and naming the sitemap. */
export function buildRobots(origin: string, basePath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, basePath, '/sitemap.xml')}\n`;
}
