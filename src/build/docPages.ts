import { DEFAULT_LOCALE, LOCALES, docRoute, localizePath } from '../i18n/paths';
import type { DocHeading } from './headings';

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

/** A heading's place in a page's outline: its level and id. */
export type OutlineHeading = Pick<DocHeading, 'depth' | 'id'>;

/** Whether two pages' headings have the same levels in the same order. */
function sameOutline(a: OutlineHeading[], b: OutlineHeading[]): boolean {
  return a.length === b.length && a.every((heading, i) => heading.depth === b[i]?.depth);
}

/**
 * The docs whose translation has another outline than the English page (headings added, left out or at another
 * level): the language switch opens such a page at its top, whatever heading the reader was at. For the build's
 * report; not an error.
 */
export function differentOutlines(
  pages: DocPage[],
  outline: (source: DocSource) => OutlineHeading[],
): string[] {
  const english = new Map(
    pages.filter((page) => page.locale === DEFAULT_LOCALE).map((page) => [page.docId, outline(page.source)]),
  );
  const docs = pages
    .filter((page) => page.locale !== DEFAULT_LOCALE && !page.fallback)
    .filter((page) => !sameOutline(english.get(page.docId) ?? [], outline(page.source)))
    .map((page) => page.docId);
  return [...new Set(docs)];
}

/**
 * Where each heading of a doc page is on the same doc in another locale, for the language switch (heading ids
 * come from the heading text, so they differ between translations). Headings correspond by position when the two
 * pages have the same outline, the same levels in the same order, which a translation keeps. Only ids that differ
 * are listed. With outlines that differ, no heading's counterpart is known for sure: every heading maps to ''
 * (the switch then opens the other page at its top, never at a wrong heading).
 */
export function headingCounterparts(from: OutlineHeading[], to: OutlineHeading[]): Record<string, string> {
  const same = sameOutline(from, to);
  const counterparts: Record<string, string> = {};
  from.forEach((heading, i) => {
    const other = same ? (to[i]?.id ?? '') : '';
    if (other !== heading.id) counterparts[heading.id] = other;
  });
  return counterparts;
}

/**
 * The heading counterparts of each doc page in the other locales (see headingCounterparts), keyed by page path
 * and then by locale; a page whose headings all have the same ids elsewhere has none.
 */
export function docPageAnchors(
  pages: DocPage[],
  outline: (source: DocSource) => OutlineHeading[],
): Map<string, Record<string, Record<string, string>>> {
  const byDoc = new Map<string, DocPage[]>();
  for (const page of pages) byDoc.set(page.docId, [...(byDoc.get(page.docId) ?? []), page]);
  const anchors = new Map<string, Record<string, Record<string, string>>>();
  for (const page of pages) {
    const own = outline(page.source);
    const byLocale: Record<string, Record<string, string>> = {};
    for (const other of byDoc.get(page.docId) ?? []) {
      if (other.locale === page.locale) continue;
      const counterparts = headingCounterparts(own, outline(other.source));
      if (Object.keys(counterparts).length > 0) byLocale[other.locale] = counterparts;
    }
    if (Object.keys(byLocale).length > 0) anchors.set(page.path, byLocale);
  }
  return anchors;
}

/**
 * The `i18n` page context src/i18n/react.tsx reads. gatsby-plugin-locales copies pages that lack it for each locale.
 * `anchors`: the page's heading counterparts in the other locales (see docPageAnchors), for the language switch.
 */
export function i18nContext(
  locale: string,
  originalPath: string,
  path: string,
  anchors?: Record<string, Record<string, string>>,
) {
  return {
    language: locale,
    languages: [...LOCALES],
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    routed: locale !== DEFAULT_LOCALE,
    originalPath,
    path,
    ...(anchors ? { anchors } : {}),
  };
}
