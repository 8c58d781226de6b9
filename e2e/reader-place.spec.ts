import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/** Where the reader keeps their place while moving around the docs: scroll positions and the sidebar. */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

const locales = [
  { prefix: '', paging: 'Docs pages', next: /Next/ },
  { prefix: '/ja', paging: 'ドキュメントのページ送り', next: /次へ/ },
];

test.describe('reader’s place', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { prefix, paging, next } of locales) {
    test(`Back, then Forward, returns to each page where the reader left it (${prefix || '/'})`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/docs/components/knob/`);
      // The link at the end of the long Knob guide: the click scrolls down to it.
      await page.getByRole('navigation', { name: paging }).getByRole('link', { name: next }).click();
      await expect(page).toHaveURL(/\/docs\/components\/slider\/$/);
      await expect.poll(() => scrollY(page)).toBe(0);
      // Back and Forward a few times, as a reader comparing the two pages does. The browser's own restoration
      // used to scroll the Slider page, still shown, towards the Knob's place on Back, and that was saved as where
      // the reader had left the Slider page (it did not happen on every Back).
      for (let round = 0; round < 3; round += 1) {
        await page.goBack();
        await expect(page).toHaveURL(/\/docs\/components\/knob\/$/);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
        await page.goForward();
        await expect(page).toHaveURL(/\/docs\/components\/slider\/$/);
        await expect.poll(() => scrollY(page)).toBe(0);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });
  }
});
