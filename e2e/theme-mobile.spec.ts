import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** Resolves once React has taken over the page: the colour toggle's label then names the current mode. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: /\(currently|（現在/ })).toBeVisible();

test.use({ viewport: { width: 375, height: 740 } });

for (const { path, open, back, close, docs } of [
  {
    path: '/docs/',
    open: 'Open the navigation menu',
    back: 'Back to main menu',
    close: 'Close the navigation menu',
    docs: 'Docs',
  },
  {
    path: '/ja/docs/',
    open: 'ナビゲーションメニューを開く',
    back: 'メインメニューに戻る',
    close: 'ナビゲーションメニューを閉じる',
    docs: 'ドキュメント',
  },
]) {
  test(`at 375 px the menu drawer shows the sidebar, then the main menu; it closes at 1200 px (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: open });
    await expect(page.getByRole('banner').getByRole('link', { name: docs, exact: true })).toBeHidden();
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: close })).toBeFocused();
    // Secondary menu: this page's sidebar, with the current page marked.
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
    await drawer.getByRole('button', { name: back }).click();
    // Primary menu: the navbar items.
    await expect(drawer.getByRole('link', { name: docs, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'GitHub' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: docs, exact: true })).toBeVisible();
  });
}

test('Tab stays in the drawer: past its last control it comes back to the first, and Shift+Tab the other way', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open the navigation menu' }).click();
  const drawer = page.getByRole('dialog');
  const close = drawer.getByRole('button', { name: 'Close the navigation menu' });
  await expect(close).toBeFocused();
  // The menu's links come in their own chunk; until they are there, the close button is the drawer's only control.
  await expect(drawer.getByRole('link', { name: 'GitHub' })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(close).not.toBeFocused();
  expect(
    await drawer.evaluate((element) => {
      // The last control shown: one not rendered (display: none) is not reachable.
      const controls = [...element.querySelectorAll('a[href], button:not([disabled])')].filter(
        (control) => control.getClientRects().length > 0,
      );
      return controls.at(-1) === document.activeElement;
    }),
  ).toBe(true);
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
});

test('Escape closes the drawer and gives focus back to the menu button; links close it too', async ({
  page,
}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Open the navigation menu' });
  await toggle.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Back to main menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a menu whose code fails to load shows a red error with Retry, and Retry loads it', async ({ page }) => {
  let failed = 0;
  await page.route(/navbar-mobile-menu-[\w-]+\.js$/, async (route) => {
    if (failed++ === 0) await route.abort();
    else await route.continue();
  });
  await page.goto('/ja/');
  await hydrated(page);
  await page.getByRole('button', { name: 'ナビゲーションメニューを開く' }).click();
  const alert = page.getByRole('dialog').getByRole('alert');
  await expect(alert).toContainText('ページのこの部分を読み込めませんでした。');
  await expect(alert.locator('p')).toHaveCSS('color', 'rgb(192, 57, 43)');
  await alert.getByRole('button', { name: '再試行' }).click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'ドキュメント', exact: true }),
  ).toBeVisible();
});

test('search stays in the bar at 375 px, one tap away; the drawer has none, so Ctrl+K opens one modal', async ({
  page,
}) => {
  for (const { path, label, open } of [
    { path: '/docs/', label: 'Search docs', open: 'Open the navigation menu' },
    { path: '/ja/', label: 'ドキュメントを検索', open: 'ナビゲーションメニューを開く' },
  ]) {
    await page.goto(path);
    await hydrated(page);
    const search = page.getByRole('banner').getByRole('button', { name: label });
    await expect(search).toBeVisible();
    await search.click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // A keyboard on a narrow screen (a tablet, a narrow window): the drawer open, Ctrl+K.
    await page.getByRole('button', { name: open }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: label })).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeVisible();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
    await expect(page.locator('button.navbar-search')).toHaveCount(1);
  }
});

test('long words (an API name as the title, a source path, the next page’s title) wrap inside 375 px', async ({
  page,
}) => {
  // Each of these scrolled sideways: the h1, the "Defined in" path or the paginator's title was wider than
  // the screen.
  for (const path of [
    '/docs/api/react/type-aliases/KeyboardShortcuts/',
    '/docs/api/react/interfaces/DragObserverProps/',
    '/docs/api/react/interfaces/UseDragWithElementOptions/',
  ]) {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
  }
});

for (const { path, summary, heading } of [
  { path: '/docs/components/knob/', summary: 'On this page', heading: 'Keyboard and wheel' },
  { path: '/ja/docs/components/knob/', summary: '目次', heading: 'キーボードとホイール' },
]) {
  test(`at 375 px the table of contents is folded under the title, and its links lead to the headings (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    const folded = page.locator('article details', { has: page.locator('summary', { hasText: summary }) });
    const link = folded.getByRole('link', { name: heading, exact: true });
    await expect(folded).toBeVisible();
    await expect(link).toBeHidden();
    await folded.locator('summary').click();
    expect(await axeViolations(page, 'article details')).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}#`));
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeInViewport();
    // At desktop width the side column has it instead, and the folded one is gone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(folded).toBeHidden();
    await expect(page.getByRole('navigation', { name: /On this page|このページの内容/ })).toHaveCount(1);
  });
}
