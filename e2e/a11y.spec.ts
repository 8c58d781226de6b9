import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe on every page type, in both locales and both colour modes. */
const PAGE_TYPES = [
  { name: 'home', path: '/' },
  { name: 'component guide', path: '/docs/components/knob/' },
  { name: 'tutorial', path: '/docs/tutorials/react/getting-started/' },
  { name: 'API page', path: '/docs/api/react/interfaces/KnobProps/' },
  { name: 'API index', path: '/docs/api/functions/' },
  { name: 'search page', path: '/search/?q=knob' },
  { name: 'templates', path: '/templates/' },
  { name: 'not found', path: '/docs/no-such-page/' },
];

async function scan(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

for (const { name, path } of PAGE_TYPES) {
  for (const prefix of ['', '/ja']) {
    for (const theme of ['light', 'dark']) {
      test(`the ${name} (${prefix || '/en'}, ${theme}) has no axe violations`, async ({ page }) => {
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('main h1')).toBeVisible();
        if (path.startsWith('/search/')) {
          await expect(page.locator('main [aria-live="polite"]')).not.toBeEmpty();
        }
        expect(await scan(page, `${prefix}${path} (${theme})`)).toEqual([]);
      });
    }
  }
}

test('the search modal with hits has no axe violations, in both colour modes', async ({ page }) => {
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto('/ja/docs/');
    await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('スライダー');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
    const results = await new AxeBuilder({ page }).include('.DocSearch-Modal').analyze();
    found.push(...results.violations.map((violation) => `${theme}: ${violation.id}`));
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual([]);
});

for (const theme of ['light', 'dark']) {
  test(`the search box shown while the modal loads, and its failure, have no axe violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    // The modal's strings never come: the box stays, loading, then says it failed. Held from the page's start, so
    // that search meets the hold whenever it starts loading.
    let held = false;
    let fail: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/search-strings-ja-*.js', async (route) => {
      held = true;
      await failing;
      await route.abort('internetdisconnected');
    });
    await page.goto('/ja/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('ノブ');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => held).toBe(true);
    const found: string[] = [];
    for (const state of ['loading', 'failed']) {
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      found.push(...results.violations.map((violation) => `${state}: ${violation.id}`));
      fail();
      await expect(page.getByRole('alert')).toBeVisible();
    }
    expect(found).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}
