import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { gotoHydrated } from './hydration';

/**
 * axe on every page type, in both locales and both colour modes, once React has hydrated it (the page as used).
 * Each page is scanned in the mode it loads in, then again after the navbar's toggle has switched it to the other;
 * the page types alternate the mode they load in, and so do the two locales of each type.
 */
const PAGE_TYPES = [
  { name: 'home', path: '/' },
  { name: 'docs index', path: '/docs/' },
  { name: 'component guide', path: '/docs/components/knob/' },
  { name: 'tutorial', path: '/docs/tutorials/react/getting-started/' },
  { name: 'API index', path: '/docs/api/react/' },
  { name: 'API interface page', path: '/docs/api/react/interfaces/KnobProps/' },
  { name: 'API function page', path: '/docs/api/functions/functions/normalizeValue/' },
  { name: 'web components index', path: '/docs/api/web-components/' },
  { name: 'web component page', path: '/docs/api/web-components/vibrato-knob/' },
  { name: 'search page', path: '/search/?q=knob' },
  { name: 'templates', path: '/templates/' },
  { name: 'not found', path: '/docs/no-such-page/' },
];

type Mode = 'light' | 'dark';

/** Switches the colour mode with the navbar's toggle (system → light → dark → system) until `mode` is chosen. */
async function chooseMode(page: Page, mode: Mode) {
  const html = page.locator('html');
  const toggle = page
    .getByRole('banner')
    .getByRole('button', { name: /^Switch colour mode|^カラーモードを切り替える/ });
  for (let click = 0; click < 3 && (await html.getAttribute('data-theme-choice')) !== mode; click += 1) {
    await toggle.click();
  }
  await expect(html).toHaveAttribute('data-theme-choice', mode);
  await expect(html).toHaveAttribute('data-theme', mode);
}

PAGE_TYPES.forEach(({ name, path }, index) => {
  ['', '/ja'].forEach((prefix, locale) => {
    const first: Mode = (index + locale) % 2 === 0 ? 'light' : 'dark';
    const second: Mode = first === 'light' ? 'dark' : 'light';
    test(`the ${name} (${prefix || '/en'}) has no axe violations, loaded ${first}, then ${second}`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), first);
      await gotoHydrated(page, `${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', first);
      await expect(page.locator('main h1')).toBeVisible();
      if (path.startsWith('/search/')) {
        await expect(page.locator('main [aria-live="polite"]')).not.toBeEmpty();
      }
      const found = (await axeViolations(page)).map((violation) => `${first}: ${violation}`);
      await chooseMode(page, second);
      found.push(...(await axeViolations(page)).map((violation) => `${second}: ${violation}`));
      expect(found).toEqual([]);
    });
  });
});

test('the search modal with hits has no axe violations, in both colour modes', async ({ page }) => {
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.goto('/ja/docs/');
    await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('スライダー');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
    found.push(
      ...(await axeViolations(page, '.DocSearch-Modal')).map((violation) => `${theme}: ${violation}`),
    );
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual([]);
});

for (const theme of ['light', 'dark']) {
  test(`the search box shown while the modal loads, and its failure, have no axe violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    // The modal's strings never come: the box stays, loading, then says it failed. Held from the page's start, so
    // that search meets the hold whenever it starts loading.
    let held = false;
    let fail: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/search-strings-ja-*.js', async (route) => {
      held = true;
      await failing;
      await route.abort('internetdisconnected');
    });
    await page.goto('/ja/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('ノブ');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => held).toBe(true);
    const found: string[] = [];
    for (const state of ['loading', 'failed']) {
      found.push(
        ...(await axeViolations(page, '[role="dialog"]')).map((violation) => `${state}: ${violation}`),
      );
      fail();
      await expect(page.getByRole('alert')).toBeVisible();
    }
    expect(found).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

test('the axe check finds violations planted on a page and inside a part of it', async ({ page }) => {
  // Hydrated first: hydration would remove the planted elements as markup the server did not send.
  await gotoHydrated(page, '/docs/api/functions/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.png';
    document.querySelector('main article')?.append(image);
    const button = document.createElement('button');
    document.querySelector('footer')?.append(button);
  });
  const everywhere = await axeViolations(page);
  expect(everywhere).toContainEqual(expect.stringMatching(/^image-alt \(critical\): .*img/));
  expect(everywhere).toContainEqual(expect.stringMatching(/^button-name \(critical\): .*footer.*button/));
  const inArticle = await axeViolations(page, 'main article');
  expect(inArticle).toContainEqual(expect.stringMatching(/^image-alt /));
  expect(inArticle).not.toContainEqual(expect.stringMatching(/^button-name /));
});

/**
 * The contrast of an element's colour (`property`: a border, a stroke, a background) against what is behind it:
 * the first opaque background among its ancestors (`from` the parent, or the element itself for a border).
 */
async function edgeContrast(page: Page, selector: string, property: string, from: 'self' | 'parent') {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (element, { property, from }) => {
        const rgb = (value: string) => {
          const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
          return { r, g, b, a: value.startsWith('rgba') ? a : 1 };
        };
        const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
          const channel = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const colour = rgb(getComputedStyle(element).getPropertyValue(property));
        let behind: Element | null = from === 'self' ? element : element.parentElement;
        let background = { r: 255, g: 255, b: 255, a: 1 };
        for (; behind; behind = behind.parentElement) {
          const found = rgb(getComputedStyle(behind).backgroundColor);
          if (found.a === 1) {
            background = found;
            break;
          }
        }
        const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      },
      { property, from },
    );
}

test('the edges and tracks that show where to press or type stand 3:1 against the page, in both colour modes', async ({
  page,
}) => {
  const edges = [
    { path: '/docs/components/knob/', selector: '.vibrato-knob__track', property: 'stroke', from: 'parent' },
    {
      path: '/docs/components/slider/',
      selector: '.vibrato-slider__track',
      property: 'background-color',
      from: 'parent',
    },
    {
      path: '/docs/components/xy-pad/',
      selector: '.vibrato-xy-pad__area',
      property: 'border-top-color',
      from: 'parent',
    },
    {
      path: '/docs/components/number-input/',
      selector: '.vibrato-number-input',
      property: 'border-top-color',
      from: 'parent',
    },
    {
      path: '/docs/components/piano/',
      selector: '.vibrato-piano__key--white',
      property: 'border-right-color',
      from: 'self',
    },
    { path: '/search/?q=knob', selector: '#search-page-input', property: 'border-top-color', from: 'parent' },
  ] as const;
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    for (const { path, selector, property, from } of edges) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.locator(selector).first().waitFor();
      const ratio = await edgeContrast(page, selector, property, from);
      if (ratio < 3) found.push(`${theme} ${path} ${selector} ${property}: ${ratio.toFixed(2)}:1`);
    }
  }
  expect(found).toEqual([]);
});
