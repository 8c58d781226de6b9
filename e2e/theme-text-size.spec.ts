import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/**
 * Text at 200% (WCAG 1.4.4): the reader's default font size twice the usual 16 px, as set in the browser's
 * settings (Chromium: Appearance › Font size), without zooming the page. The navbar must not run off the screen:
 * everything in it stays on screen, apart, and usable, in the bar or in its menu drawer.
 */

/** The browser's default font sizes (standard and monospace) at twice Chromium's. */
async function doubleTextSize(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

type Box = { key: string; left: number; right: number; top: number; bottom: number };

/** The bar's top-level entries as laid out: the menu button, the site's name, each item, the colour toggle. */
async function barEntries(nav: Locator): Promise<Box[]> {
  return nav.evaluate((element) =>
    [...element.children]
      .flatMap((child) => (child.tagName === 'UL' ? [...child.children] : [child]))
      .filter((entry) => entry.getClientRects().length > 0)
      .map((entry) => {
        const { left, right, top, bottom } = entry.getBoundingClientRect();
        return { key: (entry.textContent ?? '').trim() || entry.tagName, left, right, top, bottom };
      }),
  );
}

/**
 * The labels (or texts) of the controls in `container` outside closed dropdown lists: those rendered and those
 * not (display: none). The link to the sidebar, for pages without JavaScript, is left out.
 */
async function controls(container: Locator): Promise<{ shown: string[]; hidden: string[] }> {
  return container.evaluate((element) => {
    const all = [...element.querySelectorAll('a[href], button')].filter(
      (control) => !control.closest('[hidden]') && !control.matches('[href^="#"]'),
    );
    const key = (control: Element) =>
      (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      shown: all.filter((control) => control.getClientRects().length > 0).map(key),
      hidden: all.filter((control) => control.getClientRects().length === 0).map(key),
    };
  });
}

/** Every control rendered in `container`, outside closed dropdown lists, is whole on screen once scrolled to. */
async function expectAllOnScreen(container: Locator, count: number) {
  const shown = container.locator('a[href]:visible, button:visible');
  await expect(shown).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    await shown.nth(index).scrollIntoViewIfNeeded();
    await expect(shown.nth(index)).toBeInViewport({ ratio: 1 });
  }
}

/** Each dropdown shown in `container`, opened in turn, has its entries whole on screen; it is closed again after. */
async function expectDropdownsOnScreen(container: Locator) {
  const dropdowns = container.locator('button[aria-expanded][aria-controls]:visible');
  const count = await dropdowns.count();
  for (let index = 0; index < count; index += 1) {
    const dropdown = dropdowns.nth(index);
    await dropdown.click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    const list = dropdown.locator('xpath=following-sibling::ul');
    await expectAllOnScreen(list, await list.locator('a[href]').count());
    await dropdown.click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
  }
}

const cases = [
  { path: '/', open: 'Open the navigation menu', back: 'Back to main menu' },
  { path: '/ja/', open: 'ナビゲーションメニューを開く', back: 'メインメニューに戻る' },
  { path: '/docs/components/knob/', open: 'Open the navigation menu', back: 'Back to main menu' },
  { path: '/ja/docs/components/knob/', open: 'ナビゲーションメニューを開く', back: 'メインメニューに戻る' },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  for (const { path, open, back } of cases) {
    test(`text at 200%, ${viewport.width}×${viewport.height}: every navbar control is on screen and usable (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await doubleTextSize(page);
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');

      // Nothing runs off the right edge: the page does not scroll sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);

      // The bar's entries lie inside the window and apart from one another.
      const nav = page.getByRole('banner').getByRole('navigation');
      const entries = await barEntries(nav);
      const width = viewport.width;
      for (const entry of entries) {
        expect(entry.left, entry.key).toBeGreaterThanOrEqual(0);
        expect(entry.right, entry.key).toBeLessThanOrEqual(width);
      }
      for (const [index, a] of entries.entries()) {
        for (const b of entries.slice(index + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${a.key} overlaps ${b.key}`).toBe(true);
        }
      }

      // Every control shown in the bar is whole on screen, and so are the entries of its dropdowns once open.
      const bar = await controls(nav);
      await expectAllOnScreen(nav, bar.shown.length);
      await expectDropdownsOnScreen(nav);

      // The ones the bar leaves out are in the menu drawer, where they are whole on screen once scrolled to, the
      // entries of its dropdowns too.
      if (bar.hidden.length === 0) return;
      await page.getByRole('banner').getByRole('button', { name: open }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      if (path.includes('/docs/')) await drawer.getByRole('button', { name: back }).click();
      const menu = drawer.locator('ul').first();
      await expect(menu.getByRole('link').first()).toBeVisible();
      const inDrawer = await controls(menu);
      for (const key of bar.hidden) expect(inDrawer.shown, key).toContain(key);
      await expectAllOnScreen(menu, inDrawer.shown.length);
      await expectDropdownsOnScreen(menu);
    });
  }
}

for (const path of ['/docs/components/knob/', '/ja/docs/components/knob/']) {
  test(`text at 200%, 1024×768: the search modal fits the window and its hits' lines stay apart (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await doubleTextSize(page);
    await gotoHydrated(page, path);
    await page.locator('button.navbar-search[data-ready]').click();
    const input = page.locator('.DocSearch-Input');
    await input.fill('slider');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.nth(3)).toBeVisible();
    await expect(page.locator('.DocSearch-Modal')).toBeInViewport({ ratio: 1 });
    await expect(input).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.DocSearch-Footer')).toBeInViewport({ ratio: 1 });
    // Each hit's lines (title, and the page it is on) lie inside its row, one above the other.
    const rows = await hits.evaluateAll((elements) =>
      elements.map((hit) => {
        const box = (selector: string) => hit.querySelector(selector)?.getBoundingClientRect();
        const row = box('.DocSearch-Hit-Container');
        const title = box('.DocSearch-Hit-title');
        const pathLine = box('.DocSearch-Hit-path');
        return {
          text: hit.textContent ?? '',
          inside: Boolean(row && title && title.top >= row.top && title.bottom <= row.bottom),
          pathInside: !pathLine || Boolean(row && pathLine.top >= row.top && pathLine.bottom <= row.bottom),
          apart: !pathLine || Boolean(title && title.bottom <= pathLine.top),
        };
      }),
    );
    for (const row of rows) {
      expect(row, row.text).toEqual(expect.objectContaining({ inside: true, pathInside: true, apart: true }));
    }
  });
}

/** The size of every icon of the site's own (inline SVG) in document order; 0 × 0 where it is not shown. */
const iconSizes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg')]
      .filter((icon) => !icon.closest('.DocSearch, [data-template-preview], article'))
      .map((icon) => {
        const { width, height } = icon.getBoundingClientRect();
        return { width, height };
      }),
  );

test('text at 200%: the site’s icons grow with the text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/docs/components/knob/');
  const usual = await iconSizes(page);
  await doubleTextSize(page);
  await gotoHydrated(page, '/docs/components/knob/');
  const doubled = await iconSizes(page);
  expect(doubled).toHaveLength(usual.length);
  // Those shown at both sizes (the navbar keeps some of its items in the drawer at 200%).
  const both = usual.flatMap((size, index) => {
    const large = doubled[index];
    return size.width > 0 && large && large.width > 0 ? [[size, large] as const] : [];
  });
  expect(both.length).toBeGreaterThanOrEqual(5);
  for (const [size, large] of both) {
    expect(large.width / size.width, `${size.width} px wide, at 200% ${large.width}`).toBeCloseTo(2, 1);
    expect(large.height / size.height).toBeCloseTo(2, 1);
  }
});
