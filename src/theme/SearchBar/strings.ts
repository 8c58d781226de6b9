import type { i18n as I18n } from 'i18next';
import en from '../../../locales/en/search.json';
import ja from '../../../locales/ja/search.json';

const BUNDLES: Record<string, object> = { en, ja };

/**
 * The search strings, added to i18next on pages whose query did not load the `search` namespace (every page but
 * /search/ shows the search button). The files are a couple of KB; the modal's code loads on intent.
 */
export function ensureSearchStrings(i18n: I18n, language: string): void {
  const bundle = BUNDLES[language];
  if (bundle && !i18n.hasResourceBundle(language, 'search')) {
    i18n.addResourceBundle(language, 'search', bundle, true, false);
  }
}
