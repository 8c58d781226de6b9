import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useDocumentLanguage } from './documentLanguage';
import { DEFAULT_LOCALE, LOCALES } from './paths';
import { catalogFrom, translate, type Catalog, type LocaleStrings, type TranslationValues } from './strings';

/** Where a page sits among the locales; `createPages` and gatsby-plugin-locales put it in `pageContext.i18n`. */
export interface LocalePageContext {
  /** The page's locale. */
  language: string;
  /** Every locale, default first. */
  languages: string[];
  defaultLanguage: string;
  /** True when the path carries a locale prefix (`/ja/…`). */
  routed: boolean;
  /** The path without the locale prefix (`/docs/`). */
  originalPath: string;
  /** The page's own path (`/ja/docs/`). */
  path: string;
  /**
   * Doc pages: the id of each heading on the page in another locale where it differs, by locale ('' for a heading
   * with no counterpart known there; see src/build/docPages.ts headingCounterparts).
   */
  anchors?: Record<string, Record<string, string>>;
}

export type TFunction = (key: string, values?: TranslationValues) => string;

interface LocaleState {
  page: LocalePageContext;
  catalog: Catalog;
}

/** Outside a page (unit tests of single components): the default locale, no strings, keys shown as they are. */
const NO_PAGE: LocaleState = {
  page: {
    language: DEFAULT_LOCALE,
    languages: [...LOCALES],
    defaultLanguage: DEFAULT_LOCALE,
    routed: false,
    originalPath: '/',
    path: '/',
  },
  catalog: new Map(),
};

const LocaleContext = createContext<LocaleState>(NO_PAGE);

/**
 * Gives a page its locale and the UI strings its query loaded (`locales: allLocale(…)`), so each page ships only
 * the namespaces it uses, and gives the document the page's language as it is drawn. Wrapped around every page in
 * gatsby-browser.tsx and gatsby-ssr.tsx.
 */
export function LocaleProvider({
  page,
  strings,
  children,
}: {
  page: LocalePageContext | undefined;
  strings: LocaleStrings | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => (page ? { page, catalog: catalogFrom(strings) } : NO_PAGE), [page, strings]);
  useDocumentLanguage(page?.language);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The page's locale and paths. */
export function useLocale(): LocalePageContext {
  return useContext(LocaleContext).page;
}

/**
 * `t('ns:path.to.key', {name: value})` over the page's strings. A key the page did not load shows as the key
 * itself rather than breaking the page; the build fails on keys missing from a locale file.
 */
export function useTranslation(): {
  t: TFunction;
  i18n: {
    language: string;
    hasNamespace: (ns: string) => boolean;
    /** Adds strings that came with a part of the page loaded later (the search button's). */
    addNamespace: (ns: string, messages: unknown) => void;
  };
} {
  const { page, catalog } = useContext(LocaleContext);
  const t = useCallback<TFunction>((key, values) => translate(catalog, key, values) ?? key, [catalog]);
  const i18n = useMemo(
    () => ({
      language: page.language,
      hasNamespace: (ns: string) => catalog.has(ns),
      addNamespace: (ns: string, messages: unknown) => {
        if (!catalog.has(ns)) catalog.set(ns, messages);
      },
    }),
    [page.language, catalog],
  );
  return { t, i18n };
}
