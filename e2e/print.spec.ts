import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/** About the width of the printed area of an A4 page less its margins, in CSS pixels. */
const PAPER_WIDTH = 680;

/** The colour's channels, from `rgb(r, g, b)` as getComputedStyle gives it. */
const channels = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);

/** The code blocks of the article: how far each scrolls sideways, and whether its longest line wraps. */
const codeBlocks = (page: Page) =>
  page.locator('main article').evaluate((article) =>
    [...article.querySelectorAll('figure pre')].map((pre) => {
      const lines = [...pre.querySelectorAll<HTMLElement>('.code-line')];
      const longest = lines.reduce<HTMLElement | undefined>(
        (best, line) => ((line.textContent ?? '').length > (best?.textContent ?? '').length ? line : best),
        undefined,
      );
      const lineHeight = parseFloat(getComputedStyle(pre).lineHeight);
      return {
        overflow: pre.scrollWidth - pre.clientWidth,
        longest: longest?.textContent?.trimEnd().length ?? 0,
        wraps: longest ? longest.getBoundingClientRect().height > lineHeight * 1.5 : false,
      };
    }),
  );

const afterContent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((link) => getComputedStyle(link, '::after').content);

for (const { kind, path, sidebar, toc } of [
  { kind: 'a doc', path: '/docs/hooks/web-midi-api/', sidebar: 'Docs sidebar', toc: 'On this page' },
  {
    kind: 'a doc',
    path: '/ja/docs/hooks/web-midi-api/',
    sidebar: 'ドキュメントのサイドバー',
    toc: 'このページの内容',
  },
  { kind: 'an API', path: '/docs/api/react/variables/Knob/', sidebar: 'Docs sidebar', toc: 'On this page' },
  {
    kind: 'an API',
    path: '/ja/docs/api/react/variables/Knob/',
    sidebar: 'ドキュメントのサイドバー',
    toc: 'このページの内容',
  },
]) {
  test(`${kind} page prints its content only, dark on white, full width, with wrapped code (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ media: 'print' });

    // The site's chrome is gone: navbar, sidebar, both tables of contents.
    await expect(page.getByRole('banner', { includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('banner', { includeHidden: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: sidebar, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: sidebar, includeHidden: true })).toBeHidden();
    const tocs = page.getByRole('navigation', { name: toc, includeHidden: true });
    expect(await tocs.count()).toBeGreaterThan(0);
    for (const nav of await tocs.all()) await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The article takes the page's width.
    const article = await page.locator('main article').boundingBox();
    expect(article?.width ?? 0).toBeGreaterThanOrEqual(1280 * 0.95);

    // Near-black text on white, in the dark colour mode too.
    const body = await page
      .locator('body')
      .evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]);
    expect(Math.max(...channels(body[0] ?? ''))).toBeLessThanOrEqual(64);
    expect(body[1]).toBe('rgb(255, 255, 255)');
    const paragraph = await page
      .locator('main article p:not([class])')
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(Math.max(...channels(paragraph))).toBeLessThanOrEqual(64);

    // External links print their address; internal ones do not.
    const external = await page.locator('main article a[href^="http"]').first().getAttribute('href');
    expect(await afterContent(page, 'main article a[href^="http"]')).toContain(external);
    expect(await afterContent(page, 'main a[href^="/"]')).toBe('none');

    // At the width of paper, code wraps instead of running off the page.
    await page.setViewportSize({ width: PAPER_WIDTH, height: 960 });
    const blocks = await codeBlocks(page);
    expect(blocks.length).toBeGreaterThan(0);
    expect(Math.max(...blocks.map((block) => block.longest))).toBeGreaterThanOrEqual(95);
    expect(blocks.map((block) => block.overflow)).toEqual(blocks.map(() => 0));
    expect(blocks.some((block) => block.wraps)).toBe(true);

    // None of it reaches the screen.
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: sidebar })).toBeVisible();
    expect(await afterContent(page, 'main article a[href^="http"]')).toBe('none');
  });
}
