import { expect, test, type Page } from '@playwright/test';
import { retype } from './live';

/** Console errors and warnings (React's key and act warnings among them) and uncaught errors of a page. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The live block whose title is `title`, its editor and its result. */
function liveBlock(page: Page, title: string) {
  const block = page.locator('[data-live-block="react"]', {
    has: page.locator('figcaption', { hasText: title }),
  });
  return {
    block,
    editor: block.getByRole('textbox', { name: new RegExp(title.replace('.', '\\.')) }),
    result: block.getByRole('group', { name: /^(Result|実行結果)$/ }),
  };
}

/** Scrolls to every live block of the page in turn and expects each to run: its code, a result, no error. */
async function expectEveryBlockRuns(page: Page) {
  const blocks = page.locator('[data-live-block="react"]');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i += 1) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('textbox')).toBeVisible();
    await expect(
      block
        .getByRole('group', { name: /^(Result|実行結果)$/ })
        .locator('> *')
        .first(),
    ).toBeVisible();
    await expect(block.locator('[data-playground-error]')).toHaveCount(0);
  }
}

test.describe('component guides with live examples', () => {
  test('the Knob guide’s examples run, answer the keyboard and follow edited code', async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto('/docs/components/knob/');
    const { block, editor, result } = liveBlock(page, 'Gain.tsx');
    await block.scrollIntoViewIfNeeded();
    const knob = result.getByRole('slider', { name: 'Gain' });
    await expect(knob).toHaveAttribute('aria-valuenow', '0.8');
    await expect(result).toContainText('Gain 0.80');
    await knob.focus();
    await page.keyboard.press('Home');
    await expect(knob).toHaveAttribute('aria-valuenow', '0');
    await expect(result).toContainText('Gain 0.00');

    await retype(page, editor, 'render(<Knob aria-label="Edited" min={0} max={10} defaultValue={7} />)');
    await expect(result.getByRole('slider', { name: 'Edited' })).toHaveAttribute('aria-valuenow', '7');
    await expect(result.getByRole('slider', { name: 'Gain' })).toHaveCount(0);

    await expectEveryBlockRuns(page);
    expect(problems).toEqual([]);
  });

  test('the Web Audio example makes no sound before Start, and Stop closes its audio context', async ({
    page,
  }) => {
    // Count the audio contexts the page creates and keep them for inspection.
    await page.addInitScript(() => {
      const Original = window.AudioContext;
      const created: AudioContext[] = [];
      Object.assign(window, { __audioContexts: created });
      window.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          created.push(this);
        }
      };
    });
    const problems = problemsOf(page);
    await page.goto('/docs/components/knob/');
    const { block, result } = liveBlock(page, 'ToneKnobs.tsx');
    await block.scrollIntoViewIfNeeded();
    const frequency = result.getByRole('slider', { name: 'Frequency' });
    await expect(frequency).toHaveAttribute('aria-valuenow', '440');
    await frequency.focus();
    await page.keyboard.press('ArrowUp');
    const contexts = () =>
      page.evaluate(() =>
        (window as unknown as { __audioContexts: AudioContext[] }).__audioContexts.map((c) => c.state),
      );
    expect(await contexts()).toEqual([]);

    await result.getByRole('button', { name: 'Start' }).click();
    await expect.poll(contexts).toHaveLength(1);
    expect(await contexts()).not.toContain('closed');
    await result.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(contexts).toEqual(['closed']);
    await expect(result.getByRole('button', { name: 'Start' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the Japanese AnimationKnob guide shows frames of the site’s filmstrip and follows edited code', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    const filmstrip = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/knobs/vintage-64.png'),
    );
    await page.goto('/ja/docs/components/animation-knob/');
    const { block, editor, result } = liveBlock(page, 'VintageDrive.tsx');
    await block.scrollIntoViewIfNeeded();
    const knob = result.getByRole('slider', { name: 'ドライブ' });
    await expect(knob).toHaveAttribute('aria-valuenow', '0.3');
    const response = await filmstrip;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    // The PNG's frames are 64 × 64 in one column of 64: the image must be as tall as the props say.
    const size = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, response.url());
    expect(size).toEqual([64, 64 * 64]);

    const frame = knob.locator('.vibrato-animation-knob__frame');
    await expect(frame).toHaveAttribute('data-frame', String(Math.round(0.3 * 63)));
    await knob.focus();
    await page.keyboard.press('End');
    await expect(frame).toHaveAttribute('data-frame', '63');
    await expect(result).toContainText('ドライブ 100 %');

    await retype(
      page,
      editor,
      'render(<AnimationKnob aria-label="編集後" src="/knobs/vintage-64.png" frames={64} frameWidth={64} frameHeight={64} defaultValue={0} />)',
    );
    const edited = result.getByRole('slider', { name: '編集後' });
    await expect(edited).toHaveAttribute('aria-valuenow', '0');
    await expect(edited.locator('.vibrato-animation-knob__frame')).toHaveAttribute('data-frame', '0');
    await expect(result.getByRole('slider', { name: 'ドライブ' })).toHaveCount(0);

    const horizontal = page.waitForResponse((r) =>
      decodeURIComponent(new URL(r.url()).pathname).endsWith('/knobs/vintage-32-horizontal@2x.png'),
    );
    await liveBlock(page, 'SharpTone.tsx').block.scrollIntoViewIfNeeded();
    expect((await horizontal).status()).toBe(200);

    await expectEveryBlockRuns(page);
    expect(problems).toEqual([]);
  });
});
