import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

const sidebar = (page: Page, name = 'Docs sidebar') => page.getByRole('navigation', { name });

test.describe('docs sidebar, breadcrumbs and paging', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the sidebar marks the current page and opens its category', async ({ page }) => {
    await page.goto('/docs/components/knob/');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Knob', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const components = nav.getByRole('button', { name: 'Components' });
    await expect(components).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('categories collapse and expand, and stay so across client-side navigation', async ({ page }) => {
    await gotoHydrated(page, '/docs/');
    const nav = sidebar(page);
    const guides = nav.getByRole('button', { name: 'Guides' });
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Contributing/ })).toBeVisible();
    // Navigate client-side to another page: the reader's choice for Guides is kept.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last().click();
    await expect(page).not.toHaveURL(/\/docs\/$/);
    await expect(sidebar(page).getByRole('button', { name: 'Guides' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await sidebar(page).getByRole('button', { name: 'Guides' }).click();
    await expect(sidebar(page).getByRole('button', { name: 'Guides' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(sidebar(page).getByRole('link', { name: /Contributing/ })).toBeHidden();
  });

  test('the whole sidebar collapses and the choice is remembered', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await gotoHydrated(page, '/docs/');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.reload();
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // The stored choice came while the sidebar hydrated, without React rendering it anew (error #421).
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
  });

  test('from the keyboard, collapsing and expanding the sidebar hands the focus to the button shown instead', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/components/knob/');
    await page.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeFocused();
  });

  test('breadcrumbs show the page’s place in the sidebar', async ({ page }) => {
    await page.goto('/ja/docs/components/knob/');
    const crumbs = page.getByRole('navigation', { name: 'パンくずリスト' });
    await expect(crumbs.getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/ja/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
      await page.getByRole('heading', { level: 1 }).innerText(),
    );
  });

  test('previous and next links follow the sidebar order, in both locales', async ({ page }) => {
    await page.goto('/docs/');
    const paging = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(paging.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    const next = paging.getByRole('link', { name: /Next/ });
    const target = await next.getAttribute('href');
    expect(target).toMatch(/^\/docs\/.+\/$/);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(
      page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous/ }),
    ).toHaveAttribute('href', '/docs/');

    await page.goto('/ja/docs/');
    await expect(
      page.getByRole('navigation', { name: 'ドキュメントのページ送り' }).getByRole('link', { name: /次へ/ }),
    ).toHaveAttribute('href', `/ja${target}`);
  });

  test('the table of contents highlights the heading being read', async ({ page }) => {
    await page.goto('/docs/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    const install = toc.getByRole('link', { name: 'Install' });
    await install.click();
    await expect(install).toHaveAttribute('aria-current', 'location');
    await expect(links.first()).not.toHaveAttribute('aria-current', 'location');
  });
});
