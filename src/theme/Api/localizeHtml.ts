import { localizePath } from '../../i18n/paths';

/**
 * Puts the reader's locale on the internal links of comment HTML rendered at build time (`href="/docs/…"` →
 * `href="/ja/docs/…"`); external links and in-page anchors are left alone.
 */
export function localizeHtml(html: string, locale: string): string {
  return html.replace(/href="(\/[^"]*)"/g, (_whole, href: string) => {
    const [pathPart = '/', hash] = href.split('#');
    return `href="${localizePath(pathPart, locale)}${hash === undefined ? '' : `#${hash}`}"`;
  });
}
