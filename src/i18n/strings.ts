/** UI strings: what a page's query loads, and looking a message up in them. */

/** The UI strings a page queried: `locales: allLocale(filter: {language: {eq: $language}, ns: {in: [...]}})`. */
export interface LocaleStrings {
  edges: { node: { ns: string; data: string; language: string } }[];
}

/** A page's data always carries its UI strings under `locales`. */
export interface WithLocales {
  locales: LocaleStrings;
}

/** A locale's loaded strings by namespace (`common`, `theme`, …). */
export type Catalog = Map<string, unknown>;

/** The namespaces of a page's queried strings, parsed. */
export function catalogFrom(strings: LocaleStrings | undefined): Catalog {
  return new Map((strings?.edges ?? []).map(({ node }) => [node.ns, JSON.parse(node.data) as unknown]));
}

function lookup(messages: unknown, path: string[]): string | undefined {
  let current = messages;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return typeof current === 'string' ? current : undefined;
}

export type TranslationValues = Record<string, string | number>;

/**
 * The message of `ns:path.to.key` with its `{{name}}` placeholders filled (values are not HTML-escaped: React
 * escapes what it renders); undefined when the namespace is not loaded or has no such key. A placeholder without
 * a value stays as written.
 */
export function translate(catalog: Catalog, key: string, values: TranslationValues = {}): string | undefined {
  const separator = key.indexOf(':');
  const ns = separator < 0 ? '' : key.slice(0, separator);
  const message = lookup(catalog.get(ns), key.slice(separator + 1).split('.'));
  return message?.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
