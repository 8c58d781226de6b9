import { expect, test, type Page } from '@playwright/test';

/** Resolves once React has taken over the page: the colour toggle's label then names the current mode. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: /\(currently|（現在/ })).toBeVisible();

const navbar = (page: Page) => page.getByRole('banner');
const inView = async (page: Page) =>
  navbar(page).evaluate((element) => element.getBoundingClientRect().bottom > 0);

for (const path of ['/docs/', '/ja/docs/']) {
  test(`the navbar hides on scroll down and comes back on scroll up and at the top (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(path);
    await hydrated(page);
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 800);
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
    await expect.poll(() => inView(page)).toBe(false);
    await page.mouse.wheel(0, -200);
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'false');
    await expect.poll(() => inView(page)).toBe(true);
    await page.mouse.wheel(0, 400);
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar(page)).toHaveAttribute('data-hidden', 'false');
  });
}

test('the navbar hides when jumping to a heading of the page', async ({ page }) => {
  await page.goto('/docs/');
  await hydrated(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const link = toc.getByRole('link').last();
  await link.click();
  await expect(page).toHaveURL(/#.+$/);
  await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
});

for (const { from, to, language } of [
  { from: '/docs/?q=x#h', to: '/ja/docs/?q=x#h', language: '日本語' },
  { from: '/ja/docs/?q=x#h', to: '/docs/?q=x#h', language: 'English' },
]) {
  test(`the locale dropdown keeps the query string and hash (${from})`, async ({ page }) => {
    await page.goto(from);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: /^(Main|メイン)$/ });
    await nav.getByRole('button', { name: /^(English, change language|日本語、言語を切り替える)$/ }).click();
    await nav.getByRole('link', { name: language }).click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
  });
}

for (const { from, to, language } of [
  { from: '/docs/no-such-page/?q=x#h', to: '/ja/docs/no-such-page/?q=x#h', language: '日本語' },
  { from: '/ja/docs/no-such-page/?q=x#h', to: '/docs/no-such-page/?q=x#h', language: 'English' },
]) {
  test(`on a not-found page the locale dropdown leads to the address asked for, not to the 404 page (${from})`, async ({
    page,
  }) => {
    await page.goto(from);
    await hydrated(page);
    await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`));
    const nav = page.getByRole('navigation', { name: /^(Main|メイン)$/ });
    await nav.getByRole('button', { name: /^(English, change language|日本語、言語を切り替える)$/ }).click();
    await expect(nav.getByRole('link', { name: language })).toHaveAttribute('href', to);
    await nav.getByRole('link', { name: language }).click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'ja');
  });
}

/** The bar's icons drawn smaller than they are made, and its controls whose content does not fit them. */
const squeezed = (page: Page) =>
  navbar(page).evaluate((bar) => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const icons = [...bar.querySelectorAll('svg[width]')].filter(shown).flatMap((icon) => {
      // Sizes are given in rem (or em, or px).
      const width = icon.getAttribute('width') ?? '0';
      const unit = width.endsWith('rem')
        ? parseFloat(getComputedStyle(document.documentElement).fontSize)
        : width.endsWith('em')
          ? parseFloat(getComputedStyle(icon).fontSize)
          : 1;
      const made = unit * parseFloat(width);
      const drawn = icon.getBoundingClientRect().width;
      return drawn < made - 0.5 ? [`an icon ${drawn.toFixed(1)} px wide, made ${made.toFixed(1)}`] : [];
    });
    const controls = [...bar.querySelectorAll('a, button')]
      .filter(shown)
      .flatMap((control) =>
        control.scrollWidth > control.clientWidth + 1 || control.getBoundingClientRect().height > 48
          ? [`${control.textContent?.trim() || control.getAttribute('aria-label')} squeezed`]
          : [],
      );
    return [...icons, ...controls];
  });

test('the navbar squeezes nothing from the smallest phone to just above the desktop breakpoint', async ({
  page,
}) => {
  for (const path of ['/docs/', '/ja/docs/']) {
    await page.goto(path);
    await hydrated(page);
    for (const width of [320, 375, 997, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await squeezed(page), `${path} at ${width} px`).toEqual([]);
    }
    // The footer's logo keeps its size beside a copyright line that wraps.
    await page.setViewportSize({ width: 320, height: 700 });
    const logo = page.getByRole('contentinfo').getByRole('img', { name: 'Vibrato UI' });
    expect(await logo.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(32);
  }
});

test('the Storybook dropdown lists external links with the icon and closes on Escape and outside clicks', async ({
  page,
}) => {
  await page.goto('/ja/');
  await hydrated(page);
  const button = navbar(page).getByRole('button', { name: 'Storybook' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const react = navbar(page).getByRole('link', { name: 'React' });
  await expect(react).toHaveAttribute('href', 'https://storybook.vibrato-ui.dev/react/');
  await expect(react.locator('svg')).toHaveCount(1);
  await expect(navbar(page).getByRole('link', { name: 'Web Components' })).toHaveAttribute(
    'href',
    'https://storybook.vibrato-ui.dev/web-components/',
  );
  await react.focus();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(react).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(react).toBeFocused();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(react).toBeHidden();
});

test('the docs item links to the first page of the sidebar in each locale', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
    'href',
    '/docs/',
  );
  await page.goto('/ja/');
  await hydrated(page);
  await expect(navbar(page).getByRole('link', { name: 'ドキュメント', exact: true })).toHaveAttribute(
    'href',
    '/ja/docs/',
  );
});

test('the docs version dropdown shows Next and remembers the picked version per docs plugin', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const button = navbar(page).getByRole('button', { name: 'Docs version: Next' });
  await button.click();
  await navbar(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});

// The spec's footer: the introduction, both API overviews, the contributing and security guides and the
// changelog, each in the page's locale, and the copyright line.
for (const { prefix, names } of [
  {
    prefix: '',
    names: ['Introduction', 'Functions API', 'React API', 'Changelog', 'Contributing', 'Security policy'],
  },
  {
    prefix: '/ja',
    names: ['はじめに', '関数 API', 'React API', '変更履歴', 'コントリビューション', 'セキュリティポリシー'],
  },
]) {
  test(`the footer links to the docs, the API and the project pages (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/templates/`);
    const footer = page.getByRole('contentinfo');
    const paths = [
      '/docs/',
      '/docs/api/functions/',
      '/docs/api/react/',
      '/docs/support/CHANGELOG/',
      '/docs/guides/CONTRIBUTING/',
      '/docs/guides/SECURITY/',
    ];
    for (const [index, name] of names.entries()) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `${prefix}${paths[index] ?? ''}`,
      );
    }
    await expect(footer).toContainText('Copyright © 2025');
    // Each goes to a page that exists.
    for (const path of paths) expect((await page.request.get(`${prefix}${path}`)).status()).toBe(200);
  });
}
