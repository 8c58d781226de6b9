import { expect, test, type Page, type Request } from '@playwright/test';

/** Resolves once React has taken over the page: the colour toggle's label then names the current mode. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: /\(currently|（現在/ })).toBeVisible();

const isAnalytics = (request: Request) => /googletagmanager|google-analytics|gtag/.test(request.url());

test('without an analytics id nothing is loaded or sent, across route changes', async ({ page }) => {
  const analytics: string[] = [];
  page.on('request', (request) => {
    if (isAnalytics(request)) analytics.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await page.goto('/ja/docs/');
  await hydrated(page);
  expect(analytics).toEqual([]);
  expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
});

/** Gatsby prefetches a linked page's data with `<link rel="prefetch">` once the link is in view. */
const docsPrefetch = (page: Page) =>
  page.locator('link[rel="prefetch"][href$="/page-data/docs/page-data.json"]');

test('on a normal connection the page behind a link in view is prefetched', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => docsPrefetch(page).count()).toBeGreaterThan(0);
});

for (const { name, connection } of [
  { name: 'Save-Data', connection: { saveData: true, effectiveType: '4g' } },
  { name: '2g', connection: { saveData: false, effectiveType: '2g' } },
]) {
  test(`with ${name} nothing is prefetched, and links still work`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
      });
    }, connection);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await docsPrefetch(page).count()).toBe(0);
    expect(requested.filter((url) => url.endsWith('/page-data/docs/page-data.json'))).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });
}

test('when storage throws, the page still works and warns once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /storage is unavailable/.test(message.text()))
      warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ja/docs/');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^カラーモードを切り替える/ })
    .click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  await page.getByRole('button', { name: 'お知らせを閉じる' }).click();
  await expect(page.getByText(/次期リリース/)).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'ドキュメント', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
});

// Gatsby's start-up scripts come from a loader that adds them after the first paint (src/build/startupScripts.ts):
// the page's text paints before any of its JavaScript is requested, on a short page as on a long guide, and the
// page then hydrates as before.
for (const sitePath of ['/', '/ja/', '/docs/components/knob/']) {
  test(`${sitePath}: the start-up scripts are requested after the first paint, then hydrate the page`, async ({
    page,
  }) => {
    await page.goto(sitePath);
    await hydrated(page);
    const { paint, scripts } = await page.evaluate(() => ({
      // When the first frame was painted (its presentation on screen, startTime, may come later).
      paint:
        (
          performance.getEntriesByName('first-paint')[0] as
            | (PerformanceEntry & { paintTime?: number })
            | undefined
        )?.paintTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(scripts).toHaveLength(3);
    for (const start of scripts) expect(start).toBeGreaterThan(paint);
  });
}
