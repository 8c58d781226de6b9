import { expect, test, type Page } from '@playwright/test';

/** Resolves once React has taken over the page: the colour toggle's label then names the current mode. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: /\(currently|（現在/ })).toBeVisible();

/** The doc template's query result, as far as these tests break it. */
interface PageData {
  mdx?: { fields: { headings: unknown } };
}

/** Serves the page data of `/…/docs/` with `corrupt` applied to its query result. */
async function corruptPageData(page: Page, localePrefix: string, corrupt: (data: PageData) => void) {
  await page.route(`**/page-data${localePrefix}/docs/page-data.json`, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    corrupt(json.result.data);
    await route.fulfill({ response, json });
  });
}

const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as Record<string, unknown>).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument === true);

for (const { prefix, start, crashed, tryAgain } of [
  { prefix: '', start: 'Get started', crashed: 'This page crashed.', tryAgain: 'Try again' },
  {
    prefix: '/ja',
    start: 'はじめる',
    crashed: 'このページを表示できませんでした',
    tryAgain: 'もう一度試してください',
  },
]) {
  test(`a page that crashes shows "${crashed}" with Try again and the error text`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await corruptPageData(page, prefix, (data) => {
      delete data.mdx;
    });
    await page.goto(`${prefix}/`);
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: start }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(crashed);
    await expect(alert.getByRole('button', { name: tryAgain })).toBeVisible();
    await expect(alert.locator('pre')).toContainText('frontmatter');
  });
}

for (const { prefix, title, tryAgain, home } of [
  { prefix: '/ja', title: 'エラーが発生しました', tryAgain: 'もう一度試してください', home: 'Vibrato UI' },
  { prefix: '', title: 'This page crashed', tryAgain: 'Try again', home: 'Vibrato UI' },
]) {
  test(`a crash inside the page frame shows the error page "${title}" and leaving the page clears it`, async ({
    page,
  }) => {
    await corruptPageData(page, prefix, (data) => {
      if (data.mdx) data.mdx.fields.headings = null;
    });
    await page.goto(`${prefix}/docs/`);
    await hydrated(page);
    const errorPage = page.getByRole('main').getByRole('alert');
    await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(errorPage.getByRole('button', { name: tryAgain })).toBeVisible();
    await expect(errorPage.locator('pre')).not.toBeEmpty();
    // The navbar and footer still work.
    await page.getByRole('banner').getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
}

test('when the next page cannot be loaded, the browser loads it in full, once', async ({ page }) => {
  let failures = 0;
  await page.route('**/page-data/docs/page-data.json', async (route) => {
    if (failures++ === 0) await route.fulfill({ status: 500, body: 'broken' });
    else await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  await markWindow(page);
  await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  expect(await sameDocument(page)).toBe(false);
});
