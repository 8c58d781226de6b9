import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap';

describe('sitemap', () => {
  it('lists every page with hreflang alternates and x-default', () => {
    const xml = buildSitemap(['/docs/', '/ja/docs/'], 'https://v.dev', '/', { en: 'en', ja: 'ja' });
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://v.dev/ja/docs/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ja" href="https://v.dev/ja/docs/"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://v.dev/docs/"/>');
  });
  it('respects a base path in the sitemap and robots.txt', () => {
    expect(buildSitemap(['/'], 'https://v.dev', '/site/', { en: 'en', ja: 'ja' })).toContain(
      '<loc>https://v.dev/site/</loc>',
    );
    expect(buildRobots('https://v.dev', '/site/')).toContain('Sitemap: https://v.dev/site/sitemap.xml');
  });
});
