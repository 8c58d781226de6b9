import { i18nContext } from '../../src/build/docPages';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/paths';

/** What a Locale node holds: one namespace of one language's UI strings, as compact JSON. */
export interface LocaleStringsFile {
  language: string;
  ns: string;
  data: string;
}

/**
 * Reads `locales/{language}/{ns}.json`. Throws, naming the file and what to fix, when the folder is not a locale
 * of the site or the file is not a JSON object.
 */
export function parseLocaleFile(file: string, language: string, ns: string, text: string): LocaleStringsFile {
  if (!(LOCALES as readonly string[]).includes(language)) {
    throw new Error(
      `${file}: "${language}" is not a locale of the site (${LOCALES.join(', ')}); move the file into one of ` +
        `those folders or add the locale to src/i18n/paths.ts and site.config.ts`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}); fix the syntax of the file`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: the strings must be a JSON object of keys and messages`);
  }
  return { language, ns, data: JSON.stringify(parsed) };
}

interface PageLike {
  path: string;
  matchPath?: string;
  component: string;
  context?: Record<string, unknown>;
}

/**
 * The pages of one `src/pages` page: the default locale at its own path, and a copy under each other locale's
 * prefix. The localised 404 pages get no match path (`/ja/*`): Gatsby would list every page under the prefix in
 * the code of every page to rank them above it, so that code would grow with the docs. The server answers an
 * unknown `/ja/…` path with `/ja/404.html` (scripts/serve.ts, and the static-host rules in the README), and the
 * browser keeps the address asked for (src/browser/notFoundAddress.ts); links inside the site are checked at
 * build time.
 */
export function localePages<T extends PageLike>(
  page: T,
): (T & { matchPath?: string; context: { language: string; i18n: ReturnType<typeof i18nContext> } })[] {
  return LOCALES.map((locale) => {
    const routed = locale !== DEFAULT_LOCALE;
    const path = routed ? `/${locale}${page.path}` : page.path;
    const matchPath = routed && page.matchPath ? `/${locale}${page.matchPath}` : page.matchPath;
    return {
      ...page,
      path,
      ...(matchPath === undefined ? {} : { matchPath }),
      context: { ...page.context, language: locale, i18n: i18nContext(locale, page.path, path) },
    };
  });
}
