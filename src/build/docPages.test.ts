import { describe, expect, it } from 'vitest';
import {
  differentOutlines,
  docPageAnchors,
  headingCounterparts,
  i18nContext,
  planDocPages,
  type DocSource,
} from './docPages';

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

describe('headingCounterparts', () => {
  const h = (depth: number, id: string) => ({ depth, id });

  it('pairs the headings of two pages with the same outline by position, listing the ids that differ', () => {
    expect(
      headingCounterparts(
        [h(2, 'usage'), h(3, 'props'), h(3, 'onChange'), h(2, 'styling')],
        [h(2, '使い方'), h(3, 'props'), h(3, 'onChange'), h(2, 'スタイル')],
      ),
    ).toEqual({ usage: '使い方', styling: 'スタイル' });
  });

  it('knows no counterpart when the outlines differ, in levels or in number: the switch goes to the top', () => {
    expect(headingCounterparts([h(2, 'a'), h(3, 'b')], [h(2, 'x'), h(2, 'b')])).toEqual({ a: '', b: '' });
    expect(headingCounterparts([h(2, 'a'), h(2, 'b')], [h(2, 'a')])).toEqual({ a: '', b: '' });
  });
});

describe('docPageAnchors', () => {
  it('gives each page of a pair the counterparts of its headings on the other, none for identical outlines', () => {
    const pages = planDocPages([doc('en', 'index'), doc('ja', 'index'), doc('en', 'guides/CONTRIBUTING')]);
    const outlines: Record<string, { depth: number; id: string }[]> = {
      'en-index': [{ depth: 2, id: 'install' }],
      'ja-index': [{ depth: 2, id: 'インストール' }],
      'en-guides/CONTRIBUTING': [{ depth: 2, id: 'setup' }],
    };
    const anchors = docPageAnchors(pages, (source) => outlines[source.id] ?? []);
    expect(Object.fromEntries(anchors)).toEqual({
      '/docs/': { ja: { install: 'インストール' } },
      '/ja/docs/': { en: { インストール: 'install' } },
    });
  });
});

describe('differentOutlines', () => {
  it('names the docs whose translation has another outline than the English page', () => {
    const pages = planDocPages([
      doc('en', 'a'),
      doc('ja', 'a'),
      doc('en', 'b'),
      doc('ja', 'b'),
      doc('en', 'c'),
    ]);
    const outlines: Record<string, { depth: number; id: string }[]> = {
      'en-a': [{ depth: 2, id: 'x' }],
      'ja-a': [{ depth: 2, id: 'エックス' }],
      'en-b': [{ depth: 2, id: 'x' }],
      'ja-b': [{ depth: 3, id: 'x' }],
      'en-c': [{ depth: 2, id: 'x' }],
    };
    expect(differentOutlines(pages, (source) => outlines[source.id] ?? [])).toEqual(['b']);
  });
});
