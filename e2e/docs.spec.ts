import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';

test('doc headings have stable ids and the table of contents links to them, in Japanese too', async ({
  page,
}) => {
  await page.goto('/ja/docs/');
  const toc = page.getByRole('navigation', { name: 'このページの内容' });
  await expect(toc.getByRole('link', { name: 'インストール' })).toHaveAttribute('href', '#インストール');
  const heading = page.getByRole('heading', { level: 2, name: 'インストール', exact: true });
  await expect(heading).toHaveAttribute('id', 'インストール');
  // Each section heading ends in a "#" link to itself, named after it, shown on hover or focus.
  const link = heading.getByRole('link', { name: '「インストール」の節へのリンク' });
  await expect(link).toHaveAttribute('href', '#インストール');
  await expect(link).toHaveCSS('opacity', '0');
  await link.focus();
  await expect(link).toHaveCSS('opacity', '1');
  await link.click();
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#インストール');
});

test('API section headings link to themselves, and the sections keep the heading’s name alone', async ({
  page,
}) => {
  await page.goto('/docs/api/functions/functions/noteToFrequency/');
  const section = page.getByRole('region', { name: 'Parameters', exact: true });
  await expect(section.getByRole('heading', { level: 2, name: 'Parameters', exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Link to the section “Parameters”' })).toHaveAttribute(
    'href',
    '#parameters',
  );
});

test('code blocks are highlighted at build time with a title and highlighted lines', async ({ page }) => {
  await page.goto('/docs/tutorials/react/getting-started/');
  const block = page.locator('figure', { has: page.locator('pre[data-title="ToneGenerator.tsx"]') });
  await expect(block.locator('figcaption')).toHaveText('ToneGenerator.tsx');
  await expect(block.locator('.token.keyword').first()).toHaveText('import');
  // {16-28}: thirteen highlighted lines, each on its own row.
  await expect(block.locator('.code-line--highlighted')).toHaveCount(13);
  const tops = await block
    .locator('.code-line')
    .evaluateAll((lines) => lines.slice(0, 4).map((line) => line.getBoundingClientRect().top));
  for (let index = 1; index < tops.length; index += 1) {
    expect(tops[index]).toBeGreaterThan(tops[index - 1] ?? Infinity);
  }
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  expect(scripts.join()).not.toMatch(/prism/i);
});

test('admonitions are labelled in the page language', async ({ page }) => {
  await page.goto('/ja/docs/');
  await expect(page.getByRole('complementary', { name: 'ヒント' })).toBeVisible();
  await page.goto('/docs/');
  await expect(page.getByRole('complementary', { name: 'Tip' })).toBeVisible();
});

test('the install tabs remember the chosen package manager across pages and locales', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await expect(page.getByRole('tabpanel')).toHaveText('npm install @vibrato-ui/react');
  await page.getByRole('tab', { name: 'pnpm' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('pnpm add @vibrato-ui/react');
  await page.getByRole('tab', { name: 'pnpm' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveText('npm install @vibrato-ui/react');
  await page.getByRole('tab', { name: 'yarn' }).click();
  await page.goto('/ja/docs/');
  await expect(page.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('yarn add @vibrato-ui/react');
});

test('the skip link shows only with the focus, and moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  // Unfocused, nothing of it is painted on the page: neither the link nor its shadow. It ends a whole pixel or more
  // above the page: a box whose height has a fraction is painted rounded up, into the page's first row of pixels.
  const painted = () =>
    skip.evaluate((link) => ({
      bottom: link.getBoundingClientRect().bottom,
      top: link.getBoundingClientRect().top,
      shadow: getComputedStyle(link).boxShadow,
    }));
  const hidden = await painted();
  expect(hidden.bottom).toBeLessThanOrEqual(-1);
  expect(hidden.shadow).toBe('none');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect.poll(async () => (await painted()).top).toBeGreaterThan(0);
  expect((await painted()).shadow).not.toBe('none');
  await skip.press('Enter');
  // Past the sidebar: the next Tab reaches the breadcrumbs, not the sidebar's first link.
  await expect(page).toHaveURL(/#doc-content$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe(
    'Breadcrumbs',
  );
});

test('on a page without a sidebar the skip link goes to the main content', async ({ page }) => {
  await gotoHydrated(page, '/templates/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('every doc has a Markdown copy, and llms.txt lists them per locale', async ({ request }) => {
  const markdown = await (await request.get('/ja/docs/index.md')).text();
  expect(markdown.startsWith('# はじめに\n')).toBe(true);
  expect(markdown).toContain('npm install @vibrato-ui/react');
  expect(markdown).toContain('> **ヒント:**');
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('- [Introduction](https://vibrato-ui.dev/docs/index.md)');
  const llmsJa = await (await request.get('/ja/llms.txt')).text();
  expect(llmsJa).toContain('- [はじめに](https://vibrato-ui.dev/ja/docs/index.md)');
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('Source: https://vibrato-ui.dev/docs/index.md');
});

test('“Copy page as Markdown” copies the page’s Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/');
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# Introduction\n')).toBe(true);
});
