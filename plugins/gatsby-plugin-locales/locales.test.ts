import { describe, expect, it } from 'vitest';
import { localePages, parseLocaleFile } from './locales';

describe('parseLocaleFile', () => {
  it('keeps language, namespace and the strings as compact JSON', () => {
    expect(parseLocaleFile('locales/ja/theme.json', 'ja', 'theme', '{\n  "toc": "目次"\n}\n')).toEqual({
      language: 'ja',
      ns: 'theme',
      data: '{"toc":"目次"}',
    });
  });

  it('fails naming the file on bad JSON, a non-object, or a folder that is no locale', () => {
    expect(() => parseLocaleFile('locales/ja/theme.json', 'ja', 'theme', '{"toc": }')).toThrow(
      /^locales\/ja\/theme\.json: not valid JSON .*fix the syntax/,
    );
    expect(() => parseLocaleFile('locales/en/theme.json', 'en', 'theme', '["a"]')).toThrow(
      /locales\/en\/theme\.json: the strings must be a JSON object/,
    );
    expect(() => parseLocaleFile('locales/fr/theme.json', 'fr', 'theme', '{}')).toThrow(
      /locales\/fr\/theme\.json: "fr" is not a locale of the site \(en, ja\)/,
    );
  });
});

describe('localePages', () => {
  const component = '/site/src/pages/search.tsx';

  it('keeps the default locale at the page path and prefixes the others', () => {
    const [en, ja] = localePages({ path: '/search/', component, context: { extra: 1 } });
    expect(en).toMatchObject({ path: '/search/', context: { extra: 1, language: 'en' } });
    expect(en?.context.i18n).toMatchObject({
      language: 'en',
      routed: false,
      originalPath: '/search/',
      path: '/search/',
    });
    expect(ja).toMatchObject({ path: '/ja/search/', context: { language: 'ja' } });
    expect(ja?.context.i18n).toMatchObject({
      language: 'ja',
      routed: true,
      originalPath: '/search/',
      path: '/ja/search/',
    });
    expect(en && 'matchPath' in en).toBe(false);
  });

  it('gives the localised 404 pages no match path, which would list every page in the app’s code', () => {
    const pages = localePages({ path: '/404/', component });
    expect(pages.map((page) => page.path)).toEqual(['/404/', '/ja/404/']);
    expect(pages.map((page) => page.matchPath)).toEqual([undefined, undefined]);
  });

  it('prefixes a page’s own match path', () => {
    expect(
      localePages({ path: '/app/', matchPath: '/app/*', component }).map((page) => page.matchPath),
    ).toEqual(['/app/*', '/ja/app/*']);
  });
});
