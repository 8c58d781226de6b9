import { expect, test, type Page } from '@playwright/test';

const ELEMENTS = [
  'vibrato-knob',
  'vibrato-number-input',
  'vibrato-piano',
  'vibrato-slider',
  'vibrato-xy-pad',
];

/** The table of the section under the h2 `heading`. */
function sectionTable(page: Page, heading: string) {
  return page
    .locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .locator('table');
}

test('the index lists all five elements with summaries, in both locales', async ({ page }) => {
  await page.goto('/docs/api/web-components/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '@vibrato-ui/web-components API reference',
  );
  const list = page.locator('section:has(#custom-elements) dl');
  await expect(list.getByRole('link')).toHaveText(ELEMENTS.map((tag) => `<${tag}>`));
  await expect(
    list.locator('div', { has: page.getByRole('link', { name: '<vibrato-knob>' }) }),
  ).toContainText('A rotary knob');
  await expect(
    page.locator('article').getByRole('link', { name: 'Web components tutorial' }),
  ).toHaveAttribute('href', '/docs/tutorials/web-components/getting-started/');

  await page.goto('/ja/docs/api/web-components/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 2, name: 'カスタム要素', exact: true })).toBeVisible();
  const jaList = page.locator('section:has(#custom-elements) dl');
  await expect(jaList.getByRole('link')).toHaveText(ELEMENTS.map((tag) => `<${tag}>`));
  await expect(jaList.locator('a').first()).toHaveAttribute(
    'href',
    '/ja/docs/api/web-components/vibrato-knob/',
  );
  await expect(jaList).toContainText('シンセサイザーのポテンショメーターのような回転式のノブです。');
});

test('an element page shows usage and its attribute, property, event, part and custom property tables', async ({
  page,
}) => {
  await page.goto('/docs/api/web-components/vibrato-knob/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<vibrato-knob>');
  await expect(page).toHaveTitle('<vibrato-knob> (Custom element) | Vibrato UI');
  const usage = page.locator('section:has(#usage)');
  await expect(usage.locator('pre code').nth(0)).toHaveText("import '@vibrato-ui/web-components/define';");
  await expect(usage.locator('pre code').nth(1)).toContainText(
    "import { defineVibratoElements, VibratoKnob } from '@vibrato-ui/web-components';",
  );
  await expect(usage.locator('pre code').nth(2)).toContainText('vibrato-elements.js');

  const attributes = sectionTable(page, 'Attributes');
  await expect(attributes.getByRole('columnheader')).toHaveText([
    'Attribute',
    'Type',
    'Default',
    'Property',
    'Description',
  ]);
  const defaultValue = attributes.locator('tr#attribute-default-value');
  await expect(defaultValue.getByRole('cell').nth(0)).toHaveText('number');
  await expect(defaultValue).toContainText('restored on double-click');
  // The attribute links to the property it reflects to, and back.
  await defaultValue.getByRole('link', { name: 'defaultValue' }).click();
  await expect(page).toHaveURL(/#property-defaultValue$/);
  const properties = sectionTable(page, 'Properties');
  await expect(
    properties.locator('tr#property-readOnly').getByRole('link', { name: 'readonly' }),
  ).toHaveAttribute('href', '#attribute-readonly');
  // Types of @vibrato-ui/functions link to their API page.
  await expect(
    properties.locator('tr#property-keyboardOption').getByRole('link', { name: 'InputEventOption' }),
  ).toHaveAttribute('href', '/docs/api/functions/type-aliases/InputEventOption/');
  // Defaults come from the source: `@attr {number} [min=0]` for attributes, `@defaultValue` for properties.
  await expect(properties.getByRole('columnheader')).toHaveText([
    'Property',
    'Type',
    'Default',
    'Attribute',
    'Description',
  ]);
  await expect(attributes.locator('tr#attribute-min').getByRole('cell').nth(1)).toHaveText('0');
  await expect(attributes.locator('tr#attribute-min')).not.toContainText('Default 0');
  await expect(defaultValue.getByRole('cell').nth(1)).toHaveText('min');
  await expect(properties.locator('tr#property-max').getByRole('cell').nth(1)).toHaveText('1');
  await expect(properties.locator('tr#property-unit').getByRole('cell').nth(1)).toHaveText("''");

  const events = sectionTable(page, 'Events');
  await expect(events.getByRole('columnheader')).toHaveText(['Event', 'Detail type', 'Description']);
  await expect(events.getByRole('rowheader')).toHaveText(['input', 'change']);
  await expect(sectionTable(page, 'Slots')).toContainText('(default)');
  const parts = sectionTable(page, 'CSS parts');
  await expect(parts.getByRole('rowheader')).toHaveText([
    '::part(dial)',
    '::part(track)',
    '::part(fill)',
    '::part(thumb)',
    '::part(value)',
  ]);
  const size = sectionTable(page, 'CSS custom properties').getByRole('row', { name: /--vibrato-knob-size/ });
  await expect(size.getByRole('cell').nth(0)).toHaveText('48px');
  const states = sectionTable(page, 'CSS custom states');
  await expect(states.getByRole('rowheader')).toHaveText([':state(dragging)']);
  await expect(states).toContainText('grabbing cursor');

  // The class's @example blocks, as highlighted code.
  const examples = page.locator('section:has(#examples) pre code');
  await expect(examples).toHaveCount(2);
  await expect(examples.nth(0)).toContainText('<vibrato-knob label="Cutoff"');
  await expect(examples.nth(1)).toContainText("knob.addEventListener('input'");

  // The usage names link to their reference on the index page.
  await usage.getByRole('link', { name: 'defineVibratoElements()' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/web-components\/#defineVibratoElements$/);
  await expect(page.getByRole('heading', { level: 3, name: 'defineVibratoElements()' })).toBeInViewport();

  await page.goto('/docs/api/web-components/vibrato-piano/');
  await expect(
    sectionTable(page, 'Attributes').locator('tr#attribute-min-note').getByRole('cell').nth(1),
  ).toHaveText('48');
  // The piano is not dragged: no states section.
  await expect(page.getByRole('heading', { level: 2, name: 'CSS custom states' })).toHaveCount(0);
  const noteon = sectionTable(page, 'Events').getByRole('row', { name: /noteon/ });
  await expect(noteon.getByRole('cell').nth(0)).toHaveText('{note: number, velocity: number}');
});

test('a Japanese element page has Japanese headings, table headers and descriptions', async ({ page }) => {
  await page.goto('/ja/docs/api/web-components/vibrato-knob/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  for (const heading of [
    '使い方',
    '属性',
    'プロパティ',
    'イベント',
    'スロット',
    'CSS パート',
    'CSS カスタムプロパティ',
    'CSS カスタムステート',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(sectionTable(page, '属性').getByRole('columnheader')).toHaveText([
    '属性',
    '型',
    '既定値',
    '対応するプロパティ',
    '説明',
  ]);
  await expect(sectionTable(page, '属性').locator('tr#attribute-min')).toContainText('取りうる最小値です。');
  await expect(sectionTable(page, 'イベント').getByRole('columnheader')).toHaveText([
    'イベント',
    'detail の型',
    '説明',
  ]);
  await expect(sectionTable(page, 'イベント')).toContainText(
    'ドラッグ・ホイール・キー操作・ダブルクリックで値が変わるたびに発生します。',
  );
  await expect(sectionTable(page, 'CSS パート').getByRole('columnheader')).toHaveText(['パート', '説明']);
  await expect(sectionTable(page, 'CSS パート')).toContainText('円弧を描く SVG です。');
  await expect(sectionTable(page, 'スロット')).toContainText('（既定のスロット）');
  await expect(page.locator('section:has(#usage)')).toContainText('副作用エントリー');
  await expect(page.getByRole('heading', { level: 2, name: '例', exact: true })).toBeVisible();
  await expect(
    sectionTable(page, 'プロパティ')
      .locator('tr#property-wheelOption')
      .getByRole('link', { name: 'InputEventOption' }),
  ).toHaveAttribute('href', '/ja/docs/api/functions/type-aliases/InputEventOption/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^シンセサイザーのポテンショメーター/,
  );
});

test('the index documents defineVibratoElements and every entry point from their TSDoc, in both locales', async ({
  page,
}) => {
  await page.goto('/docs/api/web-components/');
  const functions = page.locator('section:has(#functions)');
  await expect(functions.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(functions.getByRole('heading', { level: 3, name: 'defineVibratoElements()' })).toBeVisible();
  await expect(functions.locator('pre').first()).toHaveText(
    'defineVibratoElements(registry?: CustomElementRegistry | undefined): string[]',
  );
  const registry = functions.locator('table').getByRole('row', { name: /registry/ });
  // The default is the code's, not a comment's.
  await expect(registry.getByRole('cell').nth(1)).toHaveText('globalThis.customElements');
  await expect(functions).toContainText('The tag names this call defined');
  await expect(functions).toContainText('When there is no custom elements registry');
  await expect(functions.locator('pre code').last()).toContainText('defineVibratoElements();');
  const entries = page.locator('section:has(#entry-points) dl');
  await expect(entries.locator('dt > code')).toHaveText([
    '@vibrato-ui/web-components',
    '@vibrato-ui/web-components/define',
    '@vibrato-ui/web-components/vibrato-elements.js',
  ]);
  await expect(entries.locator('#entry-define')).toContainText('Side-effect entry');
  await expect(entries.locator('#entry-vibrato-elements-js')).toContainText('without a bundler');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link', { name: 'defineVibratoElements()' })).toHaveAttribute(
    'href',
    '#defineVibratoElements',
  );

  await page.goto('/ja/docs/api/web-components/');
  const jaFunctions = page.locator('section:has(#functions)');
  await expect(page.getByRole('heading', { level: 2, name: '関数', exact: true })).toBeVisible();
  await expect(jaFunctions).toContainText('すべての Vibrato 要素を customElements に登録します。');
  await expect(jaFunctions.getByRole('heading', { level: 4 })).toHaveText(['引数', '戻り値', '例外', '例']);
  await expect(jaFunctions).toContainText('引数でも渡されなかったときに投げます。');
  await expect(page.locator('#entry-define')).toContainText(
    '読み込むだけで、すべての Vibrato 要素を定義する',
  );
});

test('an element page links to the tutorial and to its React twin, and stays in the locale', async ({
  page,
}) => {
  await page.goto('/docs/api/web-components/vibrato-xy-pad/');
  const article = page.locator('article');
  await expect(article.getByRole('link', { name: 'Web components tutorial' })).toHaveAttribute(
    'href',
    '/docs/tutorials/web-components/getting-started/',
  );
  await expect(article.getByRole('link', { name: 'XYPad guide' })).toHaveAttribute(
    'href',
    '/docs/components/xy-pad/',
  );
  await expect(article.getByRole('link', { name: 'XYPad in the React API reference' })).toHaveAttribute(
    'href',
    '/docs/api/react/variables/XYPad/',
  );
  // The names of the pad's two sliders are documented, in each locale's words.
  await expect(page.locator('tr#attribute-x-label')).toContainText('The accessible name of the x slider.');
  await expect(page.locator('tr#property-yLabel')).toContainText('The accessible name of the slider');
  await page.goto('/ja/docs/api/web-components/vibrato-xy-pad/');
  await expect(page.locator('tr#attribute-x-label')).toContainText(
    'x のスライダーのアクセシブルな名前です。',
  );
  await expect(page.locator('tr#property-yLabel')).toContainText('y のスライダーのアクセシブルな名前');
  await page.locator('article').getByRole('link', { name: 'React API リファレンスの XYPad' }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/api\/react\/variables\/XYPad\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XYPad');
});

test('the API sidebar has the web-components category; breadcrumbs and paging follow it', async ({
  page,
}) => {
  await page.goto('/ja/docs/api/web-components/vibrato-knob/');
  const sidebar = page.getByRole('navigation', { name: 'ドキュメントのサイドバー' });
  await expect(sidebar.getByRole('link', { name: '@vibrato-ui/web-components' })).toHaveAttribute(
    'href',
    '/ja/docs/api/web-components/',
  );
  await expect(sidebar.getByRole('link', { name: 'vibrato-knob', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const tag of ELEMENTS) {
    await expect(sidebar.getByRole('link', { name: tag, exact: true })).toHaveAttribute(
      'href',
      `/ja/docs/api/web-components/${tag}/`,
    );
  }
  await expect(sidebar.getByRole('link', { name: '@vibrato-ui/react' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toContainText(
    '@vibrato-ui/web-components',
  );
  const paging = page.getByRole('navigation', { name: 'ドキュメントのページ送り' });
  await expect(paging.getByRole('link', { name: /前へ/ })).toHaveAttribute(
    'href',
    '/ja/docs/api/web-components/',
  );
  await paging.getByRole('link', { name: /次へ/ }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/api\/web-components\/vibrato-number-input\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<vibrato-number-input>');
});

test('React API pages link back to their guides', async ({ page }) => {
  for (const [path, name, guide] of [
    ['/docs/api/react/variables/XYPad/', 'Read the XYPad guide', '/docs/components/xy-pad/'],
    [
      '/docs/api/react/type-aliases/AnimationCanvasProps/',
      'Read the AnimationCanvas guide',
      '/docs/components/animation-canvas/',
    ],
    ['/docs/api/react/functions/useMIDIInput/', 'Read the Web MIDI API guide', '/docs/hooks/web-midi-api/'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('article').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      guide,
    );
  }
  await page.goto('/ja/docs/api/react/functions/useMIDIAccess/');
  await page.locator('article').getByRole('link', { name: 'Web MIDI API のガイドを読む' }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/hooks\/web-midi-api\/$/);
  await page.goto('/docs/api/react/functions/useDrag/');
  await expect(page.locator('article').getByRole('link', { name: /guide$/ })).toHaveCount(0);
});
