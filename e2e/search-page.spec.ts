import { expect, test } from '@playwright/test';

const cases = [
  {
    prefix: '',
    query: 'knob',
    noResults: 'Nothing found',
    failed: 'Could not fetch the search results',
    hint: 'Check your network connection',
  },
  {
    prefix: '/ja',
    query: 'スライダー',
    noResults: '見つかりませんでした',
    failed: '検索結果の取得に失敗しました',
    hint: 'ネットワーク接続を確認',
  },
];

for (const { prefix, query, noResults, failed, hint } of cases) {
  test.describe(`search page ${prefix || '/en'}`, () => {
    test('reads ?q=, lists results with title, breadcrumb and snippet, and is not indexed', async ({
      page,
    }) => {
      await page.goto(`${prefix}/search/?q=${encodeURIComponent(query)}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('#search-page-input')).toHaveValue(query);
      const first = page
        .locator('ol > li')
        .filter({ has: page.locator('h2 a') })
        .first();
      await expect(first).toBeVisible();
      await expect(first.locator('h2 a')).toHaveAttribute('href', new RegExp(`^${prefix}/`));
      await expect(first.locator('ol[aria-label] li').first()).not.toBeEmpty();
      await expect(page.locator('main mark').first()).toBeVisible();
      await expect(page.locator('#search-page-version')).toHaveValue('current');
    });

    test('a word matched in a snippet is highlighted, not styled as a link: the snippet is plain text', async ({
      page,
    }) => {
      await page.goto(`${prefix}/search/?q=${encodeURIComponent(query)}`);
      const match = page.locator('main li > p mark').first();
      await expect(match).toBeVisible();
      const look = () =>
        match.evaluate((mark) => {
          // A colour as the page resolves it, read from a probe beside the match.
          const resolve = (background: string) => {
            const probe = document.createElement('span');
            probe.style.cssText = `background: ${background}; forced-color-adjust: none`;
            mark.after(probe);
            const colour = getComputedStyle(probe).backgroundColor;
            probe.remove();
            return colour;
          };
          const style = getComputedStyle(mark);
          const link = document.querySelector('main h2 a');
          return {
            underline: style.textDecorationLine,
            color: style.color,
            around: getComputedStyle(mark.parentElement as Element).color,
            linkColor: link ? getComputedStyle(link).color : '',
            background: style.backgroundColor,
            marker: resolve('var(--color-match)'),
            systemMark: resolve('Mark'),
          };
        });
      const markers: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const seen = await look();
        expect(seen.underline).toBe('none');
        expect(seen.color).toBe(seen.around);
        expect(seen.color).not.toBe(seen.linkColor);
        expect(seen.background).toBe(seen.marker);
        expect(seen.marker).not.toBe('rgba(0, 0, 0, 0)');
        markers.push(seen.marker);
      }
      // Each colour mode has a marker of its own.
      expect(markers[0]).not.toBe(markers[1]);
      // In forced colours the author's colours give way to the system's, which has one for marked text.
      await page.emulateMedia({ forcedColors: 'active' });
      const forced = await look();
      expect(forced.background).toBe(forced.systemMark);
    });

    test('a new query updates the address, and Back returns to the previous one', async ({ page }) => {
      await page.goto(`${prefix}/search/?q=${encodeURIComponent(query)}`);
      await expect(page.locator('main h2 a').first()).toBeVisible();
      await page.locator('#search-page-input').fill('zqxwvjk');
      await page.locator('#search-page-input').press('Enter');
      await expect(page).toHaveURL(/\?q=zqxwvjk$/);
      await expect(page.getByText(noResults)).toBeVisible();
      await page.goBack();
      await expect(page.locator('#search-page-input')).toHaveValue(query);
      await expect(page.locator('main h2 a').first()).toBeVisible();
    });

    test('a failing engine shows the failure message with the network hint, and Retry or the same query again recovers', async ({
      page,
    }) => {
      // The locale's index (/search/en.json, /search/ja.json) fails; the settings and the page's data load.
      let down = true;
      await page.route(
        (url) => /^\/search\/(?!config\.json$)[^/]+\.json$/.test(url.pathname),
        (route) => (down ? route.abort('internetdisconnected') : route.fallback()),
      );
      await page.goto(`${prefix}/search/?q=${encodeURIComponent(query)}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(failed);
      await expect(alert).toContainText(hint);
      // Back online, the failure's Retry button runs the query again.
      down = false;
      await alert.getByRole('button', { name: prefix ? '再試行' : 'Retry' }).click();
      await expect(page.locator('main h2 a').first()).toBeVisible();
      await expect(alert).toHaveCount(0);
      // And so does the same query submitted again (the address does not change).
      down = true;
      await page.reload();
      await expect(alert).toContainText(failed);
      down = false;
      await page.locator('#search-page-input').press('Enter');
      await expect(page.locator('main h2 a').first()).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });
}

test('a query in the address is taken as the box takes one: 64 characters at most, no spaces around', async ({
  page,
}) => {
  await page.goto(`/search/?q=${'knob'.repeat(250)}`);
  await expect(page.locator('#search-page-input')).toHaveValue('knob'.repeat(16));
  await expect(page.locator('main h1')).toHaveText(`Search results for “${'knob'.repeat(16)}”`);
  await page.goto('/search/?q=%20%20%20');
  await expect(page.locator('main h1')).toHaveText('Search the documentation');
  await expect(page.locator('#search-page-input')).toHaveValue('');
});

test('more results load page by page, 20 at a time', async ({ page }) => {
  await page.goto('/search/?q=a');
  const results = page.locator('main ol > li').filter({ has: page.locator('h2 a') });
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect.poll(() => results.count()).toBeGreaterThan(20);
});

test('lists each section once: its heading and its paragraphs share one address', async ({ page }) => {
  const results = page.locator('main ol > li').filter({ has: page.locator('h2 a') });
  for (const path of ['/search/?q=knob', `/ja/search/?q=${encodeURIComponent('ノブ')}`]) {
    await page.goto(path);
    await expect(results).toHaveCount(20);
    const hrefs = await results
      .locator('h2 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((href, index) => hrefs.indexOf(href) !== index),
      path,
    ).toEqual([]);
  }
});

test('on a phone the docs-version label stays beside its menu, both in sight', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja/search/?q=knob');
  const label = page.getByText('ドキュメントのバージョン', { exact: true });
  const menu = page.getByRole('combobox', { name: 'ドキュメントのバージョン' });
  await expect(label).toBeVisible();
  await expect(menu).toBeVisible();
  const [labelBox, menuBox] = [await label.boundingBox(), await menu.boundingBox()];
  if (!labelBox || !menuBox) throw new Error('not laid out');
  expect(Math.abs(labelBox.y + labelBox.height / 2 - (menuBox.y + menuBox.height / 2))).toBeLessThan(8);
});

test('what readers type finds the page about it first', async ({ page }) => {
  const results = page.locator('main ol > li').filter({ has: page.locator('h2 a') });
  for (const { query, href, first = false } of [
    // Every template on the templates page, under the page's title.
    { query: 'XY filter pad', href: '/templates/#filter-pad-title' },
    { query: 'MIDI monitor', href: '/templates/#midi-keyboard-title' },
    // A prop by its name, in its row of the props table.
    { query: 'onChangeEnd', href: '/docs/api/react/interfaces/KnobProps/#onChangeEnd' },
    // A word being typed, a question, another spelling, another form.
    { query: 'slid', href: '/docs/components/slider/' },
    { query: 'how to install', href: '/docs/#install' },
    { query: 'installation', href: '/docs/#install' },
    { query: 'スラ', href: '/ja/docs/components/slider/' },
    { query: 'ピアノの鍵盤', href: '/ja/docs/components/piano/' },
    // A word the page's title lacks, among the keywords its author gave it: the page itself comes first, not the
    // sections that mention the word (on the Japanese site the component pages keep their English names).
    { query: 'ノブ', href: '/ja/docs/components/knob/', first: true },
    { query: 'つまみ', href: '/ja/docs/components/knob/', first: true },
    { query: 'rotary', href: '/docs/components/knob/', first: true },
    { query: 'release notes', href: '/docs/support/CHANGELOG/', first: true },
  ] as { query: string; href: string; first?: boolean }[]) {
    await page.goto(`${href.startsWith('/ja/') ? '/ja' : ''}/search/?q=${encodeURIComponent(query)}`);
    const links = results.locator('h2 a');
    await expect(links.first(), query).toBeVisible();
    const top = await links.evaluateAll((anchors) =>
      anchors.slice(0, 3).map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(
      first ? top[0] === href : top.some((found) => found.startsWith(href)),
      `${query}: ${top.join(', ')}`,
    ).toBe(true);
    // Every result names its page.
    for (const link of await links.all()) await expect(link).not.toBeEmpty();
  }
});
