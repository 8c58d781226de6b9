import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';

const pages = [
  { path: '/', lang: 'en', title: 'Vibrato UI' },
  { path: '/ja/', lang: 'ja', title: 'Vibrato UI' },
  { path: '/docs/', lang: 'en', title: 'Introduction | Vibrato UI' },
  { path: '/ja/docs/', lang: 'ja', title: 'はじめに | Vibrato UI' },
];

for (const { path, lang, title } of pages) {
  test(`${path} is served in ${lang} with its metadata`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.png$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`https://vibrato-ui.dev${path}`);
    const english = path.replace(/^\/ja\//, '/');
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toEqual([
      ['en', `https://vibrato-ui.dev${english}`],
      ['ja', `https://vibrato-ui.dev${english === '/' ? '/ja/' : `/ja${english}`}`],
      ['x-default', `https://vibrato-ui.dev${english}`],
    ]);
  });

  test(`every internal link on ${path} stays in its locale and ends with a slash`, async ({ page }) => {
    await page.goto(path);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      const pathname = href.split(/[?#]/)[0] ?? '';
      expect(pathname, href).toMatch(/\/$|\.[a-z0-9]+$/);
    }
    const otherLocaleLinks = hrefs.filter((href) => (lang === 'ja') !== href.startsWith('/ja/'));
    // Only the locale switcher may point to the other locale.
    expect(otherLocaleLinks.length, otherLocaleLinks.join()).toBeLessThanOrEqual(1);
  });
}

test('the not-found page answers unknown paths in each locale with status 404', async ({ page }) => {
  const english = await page.goto('/no/such/page/');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const japanese = await page.goto('/ja/deep/missing/page/');
  expect(japanese?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
  await expect(page.getByText('リンクが切れていることをお知らせください')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('sitemap.xml lists both locales and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://vibrato-ui.dev/docs/</loc>');
  expect(sitemap).toContain('<loc>https://vibrato-ui.dev/ja/docs/</loc>');
  expect(sitemap).not.toContain('404');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://vibrato-ui.dev/sitemap.xml');
});

test('the locale dropdown switches to the same page in the other language', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.getByRole('navigation', { name: 'Main' }).getByLabel('English, change language').click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('はじめに');
});

test('a Japanese page followed by another keeps the document Japanese throughout, as it is drawn', async ({
  page,
}) => {
  await gotoHydrated(page, '/ja/docs/components/knob/');
  await page.evaluate(() => {
    const changes: string[] = [];
    (window as unknown as { languageChanges: string[] }).languageChanges = changes;
    const root = document.documentElement;
    new MutationObserver((records) => {
      for (const record of records)
        changes.push(`${record.attributeName}=${root.getAttribute(record.attributeName ?? '')}`);
    }).observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
  });
  await page.locator('a[href="/ja/docs/components/slider/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slider');
  // The new page's head is in place (its title), and a frame has been drawn since.
  await expect(page).toHaveTitle(/^Slider/);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  // Taken off even for a frame, the Japanese text was laid out with the English line height, and moved.
  expect(
    await page.evaluate(() => (window as unknown as { languageChanges: string[] }).languageChanges),
  ).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a page of the other language drawn inside the site gives the document its language', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/');
  await page.evaluate(() =>
    (window as unknown as { ___navigate(to: string): void }).___navigate('/ja/docs/'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('はじめに');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('links written in the Japanese docs lead to Japanese pages', async ({ page }) => {
  const japanesePages = [
    '/ja/docs/components/knob/',
    '/ja/docs/components/slider/',
    '/ja/docs/hooks/web-midi-api/',
    '/ja/docs/tutorials/react/getting-started/',
    '/ja/docs/guides/CONTRIBUTING/',
  ];
  for (const path of japanesePages) {
    await page.goto(path);
    const hrefs = await page
      .locator('main article a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length, path).toBeGreaterThan(0);
    expect(
      hrefs.filter((href) => !href.startsWith('/ja/')),
      path,
    ).toEqual([]);
  }
});
