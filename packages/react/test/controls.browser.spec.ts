import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const origin = 'http://vibrato.test';
const stylesDir = fileURLToPath(new URL('../src/styles/', import.meta.url));

/** Bundles fixtures/controls.tsx from source and serves it with every stylesheet, without a server. */
async function openControls(page: Page): Promise<void> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./fixtures/controls.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      '@vibrato-ui/functions': fileURLToPath(new URL('../../functions/src/index.ts', import.meta.url)),
    },
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]?.text ?? '';
  const cssFiles = (await readdir(stylesDir)).filter((name) => name.endsWith('.css')).sort();
  const css = (await Promise.all(cssFiles.map((name) => readFile(stylesDir + name, 'utf8')))).join('\n');
  await page.route(`${origin}/**`, (route) => {
    if (new URL(route.request().url()).pathname === '/fixture.js') {
      return route.fulfill({ contentType: 'text/javascript', body: script });
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>controls</title>
<style>${css}\nbody { margin: 24px; }</style></head>
<body><div id="root"></div><script type="module" src="/fixture.js"></script></body></html>`,
    });
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
}

async function centerOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

const events = (page: Page) => page.evaluate(() => window.events);

test.beforeEach(async ({ page }) => {
  await openControls(page);
});

test('in forced colours the Slider keeps its track outlined and its range filled', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const parts = await page.evaluate(() => {
    const slider = document.querySelector('[aria-label="Slider"]')?.closest('.vibrato-slider');
    const style = (selector: string) => getComputedStyle(slider?.querySelector(selector) as Element);
    return {
      page: getComputedStyle(document.body).backgroundColor,
      range: style('.vibrato-slider__range').backgroundColor,
      outline: style('.vibrato-slider__track').outlineStyle,
    };
  });
  expect(parts.range).not.toBe(parts.page);
  expect(parts.outline).toBe('solid');
});

test('dragging a Knob up raises its value and commits once on release', async ({ page }) => {
  const { x, y } = await centerOf(page, '.vibrato-knob');
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 20, { steps: 4 });
  await page.mouse.move(x, y - 40, { steps: 4 });
  await page.mouse.up();
  // 40 px of a 200 px sweep is 0.2 of the range.
  await expect(page.locator('#knob-value')).toHaveText('0.7');
  await expect(page.getByRole('slider', { name: 'Knob' })).toBeFocused();
  const log = await events(page);
  expect(log.filter((entry) => entry.startsWith('knob-end:'))).toEqual(['knob-end:0.7']);
});

test('pointer capture: a Knob drag that leaves the element keeps changing the value', async ({ page }) => {
  const { x, y, box } = await centerOf(page, '.vibrato-knob');
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Far outside the 60 px knob: up and to the right, over the page and other controls.
  await page.mouse.move(x + 300, y - 60, { steps: 6 });
  await expect(page.locator('#knob-value')).toHaveText('0.8');
  expect(y - 60).toBeLessThan(box.y);
  await page.mouse.move(x + 400, y + 100, { steps: 6 });
  await expect(page.locator('#knob-value')).toHaveText('0');
  await page.mouse.up();
  await expect(page.locator('.vibrato-knob')).not.toHaveAttribute('data-dragging', '');
});

test('pressing a Slider track jumps there and dragging outside the slider keeps following', async ({
  page,
}) => {
  const track = await centerOf(page, '.vibrato-slider__track');
  const { box } = track;
  await page.mouse.move(box.x + box.width / 4, track.y);
  await page.mouse.down();
  await expect(page.locator('#slider-value')).toHaveText('25');
  await expect(page.locator('.vibrato-slider')).toHaveAttribute('data-dragging', '');
  // Leave the slider vertically by 200 px: only the x position counts.
  await page.mouse.move(box.x + box.width * 0.6, track.y + 200, { steps: 5 });
  await expect(page.locator('#slider-value')).toHaveText('60');
  await page.mouse.move(box.x + box.width + 300, track.y + 250, { steps: 5 });
  await expect(page.locator('#slider-value')).toHaveText('100');
  await page.mouse.up();
  const log = await events(page);
  expect(log.filter((entry) => entry.startsWith('slider-end:'))).toEqual(['slider-end:100']);
  await expect(page.getByRole('slider', { name: 'Slider' })).toHaveAttribute('aria-valuenow', '100');
  // The press moved focus to the thumb, so the keyboard continues from there.
  await expect(page.getByRole('slider', { name: 'Slider' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#slider-value')).toHaveText('99');
});

test('the wheel changes a Knob and a Slider without scrolling the page', async ({ page }) => {
  const knob = await centerOf(page, '.vibrato-knob');
  await page.mouse.move(knob.x, knob.y);
  await page.mouse.wheel(0, -100);
  await expect(page.locator('#knob-value')).toHaveText('0.51');
  await page.mouse.wheel(0, 300);
  await expect(page.locator('#knob-value')).toHaveText('0.48');
  const slider = await centerOf(page, '.vibrato-slider');
  await page.mouse.move(slider.x, slider.y);
  await page.mouse.wheel(0, -100);
  await expect(page.locator('#slider-value')).toHaveText('1');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Outside the controls the same wheel scrolls the page, so the test above is meaningful.
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('touch drags on an XYPad move both values without scrolling (touch-action: none)', async ({ page }) => {
  const pad = await centerOf(page, '.vibrato-xy-pad__area');
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', pad.x, pad.y);
  await touch('touchMove', pad.x + 10, pad.y - 10);
  await touch('touchMove', pad.x + 25, pad.y - 25);
  await touch('touchMove', pad.x + 25, pad.y + 400);
  await touch('touchEnd', pad.x + 25, pad.y + 400);
  await expect(page.locator('#pad-value')).toHaveText('0.75,0');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('keyboard only: Tab focuses the Knob with a visible ring and arrows change it', async ({ page }) => {
  await page.keyboard.press('Tab');
  const knob = page.getByRole('slider', { name: 'Knob' });
  await expect(knob).toBeFocused();
  const outline = await knob.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(page.locator('#knob-value')).toHaveText('0.6');
  await page.keyboard.press('Tab');
  await page.keyboard.press('End');
  await expect(page.locator('#slider-value')).toHaveText('100');
});

test('double-clicking a Knob and a Slider restores their default values', async ({ page }) => {
  const knob = page.getByRole('slider', { name: 'Knob' });
  await knob.focus();
  await page.keyboard.press('End');
  await expect(page.locator('#knob-value')).toHaveText('1');
  await page.locator('.vibrato-knob').dblclick();
  await expect(page.locator('#knob-value')).toHaveText('0.5');
  const slider = page.locator('.vibrato-slider');
  const box = await slider.boundingBox();
  if (!box) throw new Error('slider has no box');
  await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
  await expect(page.locator('#slider-value')).toHaveText('90');
  await slider.dblclick({ position: { x: box.width * 0.9, y: box.height / 2 } });
  // The slider has no defaultValue, so it returns to min.
  await expect(page.locator('#slider-value')).toHaveText('0');
});
