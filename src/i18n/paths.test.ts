import { describe, expect, it } from 'vitest';
import {
  cleanPath,
  hashInLocale,
  docRoute,
  isExternalUrl,
  localeFromPath,
  localizePath,
  stripLocale,
  withTrailingSlash,
} from './paths';

describe('locale paths', () => {
  it('finds the locale of a path', () => {
    expect(localeFromPath('/ja/docs/')).toBe('ja');
    expect(localeFromPath('/ja/')).toBe('ja');
    expect(localeFromPath('/docs/')).toBe('en');
    expect(localeFromPath('/japan/')).toBe('en');
    expect(localeFromPath('/')).toBe('en');
  });

  it('strips the locale prefix', () => {
    expect(stripLocale('/ja/docs/knob/')).toBe('/docs/knob/');
    expect(stripLocale('/ja/')).toBe('/');
    expect(stripLocale('/ja')).toBe('/');
    expect(stripLocale('/docs/')).toBe('/docs/');
  });

  it('localises unprefixed and prefixed internal paths, keeping query and hash', () => {
    expect(localizePath('/docs/', 'ja')).toBe('/ja/docs/');
    expect(localizePath('/docs', 'ja')).toBe('/ja/docs/');
    expect(localizePath('/ja/docs/', 'en')).toBe('/docs/');
    expect(localizePath('/', 'ja')).toBe('/ja/');
    expect(localizePath('/search/?q=knob#top', 'ja')).toBe('/ja/search/?q=knob#top');
    expect(localizePath('/docs/api/functions', 'en')).toBe('/docs/api/functions/');
  });

  it('leaves external URLs and anchors alone', () => {
    expect(localizePath('https://example.com/a', 'ja')).toBe('https://example.com/a');
    expect(localizePath('#intro', 'ja')).toBe('#intro');
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('//cdn.example.com/x.js')).toBe(true);
    expect(isExternalUrl('/docs/')).toBe(false);
  });

  it('adds trailing slashes except to files', () => {
    expect(withTrailingSlash('/docs')).toBe('/docs/');
    expect(withTrailingSlash('/docs/')).toBe('/docs/');
    expect(withTrailingSlash('/llms.txt')).toBe('/llms.txt');
    expect(withTrailingSlash('/docs?q=1#x')).toBe('/docs/?q=1#x');
  });
});

describe('cleanPath', () => {
  it('normalises .html and /index paths', () => {
    expect(cleanPath('/docs/index.html')).toBe('/docs/');
    expect(cleanPath('/docs/index')).toBe('/docs/');
    expect(cleanPath('/docs/knob.html')).toBe('/docs/knob/');
    expect(cleanPath('/index.html')).toBe('/');
    expect(cleanPath('/docs')).toBe('/docs/');
  });
  it('returns null for clean paths', () => {
    expect(cleanPath('/docs/')).toBeNull();
    expect(cleanPath('/')).toBeNull();
  });
});

describe('docRoute', () => {
  it('maps MDX paths to routes, keeping case', () => {
    expect(docRoute('index.mdx')).toBe('/docs/');
    expect(docRoute('components/knob.mdx')).toBe('/docs/components/knob/');
    expect(docRoute('guides/CONTRIBUTING.mdx')).toBe('/docs/guides/CONTRIBUTING/');
    expect(docRoute('tutorials/react/index.mdx')).toBe('/docs/tutorials/react/');
  });
  it('lets a frontmatter slug win', () => {
    expect(docRoute('a/b.mdx', '/docs/custom')).toBe('/docs/custom/');
    expect(docRoute('a/b.mdx', 'other/place')).toBe('/docs/other/place/');
  });
});

describe('hashInLocale', () => {
  const counterparts = { usage: '使い方', moved: '' };

  it('turns a heading of the page into the same heading of the other locale’s page, as typed or encoded', () => {
    expect(hashInLocale('#usage', counterparts)).toBe('#使い方');
    expect(hashInLocale(`#${encodeURIComponent('使い方')}`, { 使い方: 'usage' })).toBe('#usage');
  });

  it('drops a heading without a counterpart there, and keeps any other hash', () => {
    expect(hashInLocale('#moved', counterparts)).toBe('');
    expect(hashInLocale('#onChange', counterparts)).toBe('#onChange');
    expect(hashInLocale('#onChange', undefined)).toBe('#onChange');
    expect(hashInLocale('', counterparts)).toBe('');
    expect(hashInLocale('#%E0%A4%A', counterparts)).toBe('#%E0%A4%A');
  });
});
