import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { LIVE_LOAD } from './live';

/** Console errors and warnings, and uncaught errors, of a page. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(error.message));
  return found;
}

/** The running result of a live block. */
const RESULT = '[data-playground] > div > div[role="group"]';
const resultOf = (block: Locator) => block.locator(RESULT);

/** The live block whose title (the fence's `title`) is `title`, scrolled into view so that its example runs. */
async function liveBlock(page: Page, title: string): Promise<Locator> {
  // The caption is the title followed by a hidden hint: match the whole title, so Keys.tsx is not NamedKeys.tsx.
  const caption = new RegExp(`^${title.replace(/\./g, '\\.')}\\s`);
  const block = page.locator('[data-live-block="react"]', {
    has: page.locator('figcaption', { hasText: caption }),
  });
  await block.scrollIntoViewIfNeeded();
  await expect(resultOf(block).locator('> *').first()).toBeVisible(LIVE_LOAD);
  return block;
}

test.describe('guides with live examples', () => {
  /** Each guide and how many live examples it has, in both locales. */
  const GUIDES: Record<string, number> = {
    '/docs/components/slider/': 9,
    '/docs/components/xy-pad/': 5,
    '/docs/components/piano/': 7,
    '/docs/hooks/web-midi-api/': 2,
  };

  for (const [path, expected] of Object.entries(GUIDES).flatMap(([path, count]) => [
    [path, count] as const,
    [`/ja${path}`, count] as const,
  ])) {
    test(`every live example of ${path} runs without errors, console warnings or axe violations`, async ({
      page,
    }) => {
      // A page loads up to nine playgrounds one after the other.
      test.setTimeout(90_000);
      const found = problems(page);
      await page.goto(path);
      const blocks = page.locator('[data-live-block="react"]');
      await expect(blocks).toHaveCount(expected);
      for (let index = 0; index < expected; index += 1) {
        const block = blocks.nth(index);
        await block.scrollIntoViewIfNeeded();
        // Every example renders a labelled control or a status message.
        await expect(
          resultOf(block).locator('[role="slider"], [role="group"][aria-label], [role="status"]').first(),
        ).toBeVisible();
        await expect(block.locator('[data-playground-error]')).toHaveCount(0);
      }
      expect(found).toEqual([]);
      // The results only: the editors are checked by playground.spec.ts.
      expect(await axeViolations(page, RESULT)).toEqual([]);
    });
  }
});

test.describe('AnimationCanvas guide', () => {
  for (const [prefix, play] of [
    ['', 'Play'],
    ['/ja', '再生'],
  ]) {
    test(`${prefix || '/en'}: with reduced motion the animated examples wait for Play, then run`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${prefix}/docs/components/animation-canvas/`);
      const block = await liveBlock(page, 'Stars.tsx');
      const canvas = resultOf(block).locator('canvas');
      const picture = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
      const before = await picture();
      // Two frames and more: a running animation would have drawn a star on each.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await picture()).toBe(before);
      await resultOf(block).getByRole('button', { name: play }).click();
      await expect.poll(picture).not.toBe(before);
    });
  }
});

test.describe('Slider guide', () => {
  test('the basic slider and the stepped slider answer the keyboard', async ({ page }) => {
    await page.goto('/docs/components/slider/');
    const mix = await liveBlock(page, 'Mix.tsx');
    const mixThumb = resultOf(mix).getByRole('slider', { name: 'Mix' });
    await expect(mixThumb).toHaveAttribute('aria-valuenow', '0.5');
    await mixThumb.focus();
    await page.keyboard.press('ArrowRight');
    await expect(mixThumb).toHaveAttribute('aria-valuenow', '0.51');
    await expect(resultOf(mix)).toContainText('Mix: 51 % wet');
    await page.keyboard.press('Home');
    await expect(mixThumb).toHaveAttribute('aria-valuenow', '0');

    const transpose = await liveBlock(page, 'Transpose.tsx');
    const shift = resultOf(transpose).getByRole('slider', { name: 'Transpose' });
    await shift.focus();
    await page.keyboard.press('ArrowRight');
    await expect(shift).toHaveAttribute('aria-valuenow', '1');
    await expect(shift).toHaveAttribute('aria-valuetext', '+1 semitones');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(shift).toHaveAttribute('aria-valuenow', '-9');
    await page.keyboard.press('End');
    await expect(shift).toHaveAttribute('aria-valuenow', '12');
  });

  test('the vertical fader moves up with the Up key, and a scale mark selects its value', async ({
    page,
  }) => {
    await page.goto('/docs/components/slider/');
    const fader = resultOf(await liveBlock(page, 'Fader.tsx')).getByRole('slider', {
      name: 'Channel 1 level',
    });
    await expect(fader).toHaveAttribute('aria-orientation', 'vertical');
    await expect(fader).toHaveAttribute('aria-valuetext', '0 dB');
    await fader.focus();
    await page.keyboard.press('ArrowUp');
    await expect(fader).toHaveAttribute('aria-valuenow', '0.5');

    const pan = resultOf(await liveBlock(page, 'Pan.tsx'));
    const thumb = pan.getByRole('slider', { name: 'Pan' });
    await pan.getByText('R', { exact: true }).click();
    await expect(thumb).toHaveAttribute('aria-valuenow', '1');
  });
});

test.describe('Piano guide (Japanese)', () => {
  test('a shortcut key plays its note while a key of the piano has focus', async ({ page }) => {
    const found = problems(page);
    await page.goto('/ja/docs/components/piano/');
    const result = resultOf(await liveBlock(page, 'ShortcutPiano.tsx'));
    const piano = result.getByRole('group', { name: 'ショートカット付きの鍵盤' });
    const c4 = piano.getByRole('button', { name: 'C4', exact: true });
    await expect(c4).toHaveAttribute('aria-keyshortcuts', 'A');
    await expect(c4).toHaveAttribute('aria-pressed', 'false');

    await result.getByRole('button', { name: 'パソコンのキーボードで弾く' }).click();
    await expect(c4).toBeFocused();
    await page.keyboard.down('KeyA');
    await expect(c4).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.up('KeyA');
    await expect(c4).toHaveAttribute('aria-pressed', 'false');

    // E, on the row above, plays the black key three semitones up.
    await page.keyboard.down('KeyE');
    await expect(piano.getByRole('button', { name: 'D#4', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.up('KeyE');

    // The arrow keys move focus between the keys.
    await page.keyboard.press('ArrowRight');
    await expect(piano.getByRole('button', { name: 'C#4', exact: true })).toBeFocused();
    expect(found).toEqual([]);
  });

  test('the basic piano reports held notes, and the octave buttons move its range', async ({ page }) => {
    await page.goto('/ja/docs/components/piano/');
    const keys = resultOf(await liveBlock(page, 'Keys.tsx'));
    const e4 = keys.getByRole('button', { name: 'E4', exact: true });
    await e4.focus();
    await page.keyboard.down('Enter');
    await expect(keys).toContainText('押している鍵盤: E4');
    await page.keyboard.up('Enter');
    await expect(keys).toContainText('押している鍵盤: なし');

    const shift = resultOf(await liveBlock(page, 'OctaveShift.tsx'));
    // One octave, C to B: seven white keys keep every key at least 24 px wide in the narrow preview.
    await expect(shift).toContainText('C4〜B4（12 鍵）');
    await shift.getByRole('button', { name: '1 オクターブ上げる' }).click();
    await expect(shift).toContainText('C5〜B5（12 鍵）');
    await expect(shift.getByRole('button', { name: 'B5', exact: true })).toBeVisible();
  });
});

test.describe('Web MIDI guide: the MIDI monitor', () => {
  test('says that Web MIDI is not supported, without a prompt or a button', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'requestMIDIAccess');
    });
    const found = problems(page);
    await page.goto('/docs/hooks/web-midi-api/');
    const monitor = resultOf(await liveBlock(page, 'MidiMonitor.tsx'));
    await expect(monitor.getByRole('status')).toHaveText(/Web MIDI is not supported in this browser/);
    await expect(monitor.getByRole('button', { name: /Connect MIDI devices|Try again/ })).toHaveCount(0);
    expect(found).toEqual([]);
  });

  test('says that access was denied, and offers to try again', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Permission denied.', 'NotAllowedError')),
      });
    });
    const found = problems(page);
    await page.goto('/docs/hooks/web-midi-api/');
    const monitor = resultOf(await liveBlock(page, 'MidiMonitor.tsx'));
    await expect(monitor.getByRole('status')).toHaveText('Not connected yet.');
    await monitor.getByRole('button', { name: 'Connect MIDI devices' }).click();
    await expect(monitor.getByRole('status')).toHaveText(/MIDI access was denied/);
    await expect(monitor.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(found).toEqual([]);
  });

  test('lists the messages of a connected input and lights up its notes', async ({ page }) => {
    await page.addInitScript(() => {
      // A MIDI input that sends what the test page asks for through window.sendMIDI.
      const input = Object.assign(new EventTarget(), {
        id: 'test-input',
        name: 'Test keyboard',
        open: () => Promise.resolve(input),
      });
      const access = Object.assign(new EventTarget(), {
        inputs: new Map([[input.id, input]]),
        outputs: new Map(),
      });
      Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
        configurable: true,
        value: () => Promise.resolve(access),
      });
      Object.assign(window, {
        sendMIDI: (bytes: number[]) =>
          input.dispatchEvent(new MIDIMessageEvent('midimessage', { data: new Uint8Array(bytes) })),
      });
    });
    const found = problems(page);
    await page.goto('/docs/hooks/web-midi-api/');
    const monitor = resultOf(await liveBlock(page, 'MidiMonitor.tsx'));
    await monitor.getByRole('button', { name: 'Connect MIDI devices' }).click();
    await expect(monitor.getByRole('status')).toHaveText('Listening to Test keyboard.');

    const send = (bytes: number[]) =>
      page.evaluate(
        (data) => (window as unknown as { sendMIDI: (b: number[]) => void }).sendMIDI(data),
        bytes,
      );
    const c4 = monitor
      .getByRole('group', { name: 'Notes from MIDI' })
      .getByRole('button', { name: 'C4', exact: true });
    await send([0x90, 60, 100]);
    await expect(c4).toHaveAttribute('aria-pressed', 'true');
    await send([0xf8]);
    await send([0x90, 60, 0]);
    await expect(c4).toHaveAttribute('aria-pressed', 'false');
    await expect(
      monitor.getByRole('list', { name: 'Incoming MIDI messages' }).getByRole('listitem'),
    ).toHaveText(['ch 1 note off C4', 'ch 1 note on C4 velocity 100']);
    expect(found).toEqual([]);
  });
});
