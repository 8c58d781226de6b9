import { graphql } from 'gatsby';

/** The UI strings a page queried: `locales: allLocale(filter: {language: {eq: $language}, ns: {in: [...]}})`. */
export interface LocaleStrings {
  edges: { node: { ns: string; data: string; language: string } }[];
}

/** A page's data always carries its UI strings under `locales`. */
export interface WithLocales {
  locales: LocaleStrings;
}

export const localeStringsFragment = graphql`
  fragment LocaleStrings on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;

function lookup(messages: unknown, path: string[]): string | undefined {
  let current = messages;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return typeof current === 'string' ? current : undefined;
}

/**
 * A `t('ns:key', {name})` over a page's queried strings, for places outside the i18next provider (the Head API).
 * A missing key throws: the build checks keys, so this only fires when a page forgot to query a namespace.
 */
export function translatorFor(
  strings: LocaleStrings,
): (key: string, values?: Record<string, string | number>) => string {
  const byNs = new Map(strings.edges.map(({ node }) => [node.ns, JSON.parse(node.data) as unknown]));
  return (key, values = {}) => {
    const [ns = '', path = ''] = key.split(':');
    const message = lookup(byNs.get(ns), path.split('.'));
    if (message === undefined)
      throw new Error(`Translation '${key}' is not loaded; add namespace '${ns}' to the page query`);
    return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}
