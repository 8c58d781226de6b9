import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { gotoHydrated } from './hydration';

/** What the page did with Web Audio, recorded by a spy installed before any page script runs. */
interface AudioLog {
  created: number;
  /** Whether the page had a live user gesture when each AudioContext was made. */
  gestureAtCreate: (boolean | null)[];
  resumed: number;
  suspended: number;
  started: number;
}

declare global {
  interface Window {
    __audioLog: AudioLog;
    __audioContexts: AudioContext[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const log: AudioLog = { created: 0, gestureAtCreate: [], resumed: 0, suspended: 0, started: 0 };
    window.__audioLog = log;
    window.__audioContexts = [];
    const NativeContext = window.AudioContext;
    window.AudioContext = class SpyAudioContext extends NativeContext {
      constructor(options?: AudioContextOptions) {
        super(options);
        log.created += 1;
        log.gestureAtCreate.push(navigator.userActivation ? navigator.userActivation.isActive : null);
        window.__audioContexts.push(this);
      }
      override resume() {
        log.resumed += 1;
        return super.resume();
      }
      override suspend() {
        log.suspended += 1;
        return super.suspend();
      }
    };
    // AudioBufferSourceNode has its own start(); oscillators use the one of AudioScheduledSourceNode.
    for (const prototype of [AudioScheduledSourceNode.prototype, AudioBufferSourceNode.prototype]) {
      const start = prototype.start as (...args: number[]) => void;
      prototype.start = function (...args: number[]) {
        log.started += 1;
        return start.apply(this, args);
      };
    }
  });
});

/** Fails the test on any console error or uncaught exception of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const audioLog = (page: Page) => page.evaluate(() => window.__audioLog);
const contextState = (page: Page) => page.evaluate(() => window.__audioContexts[0]?.state ?? 'none');

const TITLES = {
  en: ['Synth panel', 'XY filter pad', 'MIDI monitor and keyboard'],
  ja: ['シンセパネル', 'XY フィルターパッド', 'MIDI モニターと鍵盤'],
};

for (const [locale, titles] of Object.entries(TITLES)) {
  test(`the ${locale} templates page shows three templates, each with a live preview and its code`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(locale === 'en' ? '/templates/' : '/ja/templates/');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titles);
    for (const name of ['synth-panel', 'filter-pad', 'midi-keyboard']) {
      const section = page.locator(`article#${name}`);
      // The preview itself: an article with long listings is taller than the window.
      await section.locator('[data-template-preview]').scrollIntoViewIfNeeded();
      await expect(section.locator('[data-template-preview] section')).toBeVisible();
      await expect(section.locator('figure pre .token.keyword').first()).toBeVisible();
      await expect(section.locator('figcaption').first()).toHaveText(new RegExp(`^${name}/[A-Za-z]+\\.tsx$`));
    }
    const start = locale === 'en' ? 'Start sound' : '音を出す';
    await expect(page.getByRole('button', { name: start, exact: true })).toHaveCount(3);
    expect(errors).toEqual([]);
  });
}

test('a template far down the page is not loaded until it is scrolled near', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.setViewportSize({ width: 1200, height: 700 });
  await page.goto('/templates/');
  await expect(page.locator('article#synth-panel [data-template-preview] section')).toBeVisible();
  expect(requested.some((url) => url.includes('template-midi-keyboard'))).toBe(false);
  await page.locator('article#midi-keyboard [data-template-preview]').scrollIntoViewIfNeeded();
  await expect(page.locator('article#midi-keyboard [data-template-preview] section')).toBeVisible();
  expect(requested.some((url) => url.includes('template-midi-keyboard'))).toBe(true);
});

/** Opens the templates page at one template and waits for its preview. */
async function openTemplate(page: Page, name: string): Promise<Locator> {
  await page.goto('/templates/');
  const preview = page.locator(`article#${name} [data-template-preview]`);
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByRole('button', { name: 'Start sound' })).toBeVisible();
  return preview;
}

async function expectSoundStartsOnClickAndStops(page: Page, preview: Locator, play?: () => Promise<void>) {
  await page.waitForLoadState('load');
  expect((await audioLog(page)).created).toBe(0);
  await preview.getByRole('button', { name: 'Start sound' }).click();
  await expect(preview.getByRole('button', { name: 'Stop sound' })).toBeVisible();
  const log = await audioLog(page);
  expect(log.created).toBe(1);
  expect(log.gestureAtCreate).toEqual([true]);
  await expect.poll(() => contextState(page)).toBe('running');
  if (play) await play();
  expect((await audioLog(page)).started).toBeGreaterThan(0);
  await preview.getByRole('button', { name: 'Stop sound' }).click();
  await expect(preview.getByRole('button', { name: 'Start sound' })).toBeVisible();
  expect((await audioLog(page)).suspended).toBe(1);
  await expect.poll(() => contextState(page)).toBe('suspended');
  // Starting again resumes the same context.
  await preview.getByRole('button', { name: 'Start sound' }).click();
  await expect.poll(() => contextState(page)).toBe('running');
  expect(await audioLog(page)).toMatchObject({ created: 1, resumed: 1 });
  await preview.getByRole('button', { name: 'Stop sound' }).click();
  await expect.poll(() => contextState(page)).toBe('suspended');
}

test('the synth panel makes sound only after a click, plays its keys and stops with Stop sound', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const preview = await openTemplate(page, 'synth-panel');
  await expect(preview.getByRole('slider', { name: 'Cutoff' })).toHaveAttribute('aria-valuetext', '1.8 kHz');
  await expect(preview.getByRole('slider')).toHaveCount(7);
  await expect(preview.getByRole('radio', { name: 'Saw' })).toBeChecked();
  await expectSoundStartsOnClickAndStops(page, preview, async () => {
    const key = preview.getByRole('button', { name: 'C4', exact: true });
    await key.hover();
    await page.mouse.down();
    await expect(key).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.up();
  });
  expect(errors).toEqual([]);
});

test('a piano key alone starts the synth: the press is the gesture', async ({ page }) => {
  const preview = await openTemplate(page, 'synth-panel');
  await page.waitForLoadState('load');
  expect((await audioLog(page)).created).toBe(0);
  await preview.getByRole('button', { name: 'E4', exact: true }).click();
  const log = await audioLog(page);
  expect(log).toMatchObject({ created: 1, gestureAtCreate: [true] });
  expect(log.started).toBe(1);
  await expect(preview.getByRole('button', { name: 'Stop sound' })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the first tap on a key is heard, where the browser lets audio start only at the touch’s end', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // The rule of the user-activation standard, which this test's browser does not hold to for a tap it is sent:
      // a context starts only at the end of a touch, not at its pointerdown, where the piano makes it. (This
      // listener comes before the page's own.)
      let allowed = false;
      window.addEventListener('pointerup', () => (allowed = true), true);
      const Spy = window.AudioContext;
      const native = Object.getPrototypeOf(Spy.prototype) as AudioContext;
      window.AudioContext = class TouchEndAudioContext extends Spy {
        constructor(options?: AudioContextOptions) {
          super(options);
          if (!allowed) void native.suspend.call(this);
        }
        override resume() {
          return allowed ? super.resume() : Promise.resolve();
        }
      };
      // Everything the page sends to the speakers passes through an analyser, which the page samples for its peak.
      const destination = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'destination');
      const taps = new WeakMap<BaseAudioContext, AnalyserNode>();
      const peak = { value: 0 };
      Object.assign(window, { __peak: peak });
      Object.defineProperty(BaseAudioContext.prototype, 'destination', {
        configurable: true,
        get(this: BaseAudioContext) {
          let tap = taps.get(this);
          if (!tap) {
            tap = this.createAnalyser();
            taps.set(this, tap);
            tap.connect(destination?.get?.call(this) as AudioDestinationNode);
            const samples = new Float32Array(tap.fftSize);
            const analyser = tap;
            setInterval(() => {
              analyser.getFloatTimeDomainData(samples);
              for (const sample of samples) peak.value = Math.max(peak.value, Math.abs(sample));
            }, 10);
          }
          return tap;
        },
      });
    });
    const preview = await openTemplate(page, 'synth-panel');
    await page.waitForLoadState('load');
    expect((await audioLog(page)).created).toBe(0);
    await preview.getByRole('button', { name: 'C4', exact: true }).tap();
    expect((await audioLog(page)).created).toBe(1);
    await expect.poll(() => contextState(page)).toBe('running');
    // Without a shortest note, the tap's note was over before the context ran: a peak of 0.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __peak: { value: number } }).__peak.value))
      .toBeGreaterThan(0.05);
  });
});

test('the XY filter pad plays filtered noise only after a click and stops with Stop sound', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const preview = await openTemplate(page, 'filter-pad');
  await expectSoundStartsOnClickAndStops(page, preview);
  const pad = preview.getByRole('slider');
  await pad.focus();
  await pad.press('ArrowUp');
  await expect(pad).toHaveAttribute('aria-valuetext', /Resonance 2\.\d/);
  expect(errors).toEqual([]);
});

test('the MIDI keyboard plays after a click, stops, and shows the notes of a MIDI input', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // A granted MIDIAccess with one input that the test plays through window.__playMidi.
    const input = Object.assign(new EventTarget(), {
      id: 'fake',
      name: 'Test Keys',
      type: 'input',
      open: () => Promise.resolve(input),
    });
    const access = Object.assign(new EventTarget(), {
      inputs: new Map([['fake', input]]),
      outputs: new Map(),
    });
    Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
      configurable: true,
      value: () => Promise.resolve(access),
    });
    (window as unknown as { __playMidi: (bytes: number[]) => void }).__playMidi = (bytes) =>
      input.dispatchEvent(new MIDIMessageEvent('midimessage', { data: new Uint8Array(bytes) }));
  });
  const errors = watchErrors(page);
  const preview = await openTemplate(page, 'midi-keyboard');
  await expect(preview.locator('[data-midi-state="idle"]')).toBeVisible();
  await expectSoundStartsOnClickAndStops(page, preview, () =>
    preview.getByRole('button', { name: 'C4', exact: true }).click(),
  );
  await preview.getByRole('button', { name: 'Connect MIDI' }).click();
  await expect(preview.locator('[data-midi-state="ready"]')).toHaveText('Inputs: Test Keys');
  await page.evaluate(() =>
    (window as unknown as { __playMidi: (bytes: number[]) => void }).__playMidi([0x90, 62, 90]),
  );
  await expect(preview.getByRole('button', { name: 'D4', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(preview.getByRole('list', { name: 'Last notes' })).toContainText('D4 on · 90 · ch 1');
  await page.evaluate(() =>
    (window as unknown as { __playMidi: (bytes: number[]) => void }).__playMidi([0x80, 62, 0]),
  );
  await expect(preview.getByRole('button', { name: 'D4', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(errors).toEqual([]);
});

test('the MIDI keyboard says NOT_SUPPORTED clearly where the browser has no Web MIDI, with no button to press first', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { requestMIDIAccess?: unknown }).requestMIDIAccess;
  });
  const errors = watchErrors(page);
  const preview = await openTemplate(page, 'midi-keyboard');
  const note = preview.locator('[data-midi-state="NOT_SUPPORTED"]');
  await expect(note).toHaveText(/does not support Web MIDI/);
  // Known as the panel comes into view, not in answer to the reader: text on the page, not an alert.
  await expect(preview.getByRole('alert')).toHaveCount(0);
  await expect(preview.getByRole('button', { name: 'Connect MIDI' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the MIDI keyboard says PERMISSION_DENIED in Japanese when access is refused, and asks again', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls = { count: 0 };
    (window as unknown as { __midiCalls: typeof calls }).__midiCalls = calls;
    Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
      configurable: true,
      value: () => {
        calls.count += 1;
        return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      },
    });
  });
  const errors = watchErrors(page);
  await page.goto('/ja/templates/');
  const preview = page.locator('article#midi-keyboard [data-template-preview]');
  await preview.scrollIntoViewIfNeeded();
  await preview.getByRole('button', { name: 'MIDI に接続' }).click();
  const alert = preview.getByRole('alert');
  await expect(alert).toHaveAttribute('data-midi-state', 'PERMISSION_DENIED');
  await expect(alert).toHaveText(/MIDI へのアクセスが許可されませんでした/);
  await preview.getByRole('button', { name: 'もう一度試す' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __midiCalls: { count: number } }).__midiCalls.count),
    )
    .toBe(2);
  expect(errors).toEqual([]);
});

test('the copy button copies a template file and says Copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/templates/');
  const block = page.locator('article#filter-pad figure', { hasText: 'filter-pad/FilterPad.tsx' });
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toHaveText('Copied');
  await expect(block.getByRole('status')).toHaveText('Code copied to the clipboard');
  const source = readFileSync(
    path.join(__dirname, '..', 'src/templates-gallery/filter-pad/FilterPad.tsx'),
    'utf8',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source.replace(/\n$/, ''));
});

for (const prefix of ['', '/ja']) {
  test(`on a wide screen no preview grows when it loads (${prefix || '/'})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, `${prefix}/templates/`);
    const previews = page.locator('[data-template-preview]');
    await expect(previews).toHaveCount(3);
    for (const preview of await previews.all()) {
      const name = await preview.getAttribute('data-template-preview');
      const reserved = (await preview.boundingBox())?.height ?? 0;
      await preview.scrollIntoViewIfNeeded();
      // Loaded: the template's own controls are in it (before, at most the loader's status).
      await expect(preview.locator(':scope > :not([role="status"])').first(), `${name} loads`).toBeAttached();
      const loaded = (await preview.boundingBox())?.height ?? 0;
      expect(loaded, `${name}: ${reserved} px kept, ${loaded} px loaded`).toBeLessThanOrEqual(reserved + 1);
    }
  });
}

test('the code below a preview stays where the reader sees it while the preview loads and grows, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/templates/');
  const preview = page.locator('[data-template-preview="filter-pad"]');
  const reserved = (await preview.boundingBox())?.height ?? 0;
  const code = page.locator('article#filter-pad figure', { hasText: 'filter-pad/FilterPad.tsx' });
  // The first line of the code near the top of the window, the bottom of the preview (not loaded yet) above it.
  // The scroll position may land on a fraction of a pixel, so where the code is is read once it has landed.
  const seen = await code.evaluate((figure) => {
    window.scrollTo(0, figure.getBoundingClientRect().top + window.scrollY - 200);
    return figure.getBoundingClientRect().top;
  });
  expect(seen).toBeGreaterThan(190);
  expect(seen).toBeLessThan(210);
  await expect.poll(async () => (await preview.boundingBox())?.height ?? 0).toBeGreaterThan(reserved + 20);
  // The browser's scroll anchoring moved the page by as much as the preview grew (to within rounding).
  const after = await code.evaluate((figure) => figure.getBoundingClientRect().top);
  expect(Math.abs(after - seen), `the code was at ${seen} px, then at ${after} px`).toBeLessThanOrEqual(1);
});

test('focus on the code below a preview stays in view while the preview loads and grows, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, '/templates/');
  const preview = page.locator('[data-template-preview="synth-panel"]');
  const before = (await preview.boundingBox())?.height ?? 0;
  // Backwards through the page, as Shift+Tab goes: the first code block's button under a preview not loaded yet.
  const copy = page
    .locator('article#synth-panel figure')
    .first()
    .getByRole('button', { name: 'Copy code to clipboard' });
  await copy.focus();
  await expect.poll(async () => (await preview.boundingBox())?.height ?? 0).toBeGreaterThan(before + 200);
  await expect(copy).toBeFocused();
  await expect(copy).toBeInViewport();
});

test('the copy button shown by hovering over code goes away with Escape, and leaves room for the lines', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/components/slider/');
  const block = page
    .locator('article figure')
    .filter({ has: page.locator('pre') })
    .first();
  const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
  const opacity = () => copy.evaluate((button) => Number(getComputedStyle(button).opacity));
  await block.locator('pre').hover();
  await expect.poll(opacity).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(opacity).toBe(0);
  await page.mouse.move(0, 0);
  await block.locator('pre').hover();
  await expect.poll(opacity).toBe(1);
  // Each line ends before the button: scrolled to its end, the longest one shows its last characters.
  const overlap = await block.evaluate((figure) => {
    const pre = figure.querySelector('pre') as HTMLElement;
    pre.scrollLeft = pre.scrollWidth;
    const button = (figure.querySelector('button') as HTMLElement).getBoundingClientRect();
    let covered = 0;
    for (const line of pre.querySelectorAll('.code-line')) {
      const range = document.createRange();
      range.selectNodeContents(line);
      for (const box of range.getClientRects()) {
        const overlapsRow = box.top < button.bottom && box.bottom > button.top;
        if (overlapsRow && box.right > button.left && box.width > 0) covered += 1;
      }
    }
    return covered;
  });
  expect(overlap).toBe(0);
});

for (const { path: home, start, stop, label } of [
  { path: '/', start: 'Start sound', stop: 'Stop sound', label: 'Live demo: a small synth' },
  { path: '/ja/', start: '音を出す', stop: '音を止める', label: 'ライブデモ：小さなシンセサイザー' },
]) {
  test(`the hero demo on ${home} loads once the page is idle without moving the page, plays and stops`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/hero-demo-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(home);
    await page.waitForLoadState('load');
    const features = page.getByRole('heading', { level: 2 }).first();
    const before = await features.boundingBox();
    release();
    const demo = page.getByRole('region', { name: label });
    await expect(demo.getByRole('button', { name: start })).toBeVisible();
    expect(await features.boundingBox()).toEqual(before);
    expect((await audioLog(page)).created).toBe(0);
    const key = demo.getByRole('button', { name: 'G4', exact: true });
    await key.hover();
    await page.mouse.down();
    await expect(key).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.up();
    const log = await audioLog(page);
    expect(log).toMatchObject({ created: 1, gestureAtCreate: [true], started: 1 });
    await expect.poll(() => contextState(page)).toBe('running');
    await demo.getByRole('button', { name: stop }).click();
    await expect(demo.getByRole('button', { name: start })).toBeVisible();
    await expect.poll(() => contextState(page)).toBe('suspended');
    await expect(
      page.getByRole('link', { name: home === '/' ? 'Browse templates' : 'テンプレートを見る' }),
    ).toHaveAttribute('href', home === '/' ? '/templates/' : '/ja/templates/');
    expect(errors).toEqual([]);
  });
}

test('the running templates and the hero demo pass axe', async ({ page }) => {
  await page.goto('/templates/');
  for (const name of ['synth-panel', 'filter-pad', 'midi-keyboard']) {
    const preview = page.locator(`article#${name} [data-template-preview]`);
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator('section')).toBeVisible();
  }
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.goto('/ja/');
  await expect(page.locator('[data-hero-demo] section')).toBeVisible();
  expect(await axeViolations(page, '[data-hero-demo]')).toEqual([]);
});

for (const { prefix, link, title } of [
  { prefix: '', link: 'Browse templates', title: 'Templates' },
  { prefix: '/ja', link: 'テンプレートを見る', title: 'テンプレート' },
]) {
  test(`the home page (${prefix || '/'}) does not fetch the templates page’s data ahead, and its link still opens it without a reload`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, `${prefix}/`);
    // Gatsby fetches the data of the pages linked in view some 3 s after they were seen: the docs' page, not this.
    await expect
      .poll(() => requested, { timeout: 15_000 })
      .toContain(`/page-data${prefix}/docs/page-data.json`);
    expect(requested).not.toContain(`/page-data${prefix}/templates/page-data.json`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/templates/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(requested).toContain(`/page-data${prefix}/templates/page-data.json`);
    // Still the same document: the link navigated within the site.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
}
