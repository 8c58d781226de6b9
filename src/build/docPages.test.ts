import { describe, expect, it } from 'vitest';
import { i18nContext, planDocPages, type DocSource } from './docPages';

const doc = (locale: string, docId: string, slug: string | null = null): DocSource => ({
  id: `${locale}-${docId}`,
  locale,
  docId,
  slug,
  contentFilePath: `/site/content/docs/${locale}/${docId}.mdx`,
});

describe('planDocPages', () => {
  it('creates an English and a Japanese page per doc, falling back to English where a translation is missing', () => {
    const pages = planDocPages([doc('en', 'index'), doc('ja', 'index'), doc('en', 'guides/CONTRIBUTING')]);
    expect(pages.map(({ path, locale, fallback, source }) => [path, locale, fallback, source.id])).toEqual([
      ['/docs/guides/CONTRIBUTING/', 'en', false, 'en-guides/CONTRIBUTING'],
      ['/ja/docs/guides/CONTRIBUTING/', 'ja', true, 'en-guides/CONTRIBUTING'],
      ['/docs/', 'en', false, 'en-index'],
      ['/ja/docs/', 'ja', false, 'ja-index'],
    ]);
  });

  it('uses the English slug for both pages of a pair', () => {
    const pages = planDocPages([doc('en', 'a', '/docs/b/'), doc('ja', 'a', '/docs/ignored/')]);
    expect(pages.map((page) => page.path)).toEqual(['/docs/b/', '/ja/docs/b/']);
  });

  it('fails on a translation without an English original', () => {
    expect(() => planDocPages([doc('ja', 'only-ja')])).toThrow(
      '/site/content/docs/ja/only-ja.mdx has no English original; add content/docs/en/only-ja.mdx or move the file',
    );
  });
});

describe('i18nContext', () => {
  it('marks non-default locales as routed', () => {
    expect(i18nContext('ja', '/docs/', '/ja/docs/')).toEqual({
      language: 'ja',
      languages: ['en', 'ja'],
      defaultLanguage: 'en',
      generateDefaultLanguagePage: false,
      routed: true,
      originalPath: '/docs/',
      path: '/ja/docs/',
    });
  });
});
