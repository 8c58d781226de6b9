import { chromium, expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import { axeViolations } from './axe';
import { gotoHydrated } from './hydration';

/** Bad input of every kind: nothing runs that should not, nothing breaks, nothing is lost. */

const searchButton = (page: Page) => page.locator('button.navbar-search[data-ready]');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');

test('markup in ?q= on the search page is shown as text and never executed', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>knob';
  for (const prefix of ['', '/ja']) {
    await page.goto(`${prefix}/search/?q=${encodeURIComponent(payload)}`);
    const box = page.getByRole('searchbox');
    // Taken as the box takes a query: its first 64 characters, the markup among them.
    await expect(box).toHaveValue(payload.slice(0, 64));
    // The results area has settled (hits or the no-results message) before we look.
    await expect(page.locator('main [aria-live="polite"]')).not.toBeEmpty({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script:not([src])').count()).toBe(0);
  }
  expect(dialogs).toEqual([]);
});

test('corrupted stored preferences and search lists are ignored, and the page and the modal work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', '1');
    localStorage.setItem('theme', '{"broken');
    localStorage.setItem('vibrato-docs.sidebar', '{{{');
    localStorage.setItem('vibrato-docs.install-tool', '<script>');
    localStorage.setItem('announcement-dismissed', '[1,');
    for (const list of ['RECENT', 'FAVORITE']) {
      localStorage.setItem(`__DOCSEARCH_${list}_SEARCHES__vibrato-ui-docs`, '{not json');
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/components/knob/');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  await expect(searchButton(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeVisible();
  await searchInput(page).fill('slider');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  expect(errors).toEqual([]);
});

// Storage in a broken state where removing an entry throws while reading and writing work: Gatsby clears a
// start-up marker in sessionStorage before it renders, and the site removes a probe entry and broken search lists
// in localStorage. None of it may keep the page from hydrating.
for (const store of ['localStorage', 'sessionStorage'] as const) {
  test(`when only ${store}.removeItem throws, doc pages hydrate in both locales and search works`, async ({
    page,
  }) => {
    await page.addInitScript((name) => {
      const removeItem = Storage.prototype.removeItem;
      Storage.prototype.removeItem = function (this: Storage, key: string) {
        if (this === window[name]) throw new DOMException('The operation is insecure.', 'SecurityError');
        removeItem.call(this, key);
      };
      // A list the modal has to drop before DocSearch parses it.
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__vibrato-ui-docs', '{not json');
    }, store);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { path, toggle } of [
      { path: '/docs/components/knob/', toggle: /^Switch colour mode/ },
      { path: '/ja/docs/components/knob/', toggle: /^カラーモードを切り替える/ },
    ]) {
      await page.goto(path);
      // Set by an effect: React has hydrated the page.
      await expect(searchButton(page)).toBeVisible();
      const html = page.locator('html');
      const before = await html.getAttribute('data-theme-choice');
      await page.getByRole('banner').getByRole('button', { name: toggle }).click();
      await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
      await searchButton(page).click();
      await expect(searchInput(page)).toBeVisible();
      await searchInput(page).fill('slider');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await expect(searchInput(page)).toBeHidden();
      // Writing still works, so the colour mode chosen is remembered; the site leaves no entry of its own.
      const stored = await page.evaluate(() => ({
        theme: localStorage.getItem('theme'),
        keys: Object.keys(localStorage),
      }));
      expect(stored.keys).not.toContain('__vibrato_probe__');
      expect(stored.theme).toBe(await html.getAttribute('data-theme-choice'));
    }
    expect(errors).toEqual([]);
  });
}

test('a hash that is not valid percent-encoding leaves the page whole, on a load and on an open page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ja/docs/components/knob/#100%');
  await expect(searchButton(page)).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  expect(page.url()).toMatch(/#100%25$/);
  await page.goto('/docs/components/knob/#styling');
  await expect(searchButton(page)).toBeVisible();
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.location.hash = '%E0%A4%A';
        // The router's render after the change, a frame later.
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await expect(page.locator('main h1')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#styling$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('stored searches DocSearch cannot draw are dropped, and a kept one shows its title as text', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const hierarchy = {
      lvl0: 'Web components',
      lvl1: '<vibrato-knob>',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const element = {
      objectID: 'element',
      url: '/docs/api/web-components/vibrato-knob/',
      url_without_anchor: '/docs/api/web-components/vibrato-knob/',
      anchor: null,
      type: 'lvl1',
      hierarchy,
      content: null,
      language: 'en',
      version: ['current'],
    };
    const key = (list: string) => `__DOCSEARCH_${list}_SEARCHES__vibrato-ui-docs`;
    localStorage.setItem(
      key('RECENT'),
      JSON.stringify([null, 1, {}, { ...element, objectID: 'x', hierarchy: null }, element]),
    );
    localStorage.setItem(key('FAVORITE'), JSON.stringify([{}]));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/');
  await expect(searchButton(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-title')).toHaveText(['<vibrato-knob>']);
  await searchInput(page).fill('slider');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('a page selection cut at the query limit never splits a character: search opens with the text before it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The heading reads “Search results for “aaa…🎹 knob””: its 64th character is the emoji's first half.
  const query = `${'a'.repeat(43)}🎹 knob`;
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  await expect(searchButton(page)).toBeVisible();
  const heading = page.locator('main h1');
  await expect(heading).toHaveText(`Search results for “${query}”`);
  await heading.evaluate((element) => window.getSelection()?.selectAllChildren(element));
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toHaveValue(`Search results for “${'a'.repeat(43)}`);
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(searchButton(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('search offline shows the error screen, and works again once back online', async ({ page }) => {
  // The connection is down when the index is wanted (the page and the modal's code came before).
  const offline = (route: Route) =>
    route.request().url().endsWith('/config.json') ? route.fallback() : route.abort('internetdisconnected');
  await page.route('**/search/*.json', offline);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ja/docs/');
  await expect(searchButton(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeVisible();
  await searchInput(page).fill('knob');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('検索結果を取得できませんでした');
  // Only the error screen: no "no results" claim for a query that was never answered.
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  await page.unroute('**/search/*.json', offline);
  // Back online: the very next keystroke searches again.
  await searchInput(page).press('Backspace');
  await expect(searchInput(page)).toHaveValue('kno');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  // The failure was shown, not also thrown unhandled.
  expect(errors).toEqual([]);
});

// 'kno' (after Backspace) finds headings all over the docs, whose headings fill a few buckets only: it may need
// every one of them, but only some of the postings and texts.
for (const { kind, some } of [
  { kind: 'postings', some: true },
  { kind: 'texts', some: true },
  { kind: 'headings', some: false },
]) {
  test(`${kind} that cannot be fetched fail only that query; the next one fetches them, with the same index`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const parts = `**/search/en.${kind}.*.json`;
    const offline = (route: Route) => route.abort('internetdisconnected');
    await page.route(parts, offline);
    await page.goto('/docs/');
    await expect(searchButton(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeVisible();
    await searchInput(page).fill('knob');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await page.unroute(parts, offline);
    await searchInput(page).press('Backspace');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Hit-content-wrapper').first()).not.toBeEmpty();
    // The engine stayed: the index was fetched once, its parts only as the queries needed them.
    expect(requested.filter((path) => path === '/search/en.json')).toHaveLength(1);
    const index = (await (await page.request.get('/search/en.json')).json()) as {
      parts: Record<string, number[]>;
    };
    const pattern = new RegExp(`^/search/en\\.${kind}\\.[0-9a-f]{8}\\.\\d+\\.json$`);
    const buckets = new Set(requested.filter((path) => pattern.test(path)));
    expect(buckets.size).toBeGreaterThan(0);
    const all = index.parts[kind]?.length ?? 0;
    if (some) expect(buckets.size).toBeLessThan(all);
    else expect(buckets.size).toBeLessThanOrEqual(all);
  });
}

test('a link followed offline waits on the page it was followed from, and opens once back online', async ({
  page,
  context,
}) => {
  for (const { prefix, notice } of [
    { prefix: '', notice: 'You are offline' },
    { prefix: '/ja', notice: 'オフラインのため' },
  ]) {
    // Never fetched ahead, so the browser does not hold it when the connection goes.
    const sliderData = `**/page-data${prefix}/docs/components/slider/page-data.json`;
    const never = (route: Route) => route.abort('internetdisconnected');
    await page.route(sliderData, never);
    await gotoHydrated(page, `${prefix}/docs/components/knob/`);
    const heading = await page.locator('main h1').textContent();
    await context.setOffline(true);
    await page.locator(`nav a[href="${prefix}/docs/components/slider/"]`).first().click();
    const status = page.getByRole('status').filter({ hasText: notice });
    await expect(status).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The page read before is still there, at its address, and working.
    expect(page.url()).toContain(`${prefix}/docs/components/knob/`);
    await expect(page.locator('main h1')).toHaveText(heading ?? '');
    // Staying drops the link: back online, nothing happens.
    await status.getByRole('button').click();
    await expect(status).toBeHidden();
    await context.setOffline(false);
    await page.waitForTimeout(300);
    expect(page.url()).toContain(`${prefix}/docs/components/knob/`);
    // Held again, then the connection comes back: the page opens.
    await context.setOffline(true);
    await page.locator(`nav a[href="${prefix}/docs/components/slider/"]`).first().click();
    await expect(status).toBeVisible();
    await page.unroute(sliderData, never);
    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/components/slider/$`));
    await expect(page.locator('main h1')).not.toHaveText(heading ?? '');
    await expect(status).toBeHidden();
  }
});

test('offline, a link to a page visited before opens as usual', async ({ page, context }) => {
  await gotoHydrated(page, '/docs/components/knob/');
  await page.locator('nav a[href="/docs/components/slider/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/components\/slider\/$/);
  await context.setOffline(true);
  await page.locator('nav a[href="/docs/components/knob/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/components\/knob\/$/);
  await expect(page.locator('main h1')).toHaveText('Knob');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  await context.setOffline(false);
});

test('an unknown path at any depth gets the 404 page of its locale', async ({ page }) => {
  const cases = [
    { path: '/nothing/', lang: 'en' },
    { path: '/docs/nothing/', lang: 'en' },
    { path: '/docs/components/knob/extra/deeper/', lang: 'en' },
    { path: '/docs/api/react/functions/NoSuchThing/', lang: 'en' },
    { path: '/ja/nothing/', lang: 'ja' },
    { path: '/ja/docs/api/functions/x/y/z/', lang: 'ja' },
    { path: '/ja/templates/nothing/', lang: 'ja' },
  ];
  for (const { path, lang } of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    await expect(page.locator('main h1'), path).toBeVisible();
    // A way home in the reader's language.
    const home = lang === 'ja' ? '/ja/' : '/';
    await expect(page.locator(`main a[href="${home}"]`).first(), path).toBeVisible();
  }
});

test('the address of an unknown path stays in the address bar, also after Back, in each locale', async ({
  page,
}) => {
  for (const { path, title } of [
    { path: '/docs/compnents/knob/?from=mail#props', title: 'Page not found' },
    { path: '/ja/docs/compnents/knob/?from=mail#props', title: 'ページが見つかりません' },
  ]) {
    await gotoHydrated(page, path);
    // Gatsby replaced a Japanese unknown address with /ja/404/ once the page had started.
    await expect(page.locator('main h1')).toHaveText(title);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash, path).toBe(
      path,
    );
    // To another page inside the site and back: still the 404 of the locale, at the address asked for.
    await page.locator('main a').first().click();
    await expect(page.locator('main h1')).not.toHaveText(title);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.locator('button.navbar-search[data-ready]')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/ja/') ? 'ja' : 'en');
    expect(page.url(), path).toContain(path);
  }
});

/** Runs `run` with a browser whose scripting is off as a reader turns it off (the parser then reads <noscript>). */
async function withoutJavaScript(run: (browser: Browser) => Promise<void>) {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--blink-settings=scriptEnabled=false'],
  });
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

test('without JavaScript the docs read, a note says what needs it, and controls that need it are hidden', async ({
  baseURL,
}) => {
  await withoutJavaScript(async (browser) => {
    const page = await browser.newPage({ baseURL });
    for (const { path, note } of [
      { path: '/docs/components/knob/', note: 'JavaScript is turned off' },
      { path: '/ja/docs/components/knob/', note: 'JavaScript が無効になっています' },
    ]) {
      await page.goto(path);
      // Playwright's text search skips <noscript>, so the note is found by its class.
      await expect(page.locator('p.vibrato-noscript')).toBeVisible();
      await expect(page.locator('p.vibrato-noscript')).toContainText(note);
      await expect(page.locator('main h1')).toHaveText('Knob');
      await expect(page.locator('main pre').first()).toBeVisible();
      // Buttons that would do nothing: search, colour mode, menus, copy buttons.
      expect(await page.locator('[data-needs-js]').count()).toBeGreaterThan(5);
      for (const control of await page.locator('[data-needs-js]').all()) await expect(control).toBeHidden();
      await expect(page.locator('button.navbar-search')).toBeHidden();
    }
  });
});

test('without JavaScript every page of the sidebar and every menu item can be reached, also on a phone', async ({
  baseURL,
}) => {
  await withoutJavaScript(async (browser) => {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
    await page.goto('/docs/components/knob/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    // A category that starts closed (the page is not in it) is open: nothing could open it.
    await expect(sidebar.getByRole('link', { name: 'Web MIDI' })).toBeVisible();
    // A dropdown's links show while the pointer is over it, and while focus is in it.
    const languages = page.getByRole('button', { name: 'English, change language' });
    const japanese = page.getByRole('link', { name: '日本語' });
    await expect(japanese).toBeHidden();
    await languages.hover();
    await expect(japanese).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(japanese).toBeHidden();
    await languages.focus();
    await expect(japanese).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('a[hreflang="en"]')).toBeFocused();
    await expect(japanese).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pages in this section' })).toBeHidden();

    // A phone: the navbar's items wrap under the site's name, and a link leads down to the sidebar.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const name of ['Docs', 'API', /^GitHub/, /^npm/]) {
      await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'English, change language' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Web MIDI' })).not.toBeInViewport();
    await page.getByRole('link', { name: 'Pages in this section' }).click();
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeInViewport();
    await sidebar.getByRole('link', { name: 'Web MIDI' }).click();
    await expect(page.locator('main h1')).toHaveText('Web MIDI hooks');
  });
});

test('with JavaScript there is no note, and the controls show', async ({ page }) => {
  await gotoHydrated(page, '/docs/components/knob/');
  await expect(page.locator('p.vibrato-noscript')).toHaveCount(0);
  await expect(page.locator('button.navbar-search')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
  // What stands in for scripts stays out: categories keep their state, dropdowns open on a press, no sidebar link.
  await expect(
    page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Web MIDI' }),
  ).toBeHidden();
  await page.getByRole('button', { name: 'English, change language' }).hover();
  await expect(page.getByRole('link', { name: '日本語' })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('link', { name: 'Pages in this section' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open the navigation menu' })).toBeVisible();
});
