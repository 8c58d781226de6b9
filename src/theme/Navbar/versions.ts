import type { DocsVersionConfig } from '../../config/types';
import { stripLocale } from '../../i18n/paths';

/** Id of the docs plugin; the preferred version is remembered per plugin. */
export const DOCS_PLUGIN_ID = 'default';
/** Storage key prefix of the preferred docs version (`docs-preferred-version-default`). */
export const PREFERRED_VERSION_KEY_PREFIX = 'docs-preferred-version-';
export const preferredVersionKey = (pluginId = DOCS_PLUGIN_ID) =>
  `${PREFERRED_VERSION_KEY_PREFIX}${pluginId}`;

/** The unprefixed docs root of a version (`/docs/` for the current version, `/docs/1.x/` for others). */
export function versionRoot(version: DocsVersionConfig): string {
  return version.path ? `/docs/${version.path}/` : '/docs/';
}

/** Name of the latest version (validated to exist exactly once). */
export function latestVersionName(versions: Record<string, DocsVersionConfig>): string {
  return (
    Object.entries(versions).find(([, version]) => version.latest)?.[0] ?? Object.keys(versions)[0] ?? ''
  );
}

/**
 * The version a page belongs to: the version whose root contains the path (the longest match), else the
 * reader's preferred version, else the latest.
 */
export function activeVersionName(
  pathname: string,
  versions: Record<string, DocsVersionConfig>,
  preferred: string | null,
): string {
  const path = stripLocale(pathname);
  const matches = Object.entries(versions)
    .filter(([, version]) => version.path !== '' && path.startsWith(versionRoot(version)))
    .sort(([, a], [, b]) => b.path.length - a.path.length);
  if (matches[0]) return matches[0][0];
  if (path.startsWith('/docs/')) return latestVersionName(versions);
  if (preferred && Object.hasOwn(versions, preferred)) return preferred;
  return latestVersionName(versions);
}
