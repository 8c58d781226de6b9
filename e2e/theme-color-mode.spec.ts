import { expect, test, type Page } from '@playwright/test';

/** Resolves once React has taken over the page: the colour toggle's label then names the current mode. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: /\(currently|（現在/ })).toBeVisible();

/** Records `<html data-theme>` at the moment `<body>` is created: before any bundle runs or anything paints. */
async function recordThemeAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      const root = document.documentElement;
      (window as unknown as Record<string, unknown>).__themeAtBody = [
        root.getAttribute('data-theme'),
        root.getAttribute('data-theme-choice'),
      ];
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const themeAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, unknown>).__themeAtBody);
const html = (page: Page) => page.locator('html');

for (const { path, label } of [
  { path: '/docs/', label: /^Switch colour mode/ },
  { path: '/ja/docs/', label: /^カラーモードを切り替える/ },
]) {
  test(`the toggle cycles system → light → dark → system and the choice persists (${path})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await hydrated(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: label });
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 22, 27)');
    await page.reload();
    await hydrated(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
}

test('the stored theme and its toggle icon are set before the first paint (no flash)', async ({ page }) => {
  await recordThemeAtFirstPaint(page);
  await page.goto('/docs/');
  await hydrated(page);
  expect(await themeAtBody(page)).toEqual(['light', 'system']);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await hydrated(page);
  expect(await themeAtBody(page)).toEqual(['dark', 'dark']);
  const icons = page.getByRole('banner').locator('button[aria-label^="Switch colour mode"] svg');
  await expect(icons).toHaveCount(3);
  await expect(icons.nth(1)).toBeVisible();
  await expect(icons.nth(0)).toBeHidden();
  await expect(icons.nth(2)).toBeHidden();
});

test('on system, the page follows the system preference, also when it changes live', async ({ page }) => {
  await recordThemeAtFirstPaint(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/ja/docs/');
  await hydrated(page);
  expect(await themeAtBody(page)).toEqual(['dark', 'system']);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
});

test('a mode chosen against the system’s also sets the native parts’ colour scheme (scrollbars, form controls)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/components/knob/');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await hydrated(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  // The library's stylesheet, which comes with the page's live demos (in before a demo shows), would otherwise
  // follow the system: `light dark`.
  await expect(page.locator('.vibrato-knob').first()).toBeVisible();
  await expect(html(page)).toHaveCSS('color-scheme', 'light');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await hydrated(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.vibrato-knob').first()).toBeVisible();
  await expect(html(page)).toHaveCSS('color-scheme', 'dark');
});

test('a component’s own styles win over the global ones whatever order the build puts them in', async ({
  page,
}) => {
  await page.goto('/docs/tutorials/react/getting-started/');
  // The global `pre[class*='language-']` rounds every highlighted block; inside a titled code block, whose frame
  // has the rounded corners, the block's module squares them (same specificity: only the cascade layer decides).
  const block = page.locator('figure:has(figcaption) pre[class*="language-"]').first();
  await expect(block).toHaveCSS('border-top-left-radius', '0px');
});
