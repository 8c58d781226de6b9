/**
 * The modal's strings for one locale, fetched with the modal's code (each locale's file is its own small chunk):
 * pages other than /search/ do not query the `search` namespace, and no page carries another locale's strings.
 */
export function loadSearchStrings(language: string): Promise<object> {
  return import(
    /* webpackChunkName: "search-strings-[request]" */ `../../../locales/${language}/search.json`
  ).then((module: { default: object }) => module.default);
}
