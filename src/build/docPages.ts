import { DEFAULT_LOCALE, LOCALES, docRoute, localizePath } from '../i18n/paths';

/** An MDX doc as the build reads it from GraphQL. */
export interface DocSource {
  id: string;
  locale: string;
  /** MDX path relative to the locale folder, without extension: `components/knob`. */
  docId: string;
  slug: string | null;
  contentFilePath: string;
}

/** One page to create: a doc in one locale, possibly built from the English text (`fallback`). */
export interface DocPage {
  path: string;
  locale: string;
  docId: string;
  /** The English route of this doc; the same for every locale of the pair. */
  originalPath: string;
  source: DocSource;
  fallback: boolean;
}

/**
 * Pairs the docs of every locale by doc id and returns one page per locale per English doc. A locale missing a
 * translation gets the English source with `fallback: true`. A translated doc with no English original is an error.
 */
export function planDocPages(sources: DocSource[]): DocPage[] {
  const byId = new Map<string, Map<string, DocSource>>();
  for (const source of sources) {
    const locales = byId.get(source.docId) ?? new Map<string, DocSource>();
    locales.set(source.locale, source);
    byId.set(source.docId, locales);
  }
  const pages: DocPage[] = [];
  for (const [docId, locales] of [...byId].sort(([a], [b]) => a.localeCompare(b))) {
    const original = locales.get(DEFAULT_LOCALE);
    if (!original) {
      const orphan = [...locales.values()][0];
      throw new Error(
        `${orphan?.contentFilePath ?? docId} has no English original; add content/docs/${DEFAULT_LOCALE}/${docId}.mdx or move the file`,
      );
    }
    const originalPath = docRoute(`${docId}.mdx`, original.slug);
    for (const locale of LOCALES) {
      const translated = locales.get(locale);
      pages.push({
        path: localizePath(originalPath, locale),
        locale,
        docId,
        originalPath,
        source: translated ?? original,
        fallback: translated === undefined,
      });
    }
  }
  return pages;
}

/**
 * The `i18n` page context src/i18n/react.tsx reads. gatsby-plugin-locales copies pages that lack it for each locale.
 */
export function i18nContext(locale: string, originalPath: string, path: string) {
  return {
    language: locale,
    languages: [...LOCALES],
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    routed: locale !== DEFAULT_LOCALE,
    originalPath,
    path,
  };
}
