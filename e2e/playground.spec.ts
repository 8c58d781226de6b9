import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { axeViolations } from './axe';
import { openEditor, retype } from './live';
import { gotoHydrated } from './hydration';

/** The chunks of the live code blocks' editors and of their results (named in src/theme/Playground/loaders.ts). */
const PLAYGROUND_CHUNK = /\/playground-(react|html)-[\w]+\.js$/;
const LIVE_CHUNK = /\/(playground|live-preview)-(react|html)-[\w]+\.js$/;
/** The examples the build compiled (src/build/mdx/compileExample.ts). */
const COMPILED_EXAMPLE = /\/live\/[0-9a-f]{16}\.js$/;

function liveRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (LIVE_CHUNK.test(pathname) || COMPILED_EXAMPLE.test(pathname)) requests.push(request);
  });
  return requests;
}

function consoleErrors(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  return messages;
}

function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/**
 * Makes the examples the build compiled (the files the page runs before an editor is loaded) pass `expression` to
 * `render()` instead of their exported component.
 */
async function renderInCompiledExamples(page: Page, expression: string): Promise<void> {
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('__liveExported(__liveExports)')) return route.fulfill({ response });
    return route.fulfill({ response, body: body.replaceAll('__liveExported(__liveExports)', expression) });
  });
}

/** The intro's "A first knob" example, live. */
const knobBlock = (page: Page) => page.locator('[data-live-block="react"]', { hasText: 'VolumeKnob.tsx' });
const editorOf = (block: Locator) => block.getByRole('textbox', { name: /VolumeKnob\.tsx/ });

test.describe('live React code blocks', () => {
  test('the intro’s knob runs, and its code can be edited, broken, fixed and reset', async ({ page }) => {
    const errors = pageErrors(page);
    await gotoHydrated(page, '/docs/');
    const block = knobBlock(page);
    await block.scrollIntoViewIfNeeded();
    const editor = editorOf(block);
    await expect(editor).toBeVisible();
    await expect(editor).toHaveAttribute('aria-multiline', 'true');

    // The example runs: a labelled knob that answers the keyboard.
    const knob = block.getByRole('group', { name: 'Result' }).getByRole('slider', { name: 'Volume' });
    await expect(knob).toHaveAttribute('aria-valuenow', '0.8');
    await knob.focus();
    await page.keyboard.press('Home');
    await expect(knob).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('ArrowUp');
    await expect(knob).not.toHaveAttribute('aria-valuenow', '0');

    // Editing the code updates the preview.
    await retype(page, editor, 'render(<Knob aria-label="Edited" value={0.25} onChange={() => {}} />)');
    await expect(block.getByRole('slider', { name: 'Edited' })).toHaveAttribute('aria-valuenow', '0.25');
    await expect(block.getByRole('slider', { name: 'Volume' })).toHaveCount(0);

    // A syntax error shows inline; the rest of the page keeps working. Screen readers are told of it politely,
    // once typing pauses, not at every keystroke (no alert).
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('render(<Knob aria-label="Broken" ');
    const error = block.locator('[data-playground-error]');
    await expect(error).toContainText('Error');
    await expect(error).toContainText(/Unexpected|Unterminated|Expected/);
    await expect(block.getByRole('alert')).toHaveCount(0);
    await expect(block.getByRole('status').filter({ hasText: 'Error in the example:' })).toContainText(
      (await error.locator('pre').innerText()).split('\n')[0] ?? '',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Install' })
      .click();
    await expect(page).toHaveURL(/#install$/);

    // A runtime error shows inline too, with its message.
    await retype(page, editor, 'function Boom() { throw new Error("kaboom"); }\nrender(<Boom />)');
    await expect(block.locator('[data-playground-error]')).toContainText('kaboom');

    // Reset restores the original example and its result.
    await block.getByRole('button', { name: /^Reset/ }).click();
    await expect(block.locator('[data-playground-error]')).toHaveCount(0);
    await expect(editorOf(block)).toContainText('const [volume, setVolume] = useState(0.8);');
    await expect(block.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.8');
    expect(errors).toEqual([]);
  });

  test('a loop that never ends is stopped, and errors thrown later by the example show under it too', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/');
    const block = knobBlock(page);
    await block.scrollIntoViewIfNeeded();
    const editor = editorOf(block);
    const error = block.locator('[data-playground-error]');

    // A loop whose step was deleted: stopped after a second, the page still answers.
    await retype(
      page,
      editor,
      'function Spin() { let i = 0; while (i < 10) {} return <p>{i}</p>; }\nrender(<Spin />)',
    );
    await expect(error).toContainText(
      'A loop ran for more than 1 s without ending, so the example was stopped.',
    );
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Install' })
      .click();
    await expect(page).toHaveURL(/#install$/);

    // An error thrown by a click handler, which neither react-live nor an error boundary sees.
    await retype(
      page,
      editor,
      'render(<button onClick={() => { throw new Error("late boom"); }}>Boom</button>)',
    );
    await expect(error).toHaveCount(0);
    await block.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Boom' }).click();
    await expect(error).toContainText('Error: late boom');

    // A loop that never ends in a handler is stopped too, and reported the same way.
    await retype(page, editor, 'render(<button onClick={() => { for (;;) {} }}>Spin</button>)');
    await expect(error).toHaveCount(0);
    await block.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Spin' }).click();
    await expect(error).toContainText('A loop ran for more than 1 s');

    // So is a for await whose steps are all settled already, which never gives the page its thread back.
    await retype(
      page,
      editor,
      'const ready = { [Symbol.asyncIterator]: () => ({ next: async () => ({ done: false }) }) };\n' +
        'render(<button onClick={async () => { for await (const x of ready) {} }}>Wait</button>)',
    );
    await expect(error).toHaveCount(0);
    await block.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Wait' }).click();
    await expect(error).toContainText('A loop ran for more than 1 s');

    // A `render(` in a comment is not the call: the exported component is shown.
    await retype(
      page,
      editor,
      '// Or call render(<Shown />) yourself.\nexport function Shown() { return <p>Shown anyway</p>; }',
    );
    await expect(block.getByRole('group', { name: 'Result' })).toContainText('Shown anyway');
    await expect(error).toHaveCount(0);
  });

  test('Copy copies the example as shown: the original code, then the reader’s edits', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requests = liveRequests(page);
    await gotoHydrated(page, '/docs/');
    const block = knobBlock(page);
    await block.scrollIntoViewIfNeeded();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    // Before the editor loads (the build's highlighted code), copying loads no editor.
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await clipboard()).toContain('const [volume, setVolume] = useState(0.8);');
    expect(requests.some((request) => PLAYGROUND_CHUNK.test(new URL(request.url()).pathname))).toBe(false);
    // In the editor, after an edit (even one that does not compile).
    const edited = 'render(<Knob aria-label="Copied knob" ';
    await retype(page, editorOf(block), edited);
    await expect(block.locator('[data-playground-error]')).toBeVisible();
    await copy.click();
    await expect.poll(clipboard).toBe(edited);
  });

  test('the editor is labelled, Tab indents, and Escape then Tab leaves it', async ({ page }) => {
    await gotoHydrated(page, '/docs/');
    const block = knobBlock(page);
    await block.scrollIntoViewIfNeeded();
    const editor = editorOf(block);
    await expect(editor).toBeVisible();
    const hintId = await editor.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${hintId}"]`)).toHaveText(/Escape, then Tab/);

    await openEditor(editor);
    // A press in the code starts editing (arriving by Tab or script does not, see below).
    await editor.click({ position: { x: 8, y: 8 } });
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();
    await expect(editor).toContainText(/^ {2}import \{ useState \}/);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await expect(block.getByRole('slider', { name: 'Volume' })).toBeFocused();

    // Back into the editor: reading the code with the arrows and copying it is not typing, so Tab moves on.
    const code = await editor.textContent();
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    for (const key of ['ArrowDown', 'ArrowRight', 'End', 'ControlOrMeta+c']) await page.keyboard.press(key);
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    expect(await editor.textContent()).toBe(code);
  });

  test('tabbing through a page of examples passes each editor as it loads and edits nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, '/docs/components/knob/');
    const editors = page.getByRole('textbox', { name: /\.tsx/ });
    await expect(editors.first()).toBeAttached();
    const count = await editors.count();
    // The editor ends its text with a line break the highlighted code has not.
    const texts = async () => (await editors.allTextContents()).map((text) => text.trimEnd());
    const before = await texts();
    // From the first example's code on, Tab by Tab: each code block loads its editor as focus arrives.
    await editors.first().focus();
    const reached = new Set<string>();
    for (let step = 0; step < count * 30 && reached.size < count; step += 1) {
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (/\.tsx/.test(label)) reached.add(label);
      await page.keyboard.press('Tab');
    }
    expect(reached.size).toBe(count);
    expect(await texts()).toEqual(before);
  });

  test('a live block runs its example near the viewport, and loads the editor only when its code is focused', async ({
    page,
  }) => {
    const requests = liveRequests(page);
    const paths = () => requests.map((request) => new URL(request.url()).pathname);
    await gotoHydrated(page, '/ja/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');
    // (The home page's hero demo may add the library's stylesheet; the live blocks are another matter.)
    expect(requests).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 480 });
    await gotoHydrated(page, '/docs/');
    await page.waitForLoadState('networkidle');
    const block = knobBlock(page);
    const top = (await block.boundingBox())?.y ?? 0;
    expect(top).toBeGreaterThan(480 + 200);
    // Until then the build's highlighted code is shown, and nothing of the block is loaded.
    await expect(block.locator('pre .code-line').first()).toContainText("import { useState } from 'react';");
    expect(requests).toEqual([]);
    await expect(page.locator('link[data-playground-styles]')).toHaveCount(0);

    // Near the viewport the example runs from the code compiled at build time: no editor, no compiler.
    await block.scrollIntoViewIfNeeded();
    const knob = block.getByRole('group', { name: 'Result' }).getByRole('slider', { name: 'Volume' });
    await expect(knob).toHaveAttribute('aria-valuenow', '0.8');
    await knob.focus();
    await page.keyboard.press('Home');
    await expect(knob).toHaveAttribute('aria-valuenow', '0');
    // The block's own example file, and the chunk that runs it.
    expect(paths()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/live-preview-react-/),
        expect.stringMatching(COMPILED_EXAMPLE),
      ]),
    );
    expect(paths().some((path) => /playground-react-/.test(path))).toBe(false);
    await expect(block.locator('[contenteditable]')).toHaveCount(0);
    await expect(block.getByRole('button', { name: /^Reset/ })).toHaveCount(0);
    // The library's stylesheet comes with the first result.
    await expect(page.locator('link[data-playground-styles]')).toHaveCount(1);

    // Focusing the code (a click, a tap or Tab) loads the editor, which takes the focus.
    await openEditor(editorOf(block));
    expect(paths().filter((path) => /playground-react-/.test(path))).toHaveLength(1);
    await expect(block.getByRole('button', { name: /^Reset/ })).toBeVisible();
    await expect(block.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.8');
  });

  test('a failing editor chunk shows the loader’s error under the code, and Retry recovers', async ({
    page,
  }) => {
    let failing = true;
    await page.route(PLAYGROUND_CHUNK, async (route) => {
      if (failing) await route.abort();
      else await route.continue();
    });
    await gotoHydrated(page, '/docs/');
    const block = knobBlock(page);
    await block.scrollIntoViewIfNeeded();
    // The example runs all the same.
    await expect(block.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.8');
    await editorOf(block).focus();
    const alert = block.getByRole('alert');
    await expect(alert).toContainText('This part of the page could not be loaded.');
    // The static code stays readable meanwhile.
    await expect(block.locator('pre').first()).toContainText('export function VolumeKnob()');

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(editorOf(block)).toHaveAttribute('contenteditable', /.+/);
    await expect(block.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.8');
  });

  test('an example that throws before the editor is loaded shows its error under the block', async ({
    page,
  }) => {
    // The build's compiled examples, made to throw as they run.
    await renderInCompiledExamples(page, '__liveBoom()');
    await gotoHydrated(page, '/docs/');
    const block = knobBlock(page);
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('[data-playground-error]')).toContainText(
      'ReferenceError: __liveBoom is not defined',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an error thrown later by an example run before the editor is loaded shows under the block', async ({
    page,
  }) => {
    // The build's compiled examples, made to render a button whose click handler throws.
    await renderInCompiledExamples(
      page,
      'React.createElement("button", { onClick: () => { throw new Error("late from the build"); } }, "Boom")',
    );
    await gotoHydrated(page, '/docs/');
    const block = knobBlock(page);
    await block.scrollIntoViewIfNeeded();
    const error = block.locator('[data-playground-error]');
    await block.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Boom' }).click();
    await expect(error).toContainText('Error: late from the build');
    // Only this block's: the page's other examples show no error.
    await expect(page.locator('[data-playground-error]')).toHaveCount(1);
  });

  test('the Japanese page runs the same example with Japanese labels', async ({ page }) => {
    const messages = consoleErrors(page);
    await gotoHydrated(page, '/ja/docs/');
    const block = page.locator('[data-live-block="react"]', { hasText: 'VolumeKnob.tsx' });
    await block.scrollIntoViewIfNeeded();
    const editor = block.getByRole('textbox', { name: 'VolumeKnob.tsx のコード（編集可）' });
    await expect(editor).toBeVisible();
    await expect(
      block.getByRole('group', { name: '実行結果' }).getByRole('slider', { name: '音量' }),
    ).toBeVisible();
    await openEditor(editor);
    await expect(block.getByRole('button', { name: 'コードを元の例にリセット' })).toBeVisible();
    expect(messages).toEqual([]);
    // The loop guard's message is the page's language.
    await retype(page, editor, 'function Spin() { while (true) {} }\nrender(<Spin />)');
    await expect(block.locator('[data-playground-error]')).toContainText(
      'ループが 1 秒以上終わらなかったため、例の実行を止めました。',
    );
    // So are the playground's own errors.
    await retype(page, editor, "import pad from 'left-pad';\nrender(<p>{pad}</p>)");
    await expect(block.locator('[data-playground-error]')).toContainText(
      'ここでは「left-pad」をインポートできません。',
    );
  });
});

test('a loaded playground is free of accessibility violations, in light and dark mode', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const block = knobBlock(page);
  await block.scrollIntoViewIfNeeded();
  await openEditor(editorOf(block));
  await expect(block.getByRole('slider', { name: 'Volume' })).toBeVisible();
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    const found = await axeViolations(page, '[data-live-block]');
    expect(found.map((violation) => `${theme}: ${violation}`)).toEqual([]);
  }
});

test.describe('live HTML code blocks', () => {
  const PAGE = '/docs/tutorials/web-components/getting-started/';

  /** The first live HTML block of the tutorial (in `locale`), in view on the hydrated page. */
  async function firstHtmlBlock(page: Page, locale = '') {
    await gotoHydrated(page, `${locale}${PAGE}`);
    const block = page.locator('[data-live-block="html"]').first();
    await block.scrollIntoViewIfNeeded();
    return block;
  }

  test('the elements run in a sandboxed frame, and edits, errors and Reset work', async ({ page }) => {
    const errors = pageErrors(page);
    const messages = consoleErrors(page);
    const block = await firstHtmlBlock(page);
    const frameElement = block.locator('iframe');
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts');
    const frame = frameElement.contentFrame();
    const cutoff = frame.getByRole('slider', { name: 'Cutoff' });
    await expect(cutoff).toHaveAttribute('aria-valuenow', '1000');
    expect(messages).toEqual([]);
    await cutoff.focus();
    await page.keyboard.press('End');
    await expect(cutoff).toHaveAttribute('aria-valuenow', '20000');

    const editor = block.getByRole('textbox');
    await retype(page, editor, '<vibrato-slider label="Edited" min="0" max="10" value="3"></vibrato-slider>');
    await expect(frame.getByRole('slider', { name: 'Edited' })).toHaveAttribute('aria-valuenow', '3', {
      timeout: 10_000,
    });

    await retype(page, editor, '<script>throw new Error("frame boom")</script>');
    await expect(block.locator('[data-playground-error]')).toContainText('frame boom');

    await block.getByRole('button', { name: /^Reset/ }).click();
    await expect(block.locator('[data-playground-error]')).toHaveCount(0);
    await expect(frameElement.contentFrame().getByRole('slider', { name: 'Cutoff' })).toBeVisible();
    await expect(block.getByRole('textbox')).toContainText('<vibrato-piano label="Keyboard"');
    // The only uncaught error is the example's own, inside the frame.
    expect(errors.map((error) => error.message)).toEqual(['frame boom']);
  });

  test('a loop that never ends in the example’s script is stopped, and the page still answers', async ({
    page,
  }) => {
    const block = await firstHtmlBlock(page);
    const editor = block.getByRole('textbox');
    const error = block.locator('[data-playground-error]');
    const frame = block.locator('iframe').contentFrame();

    // A loop whose step was deleted, caught by the script itself: stopped and reported all the same.
    await retype(
      page,
      editor,
      '<p>Spinning</p><script>let i = 0; try { while (i < 10) {} } catch (e) {} i = 5;</script>',
    );
    await expect(error).toContainText(
      'A loop ran for more than 1 s without ending, so the example was stopped.',
    );
    await expect(frame.getByText('Spinning')).toBeVisible();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/#[\w-]+$/);

    // A loop in a click handler, set by a script or written as an attribute, is stopped at each click.
    await retype(
      page,
      editor,
      '<button>Spin</button><button onclick="while (true) {}">Attribute</button>' +
        '<script>document.querySelector("button").onclick = () => { for (;;) {} };</script>',
    );
    await expect(error).toHaveCount(0);
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(error).toContainText('A loop ran for more than 1 s');
    // Written with a character reference, which the browser decodes before the code runs.
    await retype(page, editor, '<button onclick="let i = 0; while (i &lt; 1) {}">Attribute</button>');
    await expect(error).toHaveCount(0);
    await frame.getByRole('button', { name: 'Attribute' }).click();
    await expect(error).toContainText('A loop ran for more than 1 s');
    // The frame's own errors still show.
    await retype(page, editor, '<script>for (const n of [1, 2]) {} throw new Error("after " + 2);</script>');
    await expect(error).toContainText('Error: after 2');
  });

  test('the Japanese page names the elements and the number input buttons in Japanese, and stops loops in Japanese', async ({
    page,
  }) => {
    const block = await firstHtmlBlock(page, '/ja');
    const frame = block.locator('iframe').contentFrame();
    await expect(frame.getByRole('slider', { name: 'カットオフ' })).toHaveAttribute('aria-valuenow', '1000');
    const tempo = frame.getByRole('spinbutton', { name: 'テンポ' });
    await expect(tempo).toHaveValue('120');
    await frame.getByRole('button', { name: 'テンポを上げる' }).click();
    await expect(tempo).toHaveValue('121');
    await expect(frame.getByRole('button', { name: 'テンポを下げる' })).toBeVisible();
    // The XY pad's two sliders take their names from x-label and y-label.
    await expect(frame.getByRole('slider', { name: '周波数', exact: true })).toHaveAttribute(
      'aria-valuenow',
      '1000',
    );
    await expect(frame.getByRole('slider', { name: 'レゾナンス', exact: true })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    // The loop guard's message is the page's language here too.
    await retype(page, block.getByRole('textbox'), '<script>while (true) {}</script>');
    await expect(block.locator('[data-playground-error]')).toContainText(
      'ループが 1 秒以上終わらなかったため、例の実行を止めました。',
    );
  });

  test('a selection made while the frame waits to update is still there after it updates', async ({
    page,
  }) => {
    const block = await firstHtmlBlock(page);
    const editor = block.getByRole('textbox');
    await openEditor(editor);
    await page.keyboard.type('<!-- typed -->');
    // Selected at once: the frame takes the new HTML only after typing has paused.
    await page.keyboard.press('ControlOrMeta+a');
    await expect(block.locator('iframe')).toHaveAttribute('srcdoc', /<!-- typed -->/);
    await page.keyboard.type('<b>replaced</b>');
    await expect(editor).toHaveText(/^\s*<b>replaced<\/b>\s*$/);
  });
});
