import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';

/**
 * Where scrollbars take room (desktop Windows and Linux), the page keeps that room whether it scrolls or not, so the
 * centred layout never moves sideways: not while a page grows taller than the window as it loads (Lighthouse saw
 * the API page shift by 0.011 that way), not from a short page to a long one, not when the search modal stops the
 * page scrolling. Playwright hides scrollbars in headless Chromium; these tests start one that shows them.
 */

const WIDE = 1280;

async function withScrollbars(run: (browser: Browser) => Promise<void>) {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

/** Where the page's centred parts sit: the navbar's width, the main column's left edge. */
const layout = (page: Page) =>
  page.evaluate(() => ({
    navbar: document.getElementById('site-navbar')?.getBoundingClientRect().width,
    main: document.querySelector('main > *')?.getBoundingClientRect().left,
  }));

for (const sitePath of ['/', '/docs/api/react/variables/Knob/', '/ja/docs/']) {
  test(`${sitePath}: the layout is the same whether the page is taller than the window or not`, async ({
    baseURL,
  }) => {
    await withScrollbars(async (browser) => {
      const page = await browser.newPage({ baseURL, viewport: { width: WIDE, height: 700 } });
      await page.goto(sitePath);
      const scrolling = await layout(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight > innerHeight),
        'the page is taller than the window',
      ).toBe(true);
      // A scrollbar takes room here: the navbar, across the page, is narrower than the window.
      expect(scrolling.navbar).toBeLessThan(WIDE);
      // The window taller than the page: nothing to scroll.
      await page.setViewportSize({ width: WIDE, height: 8000 });
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
      expect(await layout(page)).toEqual(scrolling);
    });
  });
}

test('opening search does not move the page behind the modal', async ({ baseURL }) => {
  await withScrollbars(async (browser) => {
    const page = await browser.newPage({ baseURL, viewport: { width: WIDE, height: 700 } });
    await page.goto('/docs/');
    await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
    const before = await layout(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeVisible();
    // The modal stops the page scrolling (DocSearch hides the body's overflow).
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await layout(page)).toEqual(before);
  });
});

/** The API pages whose tables were widest for the article (a long type and a name with its badge). */
const WIDE_TABLES = [
  '/docs/api/react/interfaces/KnobProps/',
  '/docs/api/react/interfaces/SliderProps/',
  '/docs/api/web-components/',
  '/ja/docs/api/react/interfaces/SliderProps/',
];

test('with a scrollbar at 1280 px, every API table fits the article instead of scrolling sideways', async ({
  baseURL,
}) => {
  await withScrollbars(async (browser) => {
    const page = await browser.newPage({ baseURL, viewport: { width: WIDE, height: 800 } });
    for (const sitePath of WIDE_TABLES) {
      await page.goto(sitePath);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('article table')]
          .filter((table) => table.scrollWidth > table.clientWidth)
          .map((table) => `${table.scrollWidth} > ${table.clientWidth}`),
      );
      expect(overflowing, sitePath).toEqual([]);
    }
  });
});

/**
 * Where the article is narrow, an API table's rows stack instead of scrolling sideways: on a phone, and between the
 * sidebar's breakpoint and 1,280 px, where the sidebar and the table of contents take their room (the article is
 * 425 px at 1,000 px). A sideways-scrolling table with nothing in it to focus cannot be scrolled from the keyboard.
 */
const NARROW_TABLES = [
  ...WIDE_TABLES,
  // A method's signature in its name cell.
  '/docs/api/web-components/vibrato-knob/',
  '/docs/api/functions/functions/noteName/',
  '/ja/docs/api/react/interfaces/KnobProps/',
];

test('API tables fit the article at every width: where it is narrow their rows stack', async ({
  baseURL,
}) => {
  await withScrollbars(async (browser) => {
    const page = await browser.newPage({ baseURL });
    for (const width of [390, 1000, 1100, 1200, WIDE]) {
      await page.setViewportSize({ width, height: 800 });
      for (const sitePath of NARROW_TABLES) {
        await page.goto(sitePath);
        const tables = await page.evaluate(() =>
          [...document.querySelectorAll('article table')].map((table) => ({
            overflow:
              table.scrollWidth > table.clientWidth ? `${table.scrollWidth} > ${table.clientWidth}` : '',
            stacked: getComputedStyle(table.querySelector('tbody tr') ?? table).display === 'block',
          })),
        );
        expect(tables.length, sitePath).toBeGreaterThan(0);
        expect(tables.map(({ overflow }) => overflow).filter(Boolean), `${sitePath} at ${width} px`).toEqual(
          [],
        );
        // Stacked below the widest table's columns, in columns at 1280 px.
        expect(
          tables.every(({ stacked }) => stacked === width < WIDE),
          `${sitePath} at ${width} px`,
        ).toBe(true);
      }
    }
  });
});
