import { expect, test, type Page } from '@playwright/test';
import { visitHeld } from './hydration';

const button = (page: Page) => page.locator('button.navbar-search[data-ready]');
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(button(page)).toBeVisible();
}

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeVisible();
}

const locales = [
  {
    prefix: '',
    placeholder: 'Search docs',
    query: 'knob',
    noResults: 'No results for',
    noRecent: 'No recent searches',
    error: 'Unable to fetch results',
    seeAll: /See all \d+ results/,
  },
  {
    prefix: '/ja',
    placeholder: 'ドキュメントを検索',
    query: 'すらいだー',
    noResults: '該当する結果はありません',
    noRecent: '最近の検索はありません',
    error: '検索結果を取得できませんでした',
    seeAll: /\d+ 件の結果をすべて表示/,
  },
];

test('nothing of search loads before the reader shows intent; hovering the box loads it', async ({
  page,
}) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/search\/(config|en|ja)\.json/.test(request.url())) searchRequests.push(request.url());
  });
  await visit(page, '/docs/');
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);
  // Neither the modal's stylesheet (inlined or linked) nor its markup is on the page yet.
  expect(await page.evaluate(() => document.documentElement.outerHTML.includes('DocSearch-Modal'))).toBe(
    false,
  );
  expect(await page.locator('link[data-search-stylesheet]').count()).toBe(0);
  await button(page).hover();
  await expect.poll(() => searchRequests.some((url) => url.endsWith('/search/en.json'))).toBe(true);
  expect(searchRequests.some((url) => url.endsWith('/search/ja.json'))).toBe(false);
  await expect(page.locator('link[data-search-stylesheet]')).toHaveAttribute('data-loaded', 'true');
});

test('a local build starts the index download without waiting for the settings file', async ({ page }) => {
  let settingsAnswered = false;
  let indexAskedBeforeSettings = false;
  await page.route('**/search/config.json', async (route) => {
    // A slow settings file: the index is on its way before it answers.
    await new Promise((resolve) => setTimeout(resolve, 400));
    settingsAnswered = true;
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().endsWith('/search/en.json') && !settingsAnswered) indexAskedBeforeSettings = true;
  });
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await input(page).fill('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(indexAskedBeforeSettings).toBe(true);
});

for (const locale of locales) {
  test.describe(`modal in ${locale.prefix || '/en'}`, () => {
    test('Ctrl+K opens it with the placeholder and a body class; Escape closes and restores the scroll', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}/docs/components/knob/`);
      await page.evaluate(() => window.scrollTo(0, 400));
      const scrolled = await page.evaluate(() => window.scrollY);
      await openWithShortcut(page);
      await expect(input(page)).toHaveAttribute('placeholder', locale.placeholder);
      await expect(page.locator('body')).toHaveClass(/DocSearch--active/);
      await expect(page.getByText(locale.noRecent)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test('a query shows hits grouped by page, with local links, no Algolia footer and the see-all link', async ({
      page,
    }) => {
      await visit(page, `${locale.prefix}/docs/`);
      await openWithShortcut(page);
      await input(page).fill(locale.query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
      const hrefs = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${locale.prefix}/`));
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      // The groups hold at most five hits each.
      const perGroup = await page
        .locator('.DocSearch-Hits')
        .evaluateAll((groups) => groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length));
      for (const count of perGroup) expect(count).toBeLessThanOrEqual(5);
      await expect(page.locator('.DocSearch-Logo')).toBeHidden();
      const seeAll = page.getByRole('link', { name: locale.seeAll });
      await expect(seeAll).toHaveAttribute(
        'href',
        `${locale.prefix}/search/?q=${encodeURIComponent(locale.query)}`,
      );
    });

    test('no results and error screens show their texts', async ({ page }) => {
      await visit(page, `${locale.prefix}/docs/`);
      await openWithShortcut(page);
      await input(page).fill('zqxwvjk');
      await expect(page.locator('.DocSearch-NoResults')).toContainText(locale.noResults);
      await expect(page.locator('.DocSearch-NoResults')).toContainText('zqxwvjk');
      await expect(page.locator('.DocSearch-Help a')).toHaveAttribute('href', /github\.com\/.+\/issues\/new/);
    });

    test('an index that fails to load shows the error screen', async ({ page }) => {
      await page.route('**/search/*.json', (route) =>
        route.request().url().endsWith('config.json')
          ? route.fallback()
          : route.fulfill({ status: 500, body: 'down' }),
      );
      await visit(page, `${locale.prefix}/docs/`);
      await openWithShortcut(page);
      await input(page).fill('knob');
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(locale.error);
      await expect(page.locator('html')).toHaveAttribute('data-search-error', 'true');
    });
  });
}

test('the modal wears the site’s colours in both modes, its variables declared on its own container', async ({
  page,
}) => {
  for (const [theme, modalBackground] of [
    ['light', '#f5f6f7'],
    ['dark', '#15172a'],
  ] as const) {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await visit(page, '/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await openWithShortcut(page);
    const tokens = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const modal = getComputedStyle(document.querySelector('.DocSearch-Modal') as Element);
      const value = (style: CSSStyleDeclaration, name: string) => style.getPropertyValue(name).trim();
      return {
        link: value(root, '--color-link'),
        muted: value(root, '--color-text-muted'),
        primary: value(modal, '--docsearch-primary-color'),
        modalMuted: value(modal, '--docsearch-muted-color'),
        modalBackground: value(modal, '--docsearch-modal-background'),
        onRoot: value(root, '--docsearch-primary-color'),
      };
    });
    expect(tokens.primary, theme).toBe(tokens.link);
    expect(tokens.modalMuted, theme).toBe(tokens.muted);
    expect(tokens.modalBackground, theme).toBe(modalBackground);
    // Not on the page's root: the stylesheet's arrival restyles the modal, not the whole page.
    expect(tokens.onRoot, theme).toBe('');
    await page.keyboard.press('Escape');
  }
});

test('a name finds its own pages first, not the longer names containing it nor source-file lines', async ({
  page,
}) => {
  await visit(page, '/docs/');
  await openWithShortcut(page);
  for (const { query, name, guide } of [
    { query: 'slider', name: 'Slider', guide: true },
    { query: 'piano', name: 'Piano', guide: true },
    { query: 'KeyboardShortcuts', name: 'KeyboardShortcuts', guide: false },
  ]) {
    await input(page).fill(query);
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.first().locator('.DocSearch-Hit-title').first()).toHaveText(name);
    // The component guide's group, too, starts with the component's page.
    if (guide) {
      await expect(
        groups.filter({ hasText: 'Components' }).locator('.DocSearch-Hit-title').first(),
      ).toHaveText(name);
    }
    await expect(page.locator('.DocSearch-Hit', { hasText: /\.tsx, line \d+|Defined in/ })).toHaveCount(0);
  }
});

test('the modal asks the engine only for the hits it shows, five per category', async ({ page }) => {
  await visit(page, '/docs/');
  await page.evaluate(() => {
    const sent: unknown[] = [];
    (window as unknown as { sentToWorker: unknown[] }).sentToWorker = sent;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
      sent.push(args[0]);
      (post as (...given: unknown[]) => void).apply(this, args);
    } as Worker['postMessage'];
  });
  await openWithShortcut(page);
  await input(page).fill('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const sent = await page.evaluate(
    () =>
      (window as unknown as { sentToWorker: { type: string; requests?: { hitsPerCategory?: number }[] }[] })
        .sentToWorker,
  );
  const requests = sent
    .filter((message) => message.type === 'search')
    .flatMap((message) => message.requests ?? []);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.map((request) => request.hitsPerCategory)).toEqual(requests.map(() => 5));
  // As DocSearch shows them: five hits at most in each category's list.
  for (const list of await page.locator('.DocSearch-Hits').all()) {
    expect(await list.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  }
});

test('the index is built in a worker, off the page’s main thread', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await input(page).pressSequentially('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(workers).toEqual([expect.stringMatching(/^\/search-worker-[0-9a-f]+\.js$/)]);
  // One file: the worker loads no further chunks with importScripts before it can index.
  const loaded = await page
    .workers()[0]
    ?.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(loaded?.filter((path) => path.endsWith('.js'))).toEqual([]);
  // Named after its locale: a Japanese page's worker makes its segmenter before the first query (tokenize.ts).
  expect(await page.workers()[0]?.evaluate(() => self.name)).toBe('search-worker en');
  // Compiled for the supported browsers only (src/build/babelTargets.ts): its classes are native, not emulated.
  const script = await (await page.request.get(workers[0] ?? '')).text();
  expect(script).toMatch(/class [\w$]+ extends Map\b/);
});

test('when the worker cannot start, the page builds the index itself', async ({ page }) => {
  const blocked: string[] = [];
  await page.route('**/search-worker-*.js', (route) => {
    blocked.push(route.request().url());
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await input(page).fill('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/knob/i);
  expect(blocked).toHaveLength(1);
});

test('one engine serves the page: closing search (focus back on its button) and searching again load no second', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/search\/en\.json$/.test(request.url())) indexRequests.push(request.url());
  });
  let workers = 0;
  page.on('worker', () => (workers += 1));
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await input(page).fill('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button(page)).toBeFocused();
  await button(page).hover();
  await openWithShortcut(page);
  await input(page).fill('slider');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/slider/i);
  expect(indexRequests).toHaveLength(1);
  expect(workers).toBe(1);
});

test('"/" opens the modal outside text fields only', async ({ page }) => {
  await visit(page, '/search/');
  await page.locator('#search-page-input').focus();
  await page.keyboard.press('/');
  await expect(modal(page)).toHaveCount(0);
  await expect(page.locator('#search-page-input')).toHaveValue('/');
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(input(page)).toBeVisible();
});

test('Ctrl+K pressed while the page is still starting opens search once it has started', async ({ page }) => {
  for (const prefix of ['', '/ja']) {
    const start = await visitHeld(page, `${prefix}/docs/`);
    await page.keyboard.press('Control+k');
    await expect(page.locator('button.navbar-search')).not.toHaveAttribute('data-ready', 'true');
    await start();
    await expect(input(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
  }
  // What is typed after it is the query, even before the page has started.
  const typedEarly = await visitHeld(page, '/docs/');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('kno');
  await typedEarly();
  await expect(input(page)).toHaveValue('kno');
  await page.keyboard.type('b');
  await expect(input(page)).toHaveValue('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Pressed twice before the start, it toggles as it does afterwards: search stays closed.
  const start = await visitHeld(page, '/docs/');
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Control+k');
  await start();
  await expect(button(page)).toHaveAttribute('data-state', 'closed');
  await expect(modal(page)).toHaveCount(0);
});

/**
 * Holds back the modal's strings (one of the files the modal waits for) until the returned function is called, or
 * fails them while `fail` is set: search then stays in its pending box. Set before the page loads, so that no
 * early start of search (a hover or focus on the button) gets the strings past the hold.
 */
async function holdModal(page: Page, prefix: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { fail: false };
  await page.route(`**/search-strings-${prefix ? 'ja' : 'en'}-*.js`, async (route) => {
    if (state.fail) return route.abort('internetdisconnected');
    await held;
    return route.fallback();
  });
  return { release, state };
}

const pendingBox = (page: Page) => page.getByRole('dialog').getByRole('searchbox');

test('keys typed while the modal loads go to a search box shown at once, and the modal carries on from them', async ({
  page,
}) => {
  for (const { prefix, placeholder } of locales) {
    const { release } = await holdModal(page, prefix);
    await visit(page, `${prefix}/docs/`);
    await page.keyboard.press('Control+k');
    await expect(pendingBox(page)).toBeFocused();
    await expect(pendingBox(page)).toHaveAttribute('placeholder', placeholder);
    await expect(page.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    // The box is all there is to reach: Tab and Shift+Tab keep to it.
    for (const key of ['Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(pendingBox(page)).toBeFocused();
    }
    await page.keyboard.type('kno');
    await page.keyboard.press('ArrowLeft');
    release();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('kno');
    // The caret stays where the reader left it.
    await page.keyboard.type('X');
    await expect(input(page)).toHaveValue('knXo');
    await input(page).fill('knob');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.unrouteAll();
  }
});

test('an IME composition under way in the pending box is finished there before the modal takes over', async ({
  page,
}) => {
  const { release } = await holdModal(page, '/ja');
  await visit(page, '/ja/docs/');
  await page.keyboard.press('Control+k');
  await expect(pendingBox(page)).toBeFocused();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'すらいだ', selectionStart: 4, selectionEnd: 4 });
  release();
  // Loaded, but the composition keeps the box until it ends.
  await expect(page.locator('button.navbar-search')).toHaveAttribute('data-state', 'open');
  await expect(modal(page)).toHaveCount(0);
  await cdp.send('Input.insertText', { text: 'スライダー' });
  await expect(input(page)).toHaveValue('スライダー');
  await expect(input(page)).toBeFocused();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('when the modal cannot be loaded, the pending box says so, keeps the query and retries', async ({
  page,
}) => {
  const messages = [
    'Search could not be loaded. Check your network connection, then retry.',
    '検索を読み込めませんでした。ネットワーク接続を確認してから、再試行してください。',
  ];
  for (const [at, { prefix }] of locales.entries()) {
    const { release, state } = await holdModal(page, prefix);
    await visit(page, `${prefix}/docs/`);
    state.fail = true;
    release();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('alert')).toHaveText(messages[at] ?? '');
    await page.keyboard.type('slider');
    state.fail = false;
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog').getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('slider');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.unrouteAll();
  }
  // On a small screen the box fills it, with a cancel button in place of Escape and the backdrop.
  await page.setViewportSize({ width: 700, height: 800 });
  for (const [prefix, cancel] of [
    ['', 'Cancel'],
    ['/ja', 'キャンセル'],
  ] as const) {
    const { release, state } = await holdModal(page, prefix);
    await page.goto(`${prefix}/docs/`);
    await expect(button(page)).toBeAttached();
    state.fail = true;
    release();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: cancel, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unrouteAll();
  }
});

test('clicking the box opens the modal; the backdrop and the cancel button close it', async ({ page }) => {
  await visit(page, '/docs/');
  await button(page).click();
  await expect(input(page)).toBeVisible();
  await page.locator('.DocSearch-Container').click({ position: { x: 5, y: 5 } });
  await expect(modal(page)).toHaveCount(0);
  await page.setViewportSize({ width: 600, height: 800 });
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeVisible();
  await page.locator('.DocSearch-Cancel').click();
  await expect(modal(page)).toHaveCount(0);
});

test('typing a letter on the focused button opens the modal with that letter', async ({ page }) => {
  await visit(page, '/docs/');
  await button(page).focus();
  await page.keyboard.press('p');
  await expect(input(page)).toHaveValue('p');
});

test('the query is limited to 64 characters and starts from the page selection', async ({ page }) => {
  await visit(page, '/docs/components/knob/');
  await page.evaluate(() => {
    const paragraph = document.querySelector('article p') ?? document.body;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  await openWithShortcut(page);
  await expect(input(page)).toHaveValue(selected.slice(0, 64));
  await input(page).fill('');
  await input(page).pressSequentially('x'.repeat(80));
  await expect(input(page)).toHaveValue('x'.repeat(64));
});

test('arrow keys and Enter open a hit by client-side navigation; Ctrl+Enter and Shift+Enter open new pages', async ({
  page,
  context,
}) => {
  await visit(page, '/docs/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  await openWithShortcut(page);
  await input(page).fill('slider');
  await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  const target = await page.locator('.DocSearch-Hit').first().locator('a').getAttribute('data-href');
  const tab = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  expect(new URL((await tab).url()).pathname).toBe(target?.split('#')[0]);
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Shift+Enter');
  expect(new URL((await popup).url()).pathname).toBe(target?.split('#')[0]);
  await page.bringToFront();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${(target ?? '').split('#')[0]}`));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
});

test('recent searches are kept, and saving one as a favourite moves it out of recent', async ({
  page,
  context,
}) => {
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  // A title that looks like markup: DocSearch stores a hit without its (escaped) snippets and draws the rest as HTML.
  await input(page).fill('vibrato-knob');
  const title = page.locator('.DocSearch-Hit-title');
  await expect(title.first()).toHaveText('<vibrato-knob>');
  // Ctrl+Enter opens the hit in a new tab and keeps the modal, which records the search.
  const tab = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  await (await tab).close();
  await input(page).fill('');
  const recent = page.locator('.DocSearch-Hit-source', { hasText: 'Recent' });
  await expect(recent).toBeVisible();
  await expect(title).toHaveText(['<vibrato-knob>']);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_')),
  );
  expect(stored).toContain('__DOCSEARCH_RECENT_SEARCHES__vibrato-ui-docs');
  await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
  await expect(recent).toHaveCount(0);
  await expect(title).toHaveText(['<vibrato-knob>']);
  await expect(page.locator('.DocSearch-Modal vibrato-knob')).toHaveCount(0);
  expect(
    await page.evaluate(() => localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__vibrato-ui-docs')),
  ).toContain('objectID');
});

test('each language’s modal lists the recent searches made in that language only, and keeps the others', async ({
  page,
}) => {
  const recentTitles = () => page.locator('.DocSearch-Hit-title');
  const search = async (query: string) => {
    await openWithShortcut(page);
    await input(page).fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const title = await page.locator('.DocSearch-Hit-title').first().innerText();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    return title;
  };
  await visit(page, '/docs/');
  const english = await search('slider');
  await visit(page, '/ja/docs/');
  await openWithShortcut(page);
  await expect(page.getByText(locales[1]?.noRecent ?? '')).toBeVisible();
  await page.keyboard.press('Escape');
  const japanese = await search(locales[1]?.query ?? '');
  await expect(page).toHaveURL(/\/ja\//);
  // A page loaded anew (Ctrl+K during the hit's page change can come between two search buttons).
  await visit(page, '/ja/docs/');
  await openWithShortcut(page);
  await expect(recentTitles()).toHaveText([japanese]);
  await page.keyboard.press('Escape');
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await expect(recentTitles()).toHaveText([english]);
});

test('Tab and Shift+Tab go round the modal’s controls and never leave it', async ({ page }) => {
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return {
        inside: Boolean(active?.closest('.DocSearch-Modal')),
        input: active?.classList.contains('DocSearch-Input') ?? false,
        name: `${active?.tagName} ${active?.textContent?.trim().slice(0, 30) ?? ''}`,
      };
    });
  for (const { prefix, query } of locales) {
    await visit(page, `${prefix}/docs/`);
    await openWithShortcut(page);
    // On the start screen (nothing else to reach but the box) and with hits.
    for (const typed of ['', query]) {
      await input(page).fill(typed);
      if (typed) await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const seen: string[] = [];
      let back = false;
      for (let step = 0; step < 40 && !back; step += 1) {
        await page.keyboard.press('Tab');
        const now = await focused();
        expect(
          now.inside,
          `Tab ${step + 1} from the box (${typed || 'no query'}) left the modal: ${now.name}`,
        ).toBe(true);
        seen.push(now.name);
        back = now.input;
      }
      expect(back, `Tab never came back to the box: ${seen.join(' → ')}`).toBe(true);
      // Shift+Tab from the box goes to the last control, the one before it in the round.
      await page.keyboard.press('Shift+Tab');
      const last = await focused();
      expect(last.inside).toBe(true);
      expect(last.name).toBe(seen.length > 1 ? seen[seen.length - 2] : seen[0]);
    }
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  }
});

test('a slow index shows the stalled state', async ({ page }) => {
  await page.route('**/search/en.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await input(page).fill('knob');
  await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Stalled/);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
});

test('Enter and Escape do nothing while an IME is composing', async ({ page }) => {
  await visit(page, '/ja/docs/');
  await openWithShortcut(page);
  await input(page).fill('すらいだー');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const url = page.url();
  for (const key of ['Escape', 'Enter']) {
    await input(page).evaluate((element, pressed) => {
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: pressed, isComposing: true, keyCode: 229, bubbles: true }),
      );
    }, key);
  }
  await expect(modal(page)).toBeVisible();
  expect(page.url()).toBe(url);
});

test('search works and keeps working when storage is unavailable', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('storage disabled', 'SecurityError');
      },
    });
  });
  await visit(page, '/docs/');
  await openWithShortcut(page);
  await input(page).fill('knob');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const tab = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  await (await tab).close();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  // Nothing could be stored, so a new modal starts empty, and nothing broke on the way.
  await openWithShortcut(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  expect(errors).toEqual([]);
});
