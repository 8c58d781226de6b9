import siteConfig from '../../../site.config';
import { isExternalUrl } from '../../i18n/paths';

/**
 * A hit URL as a local site path (`https://vibrato-ui.dev/ja/docs/#x` → `/ja/docs/#x`) when it points into this
 * site; other sites' URLs stay absolute (they get a full navigation).
 */
export function toLocalUrl(url: string, currentOrigin?: string): string {
  if (!isExternalUrl(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const site = new URL(siteConfig.url);
  const ours = parsed.origin === site.origin || parsed.origin === currentOrigin;
  if (!ours) return url;
  const base = siteConfig.basePath.replace(/\/$/, '');
  const pathname =
    base && parsed.pathname.startsWith(`${base}/`) ? parsed.pathname.slice(base.length) : parsed.pathname;
  return `${pathname}${parsed.search}${parsed.hash}`;
}
