import { graphql } from 'gatsby';
import { catalogFrom, translate, type LocaleStrings, type TranslationValues } from './strings';

export type { LocaleStrings, WithLocales } from './strings';

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

/**
 * A `t('ns:key', {name})` over a page's queried strings, for places outside the React tree (the Head API).
 * A missing key throws: the build checks keys, so this only fires when a page forgot to query a namespace.
 */
export function translatorFor(strings: LocaleStrings): (key: string, values?: TranslationValues) => string {
  const catalog = catalogFrom(strings);
  return (key, values) => {
    const message = translate(catalog, key, values);
    if (message === undefined) {
      const ns = key.split(':')[0] ?? '';
      throw new Error(`Translation '${key}' is not loaded; add namespace '${ns}' to the page query`);
    }
    return message;
  };
}
