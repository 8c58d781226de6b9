import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * The hosted mode without a second build: the client reads /search/config.json at first use, so routing it to an
 * Algolia configuration switches the same built site to the real Algolia client, whose hosts are answered here.
 */
const ALGOLIA_HOSTS = /^https:\/\/[a-z0-9-]+\.(algolia\.net|algolianet\.com)\//i;

async function hosted(page: Page) {
  await page.route('**/search/config.json', (route) =>
    route.fulfill({
      json: {
        provider: 'algolia',
        appId: 'TESTAPP',
        apiKey: 'search-only-key',
        indexName: 'vibrato',
        docsVersion: 'current',
      },
    }),
  );
}

function hit(url: string, title: string) {
  const lvl = (value: string | null) => ({ value: value ?? '', matchLevel: 'none', matchedWords: [] });
  const hierarchy = {
    lvl0: 'Components',
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const levels = Object.fromEntries(Object.entries(hierarchy).map(([key, value]) => [key, lvl(value)]));
  return {
    objectID: url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.split('#')[1] ?? null,
    type: 'lvl1',
    hierarchy,
    content: null,
    _highlightResult: {
      hierarchy: {
        ...levels,
        lvl1: { value: `<mark>${title}</mark>`, matchLevel: 'full', matchedWords: ['knob'] },
      },
      content: lvl(null),
    },
    _snippetResult: { hierarchy: levels, content: lvl(null) },
  };
}

test("the modal sends DocSearch's request to Algolia and shows its hits as local links", async ({ page }) => {
  await hosted(page);
  const bodies: { url: string; body: unknown }[] = [];
  await page.route(ALGOLIA_HOSTS, (route: Route) => {
    bodies.push({ url: route.request().url(), body: route.request().postDataJSON() });
    return route.fulfill({
      json: {
        results: [
          {
            hits: [hit('https://vibrato-ui.dev/docs/components/knob/', 'Knob')],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            query: 'knob',
            params: '',
            queryID: 'q1',
            index: 'vibrato',
          },
        ],
      },
    });
  });
  await page.goto('/docs/');
  await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('knob');
  const link = page.locator('.DocSearch-Hit a').first();
  await expect(link).toHaveAttribute('data-href', '/docs/components/knob/');
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  const request = bodies.at(-1);
  expect(request?.url).toMatch(/\/1\/indexes\/\*\/queries\?/);
  expect(request?.url).toContain('x-algolia-application-id=TESTAPP');
  expect(request?.url).toContain('x-algolia-api-key=search-only-key');
  const sent = (request?.body as { requests: Record<string, unknown>[] }).requests[0];
  expect(sent).toMatchObject({
    indexName: 'vibrato',
    query: 'knob',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
    clickAnalytics: false,
    facetFilters: ['language:en', ['version:current']],
  });
  expect(sent?.attributesToSnippet).toContain('content:20');
  expect(sent?.attributesToRetrieve).toContain('hierarchy.lvl1');
});

test('Algolia answering 500 on every host shows the error screen', async ({ page }) => {
  await hosted(page);
  const hosts = new Set<string>();
  await page.route(ALGOLIA_HOSTS, (route) => {
    hosts.add(new URL(route.request().url()).host);
    return route.fulfill({ status: 500, json: { message: 'down' } });
  });
  await page.goto('/ja/docs/');
  await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('knob');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('検索結果を取得できませんでした');
  // The client retried on the other hosts before giving up.
  expect(hosts.size).toBeGreaterThan(1);
});

test('the search page uses the hosted client too', async ({ page }) => {
  await hosted(page);
  await page.route(ALGOLIA_HOSTS, (route) =>
    route.fulfill({
      json: {
        results: [
          {
            hits: [hit('https://vibrato-ui.dev/ja/docs/components/knob/', 'ノブ')],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            query: 'ノブ',
            params: '',
            index: 'vibrato',
          },
        ],
      },
    }),
  );
  await page.goto('/ja/search/?q=%E3%83%8E%E3%83%96');
  await expect(page.locator('main h2 a').first()).toHaveAttribute('href', '/ja/docs/components/knob/');
});
