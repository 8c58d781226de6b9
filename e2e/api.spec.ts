import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** The table whose column headers follow `heading` (the parameter or property table of that section). */
function sectionTable(page: Page, heading: string) {
  return page
    .locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .locator('table');
}

test('a function page shows its signature, parameter table, returns, example and linked summary', async ({
  page,
}) => {
  await page.goto('/docs/api/functions/functions/normalizeValue/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('normalizeValue');
  await expect(page).toHaveTitle('normalizeValue (Function) | Vibrato UI');
  await expect(page.locator('#signature + div pre, section:has(#signature) pre').first()).toHaveText(
    'normalizeValue(value: number, min: number, max: number, skew?: number): number',
  );
  const parameters = sectionTable(page, 'Parameters');
  await expect(parameters.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Default', 'Description']);
  const skew = parameters.getByRole('row', { name: /skew/ });
  await expect(skew.getByRole('cell').nth(1)).toHaveText('1');
  await expect(skew).toContainText('The curve exponent');
  await expect(page.getByRole('heading', { level: 2, name: 'Returns' })).toBeVisible();
  const example = page.locator('section:has(#examples) figure pre code').first();
  await expect(example).toContainText(
    "import { normalizeValue, skewWithCenterValue } from '@vibrato-ui/functions';",
  );
  await expect(example.locator('.token.keyword').first()).toHaveText('import');
  await expect(
    page.getByRole('link', { name: /packages\/functions\/src\/scale\.ts, line \d+/ }),
  ).toHaveAttribute('href', /\/blob\/main\/packages\/functions\/src\/scale\.ts#L\d+$/);
  await page.locator('article').getByRole('link', { name: 'rawValue', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/functions\/functions\/rawValue\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('rawValue');
});

test('a Japanese function page has Japanese chrome and summary, and links stay in Japanese', async ({
  page,
}) => {
  await page.goto('/ja/docs/api/functions/functions/normalizeValue/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  for (const heading of ['シグネチャ', '引数', '戻り値', '例', '定義元']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(sectionTable(page, '引数').getByRole('columnheader')).toHaveText([
    '名前',
    '型',
    '既定値',
    '説明',
  ]);
  await expect(page.locator('article')).toContainText('min〜max の範囲の値を 0〜1 の位置に変換します。');
  const link = page.locator('article').getByRole('link', { name: 'rawValue', exact: true }).first();
  await expect(link).toHaveAttribute('href', '/ja/docs/api/functions/functions/rawValue/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^min〜max の範囲の値を/);
});

test('a Japanese function page gives its parameters, return value and errors in Japanese', async ({
  page,
}) => {
  await page.goto('/ja/docs/api/functions/functions/noteToFrequency/');
  const parameters = sectionTable(page, '引数');
  await expect(parameters.getByRole('row').filter({ hasText: 'noteNumber' })).toContainText(
    '有限の MIDI ノート番号。',
  );
  await expect(parameters.getByRole('row').filter({ hasText: 'a4' })).toContainText('既定値は 440 です。');
  await expect(page.locator('section:has(#returns)')).toContainText('周波数（Hz）。');
  await expect(page.locator('section:has(#throws)')).toContainText('RangeError を投げます。');
  await expect(page.locator('article [lang="en"]')).toHaveCount(0);
  await page.goto('/docs/api/functions/functions/noteToFrequency/');
  // The English page keeps the English texts.
  await expect(page.locator('section:has(#throws)')).toContainText('when noteNumber or a4 is not finite');
});

test('an interface page lists its props with linked types, defaults, call details, Japanese descriptions and the guide', async ({
  page,
}) => {
  await page.goto('/docs/api/react/interfaces/KnobProps/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KnobProps');
  const props = sectionTable(page, 'Properties');
  const wheel = props.locator('tr#wheel');
  await expect(wheel.getByRole('link', { name: 'InputEventOption' })).toHaveAttribute(
    'href',
    '/docs/api/functions/type-aliases/InputEventOption/',
  );
  await expect(wheel).toContainText("{ type: 'normalized', step: 0.01 }");
  await wheel.getByText('Example', { exact: true }).click();
  await expect(wheel.locator('pre code')).toContainText('<Knob');
  // A prop of function type says what its call takes and gives, under its description.
  const valueText = props.locator('tr#valueText');
  await expect(valueText.getByRole('term')).toHaveText(['Parameters', 'Returns']);
  await expect(valueText.getByRole('listitem')).toHaveText(/^value\s*the current value$/);
  await expect(valueText.getByRole('definition').last()).toHaveText(
    'the human-readable text, for example "440 Hz"',
  );
  await expect(page.getByRole('link', { name: 'Read the Knob guide' })).toHaveAttribute(
    'href',
    '/docs/components/knob/',
  );

  await page.goto('/ja/docs/api/react/interfaces/KnobProps/');
  await expect(page.getByRole('heading', { level: 2, name: 'プロパティ', exact: true })).toBeVisible();
  await expect(sectionTable(page, 'プロパティ').locator('tr#value')).toContainText('現在の値です');
  const valueTextJa = sectionTable(page, 'プロパティ').locator('tr#valueText');
  await expect(valueTextJa.getByRole('term')).toHaveText(['引数', '戻り値']);
  await expect(valueTextJa.getByRole('listitem')).toHaveText(/^value\s*現在の値。$/);
  await expect(valueTextJa.getByRole('definition').last()).toHaveText(
    '表示・読み上げ用の文字列（"440 Hz" など）。',
  );
  await expect(page.getByRole('link', { name: 'Knob のガイドを読む' })).toHaveAttribute(
    'href',
    '/ja/docs/components/knob/',
  );
});

test('on a phone each table row stacks: name, labelled cells, then the description, within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ja/docs/api/react/interfaces/KnobProps/');
  const row = sectionTable(page, 'プロパティ').locator('tr#onChange');
  const [name, type, description] = [
    row.getByRole('rowheader'),
    row.locator('td[data-label="型"]'),
    row.getByRole('cell').last(),
  ];
  await description.scrollIntoViewIfNeeded();
  const box = async (cell: typeof name) => {
    const found = await cell.boundingBox();
    if (!found) throw new Error('cell not laid out');
    return found;
  };
  const [nameBox, typeBox, descriptionBox] = [await box(name), await box(type), await box(description)];
  expect(typeBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
  expect(descriptionBox.y).toBeGreaterThan(typeBox.y);
  expect(descriptionBox.x).toBeLessThanOrEqual(nameBox.x + 1);
  expect(descriptionBox.x + descriptionBox.width).toBeLessThanOrEqual(390);
  // The empty default is out of sight but still a cell under its column header for screen readers.
  const empty = row.locator('td[data-empty]');
  expect((await box(empty)).width).toBeLessThanOrEqual(1);
  await expect(row.getByRole('cell')).toHaveCount(3);
  expect(await axeViolations(page, 'main table')).toEqual([]);
});

test('a type alias page shows the type and, for a function type, its parameters, in both locales', async ({
  page,
}) => {
  await page.goto('/docs/api/react/type-aliases/DrawFunction/');
  await expect(page.locator('section:has(#type) pre')).toContainText('type DrawFunction = (');
  await expect(sectionTable(page, 'Parameters')).toBeVisible();
  await page.goto('/ja/docs/api/react/type-aliases/DrawFunction/');
  await expect(page.getByRole('heading', { level: 2, name: '型', exact: true })).toBeVisible();
  await expect(page.locator('article')).toContainText('AnimationCanvas がフレームごとに呼ぶ描画関数です。');
});

test('a props alias made of object types lists their members, and each alternative set in its own table', async ({
  page,
}) => {
  await page.goto('/docs/api/react/type-aliases/AnimationKnobProps/');
  const properties = page.locator('section:has(#properties)');
  const always = properties.locator('table').first();
  await expect(always.getByRole('rowheader')).toHaveText([/^children/, /^sensitivity/]);
  await expect(always.getByRole('row', { name: /sensitivity/ })).toContainText('200');
  await expect(properties.getByText('Give one of these 2 sets:')).toBeVisible();
  const filmstrip = page.getByRole('table', { name: 'Set 1' });
  await expect(filmstrip.getByRole('rowheader')).toHaveText([
    /^direction/,
    /^frameHeight/,
    /^frames/,
    /^frameWidth/,
    /^src/,
  ]);
  const drawn = page.getByRole('table', { name: 'Set 2' });
  await expect(drawn.getByRole('row', { name: /render/ })).toContainText('the current value');
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.goto('/ja/docs/api/react/type-aliases/AnimationKnobProps/');
  await expect(page.getByText('次の 2 組のうち、いずれか 1 組を指定します。')).toBeVisible();
  const drawnJa = page.getByRole('table', { name: '2 組目' });
  await expect(drawnJa.getByRole('row', { name: /render/ })).toContainText('現在の値。');

  // An alias joining named types with an object type lists the object type's members.
  await page.goto('/docs/api/react/type-aliases/AnimationCanvasProps/');
  await expect(
    page.locator('section:has(#properties) table').getByRole('row', { name: /^draw/ }),
  ).toContainText('Draws one frame');
});

test('a union of literals is named by its alias and linked, a long one is shortened, and K is described', async ({
  page,
}) => {
  await page.goto('/docs/api/functions/functions/noteKey/');
  const signature = page.locator('section:has(#signature) pre');
  await expect(signature).toHaveText('noteKey(noteNumber: number): NoteKey');
  await signature.getByRole('link', { name: 'NoteKey' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/functions\/type-aliases\/NoteKey\/$/);
  await page.goto('/ja/docs/api/functions/functions/parseNoteName/');
  await expect(
    page.locator('section:has(#signature) pre').getByRole('link', { name: 'NoteKey' }),
  ).toHaveAttribute('href', '/ja/docs/api/functions/type-aliases/NoteKey/');

  await page.goto('/docs/api/react/functions/useEventListener/');
  const constraint = sectionTable(page, 'Type parameters').getByRole('row', { name: /^K/ });
  await expect(constraint.getByRole('cell').nth(0)).toHaveText(/^'\w+' \| '\w+' \| '\w+' \| … \d+ more$/);
  await expect(constraint).toContainText('inferred from type');
  await expect(page.locator('section:has(#signature) pre')).toContainText('more>(target:');
  await page.goto('/ja/docs/api/react/functions/useEventListener/');
  await expect(sectionTable(page, '型パラメーター')).toContainText('イベント名の型。');
});

test('every id on a page with alternative sets is unique; the Type section and the member rows keep their own', async ({
  page,
}) => {
  for (const path of [
    '/docs/api/functions/type-aliases/InputEventOption/',
    '/ja/docs/api/functions/type-aliases/InputEventOption/',
  ]) {
    await page.goto(path);
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ['type-1', 'step-1', 'type-2', 'step-2']) {
      await expect(page.locator(`tr#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('h2#type')).toHaveCount(1);
  }
});

test('Japanese text keeps its space before code that starts a wrapped comment line', async ({ page }) => {
  await page.goto('/ja/docs/api/react/type-aliases/AnimationCanvasProps/');
  await expect(page.locator('article')).toContainText('既定値は 300 × 150）か RelativeSizingProps（relative');
  await page.goto('/ja/docs/api/react/variables/PERMISSION_DENIED/');
  await expect(page.locator('article')).toContainText(
    '禁止されているなど）に useMIDIAccess が返すエラーです。',
  );
});

test('Japanese pages use one term for the accessible name and tell the Extends heading from the Inherited from label', async ({
  page,
}) => {
  await page.goto('/ja/docs/api/react/interfaces/NumberInputProps/');
  await expect(page.locator('tr#incrementLabel')).toContainText('アクセシブルな名前');
  await page.goto('/ja/docs/api/web-components/vibrato-number-input/');
  await expect(page.locator('tr#attribute-increment-label')).toContainText('アクセシブルな名前です。');
  await expect(page.locator('tr#attribute-label')).toContainText(
    'アクセシブルな名前（スクリーンリーダーが読み上げる名前）',
  );
  await expect(page.locator('article')).not.toContainText('スクリーンリーダー向けの名前');
  await page.goto('/ja/docs/api/react/interfaces/KnobProps/');
  await expect(page.getByRole('heading', { level: 2, name: '継承元の型', exact: true })).toBeVisible();
  await expect(page.locator('tr#aria-label')).toContainText('継承元');
  await page.goto('/ja/docs/api/web-components/vibrato-knob/');
  await expect(page.locator('section:has(#css-custom-states)')).toContainText(
    'この間、カーソルは grabbing（つかんだ手の形）になります。',
  );
});

test('names in throws and descriptions link to their pages', async ({ page }) => {
  await page.goto('/docs/api/react/functions/SliderTrack/');
  await expect(page.locator('section:has(#throws)').getByRole('link', { name: 'Slider' })).toHaveAttribute(
    'href',
    '/docs/api/react/variables/Slider/',
  );
  await page.goto('/ja/docs/api/react/variables/XYPadThumb/');
  await expect(page.locator('section:has(#throws)').getByRole('link', { name: 'XYPad' })).toHaveAttribute(
    'href',
    '/ja/docs/api/react/variables/XYPad/',
  );
  await page.goto('/docs/api/react/interfaces/ValueOptions/');
  await expect(page.locator('tr#valueText').getByRole('link', { name: 'useSliderContext' })).toHaveAttribute(
    'href',
    '/docs/api/react/functions/useSliderContext/',
  );
});

test('a variable page shows its type with links to the props and methods interfaces', async ({ page }) => {
  await page.goto('/docs/api/react/variables/Knob/');
  const type = page.locator('section:has(#type) pre');
  await expect(type).toHaveText(
    'const Knob: ForwardRefExoticComponent<KnobProps & RefAttributes<KnobMethods>>',
  );
  await expect(type.getByRole('link', { name: 'KnobMethods' })).toHaveAttribute(
    'href',
    '/docs/api/react/interfaces/KnobMethods/',
  );
  await page.goto('/ja/docs/api/react/variables/Knob/');
  await page.locator('section:has(#type) pre').getByRole('link', { name: 'KnobProps' }).click();
  await expect(page).toHaveURL(/\/ja\/docs\/api\/react\/interfaces\/KnobProps\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KnobProps');
});

test('the index pages list every kind with linked names and summaries', async ({ page }) => {
  await page.goto('/docs/api/react/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('@vibrato-ui/react API reference');
  for (const kind of ['Functions', 'Interfaces', 'Type aliases', 'Variables']) {
    await expect(page.getByRole('heading', { level: 2, name: kind, exact: true })).toBeVisible();
  }
  const knob = page.locator('article dl div', { has: page.getByRole('link', { name: 'Knob', exact: true }) });
  await expect(knob).toContainText('A rotary control drawn in SVG');
  await page.goto('/ja/docs/api/functions/');
  for (const kind of ['関数', '型エイリアス', '変数']) {
    await expect(page.getByRole('heading', { level: 2, name: kind, exact: true })).toBeVisible();
  }
  await expect(page.locator('article').getByRole('link', { name: 'clamp', exact: true })).toHaveAttribute(
    'href',
    '/ja/docs/api/functions/functions/clamp/',
  );
});

test('the API sidebar lists package → kind → names, marks the current page and is reached from the navbar', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api\/functions\/$/);
  await page.goto('/ja/docs/api/react/interfaces/KnobProps/');
  const sidebar = page.getByRole('navigation', { name: 'ドキュメントのサイドバー' });
  await expect(sidebar.getByRole('link', { name: '@vibrato-ui/react' })).toHaveAttribute(
    'href',
    '/ja/docs/api/react/',
  );
  const current = sidebar.getByRole('link', { name: 'KnobProps', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'KnobMethods', exact: true })).toHaveAttribute(
    'href',
    '/ja/docs/api/react/interfaces/KnobMethods/',
  );
  await expect(sidebar.getByRole('link', { name: '@vibrato-ui/functions' })).toHaveAttribute(
    'href',
    '/ja/docs/api/functions/',
  );
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toContainText('@vibrato-ui/react');
});
