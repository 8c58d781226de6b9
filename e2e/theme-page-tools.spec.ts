import { expect, test, type Page } from '@playwright/test';
import { whileDrawing } from './drawing';

/** Resolves once React has taken over the page: the colour toggle's label then names the current mode. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: /\(currently|（現在/ })).toBeVisible();

test('the back-to-top button appears after scrolling down and scrolls back up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/ja/docs/');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'ページの先頭へ戻る' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  await button.click();
  // The way up runs a frame at a time: a browser that stopped drawing the page is nudged (see drawing.ts).
  await whileDrawing(page, '/ja/docs/ back to the top', (timeout) =>
    expect.poll(() => page.evaluate(() => window.scrollY), { timeout }).toBe(0),
  );
  await expect(button).toBeHidden();
});

test('from the keyboard, the back-to-top button leaves the focus at the start of the page as it goes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/docs/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

for (const { path, copy, copied } of [
  { path: '/docs/', copy: 'Copy code to clipboard', copied: 'Copied' },
  { path: '/ja/docs/', copy: 'コードをクリップボードにコピー', copied: 'コピーしました' },
]) {
  test(`the copy button copies the code and says so (${path})`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await hydrated(page);
    const block = page.locator('figure', { has: page.locator('pre[data-title]') }).first();
    const button = block.getByRole('button', { name: copy });
    await button.click();
    await expect(button).toHaveText(copied);
    await expect(block.getByRole('status')).not.toBeEmpty();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(
      await block
        .locator('pre')
        .textContent()
        .then((text) => text?.replace(/\n$/, '')),
    );
    expect(clipboard.length).toBeGreaterThan(10);
  });
}

test('the progress bar shows while a slow page change loads, then goes away', async ({ page }) => {
  // Also delays the prefetch started when the link scrolls into view, which the click then waits for.
  await page.route('**/page-data/docs/page-data.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('back and forward restore the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/docs/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  // A client-side navigation (the navbar's home link; the navbar itself is scrolled away).
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/"]')?.click());
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

/** Where the heading `id` is from the top of the window (it should sit just below the sticky navbar). */
const headingTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);

test('a link to a heading of another page opens that page at the heading, on a load and a client-side navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  const id = 'differences-from-the-react-components';
  // A full load (a shared link, a search hit opened in a new tab).
  await page.goto(`/docs/tutorials/web-components/getting-started/#${id}`);
  await hydrated(page);
  // After hydration and Gatsby's own scroll handling (which used to send the page back to the top).
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect(await headingTop(page, id)).toBeGreaterThanOrEqual(0);
  expect(await headingTop(page, id)).toBeLessThan(200);
  // A link in the text of another page, followed inside the site.
  await page.goto('/docs/');
  await hydrated(page);
  await page.locator(`main a[href="/docs/tutorials/web-components/getting-started/#${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => headingTop(page, id)).toBeLessThan(200);
  expect(await headingTop(page, id)).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Back returns to the introduction where the reader left it; forward to the heading again.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/$/);
  await page.goForward();
  await expect.poll(() => headingTop(page, id)).toBeLessThan(200);
});

test('.html and /index addresses are replaced by the clean path in the browser, and redirected by the server', async ({
  page,
  request,
}) => {
  const redirect = await request.get('/docs/index.html?q=1', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/docs/?q=1');
  // Reach the page under its .html address (as a host without redirects would serve it).
  for (const { address, source } of [
    { address: '/docs/index.html', source: '/docs/' },
    { address: '/ja/docs/index', source: '/ja/docs/' },
  ]) {
    const html = await (await request.get(source)).text();
    await page.route(`**${address}*`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
    await page.goto(`${address}?q=x#h`);
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`${source}\\?q=x#h$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
