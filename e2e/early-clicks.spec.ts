import { expect, test } from '@playwright/test';
import { visitHeld } from './hydration';

/**
 * Buttons pressed before the page's scripts have started (they load after the first paint): each is pressed again
 * once React has started, instead of the press being lost (src/browser/earlyClicks.ts).
 */

for (const { prefix, toggle } of [
  { prefix: '', toggle: /^Switch colour mode/ },
  { prefix: '/ja', toggle: /^カラーモードを切り替える/ },
]) {
  test(`${prefix || '/en'}: the colour mode toggle and a code block's Copy pressed before the page has started work once it has`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const start = await visitHeld(page, `${prefix}/docs/components/knob/`);
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme-choice');
    const themeButton = page.getByRole('banner').getByRole('button', { name: toggle });
    // Pressed twice while nothing answers: the reader asked once, and again because nothing happened.
    await themeButton.click();
    await themeButton.click();
    const block = page.locator('main pre').first();
    const copy = page.locator('main button[data-status]').first();
    await block.hover();
    await copy.click();
    await expect(themeButton).toHaveAttribute('data-early-click', '');
    await expect(html).toHaveAttribute('data-theme-choice', before ?? '');
    await start();
    await expect(copy).toHaveAttribute('data-status', 'copied');
    // The block's lines (its rendered text may show an empty line as none).
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(lines(copied)).toEqual(lines(await block.innerText()));
    // One step on from where it was (system → light → dark), as one press after the start would have gone.
    expect(before).toBe('system');
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await themeButton.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await expect(page.locator('[data-early-click]')).toHaveCount(0);
  });
}

test('on a phone, the menu pressed before the page has started opens once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const start = await visitHeld(page, '/ja/docs/');
  const menu = page.getByRole('button', { name: 'ナビゲーションメニューを開く' });
  await menu.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await start();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(menu).not.toHaveAttribute('data-early-click');
});

test('the search button pressed before the page has started opens search once it has, with the focus in its box', async ({
  page,
}) => {
  const start = await visitHeld(page, '/docs/');
  await page.locator('button.navbar-search').click();
  await start();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Input')).toHaveCount(0);
});

test('a press after the page has started is answered once, not again later', async ({ page }) => {
  await page.goto('/docs/components/knob/');
  await expect(page.locator('button.navbar-search[data-ready]')).toBeAttached();
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Switch colour mode/ })
    .click();
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
  const after = await html.getAttribute('data-theme-choice');
  // Long enough for a replay, were there one.
  await page.waitForTimeout(300);
  await expect(html).toHaveAttribute('data-theme-choice', after ?? '');
});

for (const { prefix, toggle, notice, retry } of [
  {
    prefix: '',
    toggle: /^Switch colour mode/,
    notice: /^This page's scripts could not be loaded/,
    retry: 'Retry',
  },
  {
    prefix: '/ja',
    toggle: /^カラーモードを切り替える/,
    notice: /^このページのスクリプトを読み込めなかった/,
    retry: '再試行',
  },
]) {
  test(`${prefix || '/en'}: when a start-up script fails to load, a button pressed early loses its busy look and the reader is told`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    // The app chunk never arrives (offline with nothing cached, or blocked).
    await page.route('**/app-*.js', async (route) => {
      await failed;
      await route.abort('internetdisconnected');
    });
    await page.goto(`${prefix}/docs/components/knob/`, { waitUntil: 'domcontentloaded' });
    const html = page.locator('html');
    const themeButton = page.getByRole('banner').getByRole('button', { name: toggle });
    await themeButton.click();
    await expect(themeButton).toHaveAttribute('data-early-click', '');
    // Held by its element: once the page works as without JavaScript, the toggle may be hidden with the other
    // controls that need a script.
    const pressed = await themeButton.elementHandle();
    const look = () =>
      (pressed ?? themeButton).evaluate((button: Element) => {
        const style = getComputedStyle(button);
        return { cursor: style.cursor, opacity: style.opacity };
      });
    // Busy, over the button's own `cursor: pointer`.
    expect(await look()).toEqual({ cursor: 'progress', opacity: '0.7' });
    await expect(page.getByRole('alert').filter({ hasText: notice })).toBeHidden();
    fail();
    // The page works as it does without JavaScript, and says why.
    await expect(html).not.toHaveAttribute('data-js');
    expect(await look()).not.toEqual(expect.objectContaining({ cursor: 'progress' }));
    expect((await look()).opacity).toBe('1');
    const alert = page.getByRole('alert').filter({ hasText: notice });
    await expect(alert).toBeVisible();
    const link = alert.getByRole('link', { name: retry });
    await expect(link).toBeVisible();
    // Retry loads the page again; this time its scripts arrive.
    await page.unroute('**/app-*.js');
    await link.click();
    await expect(page.locator('button.navbar-search[data-ready]')).toBeAttached();
    await expect(page.getByRole('alert').filter({ hasText: notice })).toBeHidden();
    expect(violations).toEqual([]);
  });
}
