import { expect, test, type Locator } from '@playwright/test';
import { openPage } from './harness.js';

/** WCAG 2.2, success criterion 2.5.8 (Target Size, Minimum): 24 × 24 CSS px. */
const MIN = 24;

/**
 * The box of a pointer target and the side of the largest square that a press anywhere in it reaches the
 * target, probed at every whole pixel of its pixel-snapped box (elementFromPoint works in whole pixels) through
 * the shadow root it lives in: rounded corners and overlapping elements count.
 */
async function target(locator: Locator): Promise<{ width: number; height: number; square: number }> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const box = element.getBoundingClientRect();
    const left = Math.round(box.left);
    const top = Math.round(box.top);
    const columns = Math.round(box.right) - left;
    const rows = Math.round(box.bottom) - top;
    let square = 0;
    let previous = new Array<number>(columns + 1).fill(0);
    for (let row = 0; row < rows; row += 1) {
      const current = new Array<number>(columns + 1).fill(0);
      for (let column = 0; column < columns; column += 1) {
        const hit = root.elementFromPoint(left + column, top + row);
        if (hit && element.contains(hit)) {
          current[column + 1] =
            Math.min(previous[column] ?? 0, previous[column + 1] ?? 0, current[column] ?? 0) + 1;
          square = Math.max(square, current[column + 1] ?? 0);
        }
      }
      previous = current;
    }
    return { width: box.width, height: box.height, square };
  });
}

async function expectLargeEnough(locator: Locator, what: string): Promise<void> {
  const { width, height, square } = await target(locator);
  expect(width, `${what}: width`).toBeGreaterThanOrEqual(MIN);
  expect(height, `${what}: height`).toBeGreaterThanOrEqual(MIN);
  expect(square, `${what}: the largest square a press reaches`).toBeGreaterThanOrEqual(MIN);
}

test.describe('pointer targets of at least 24 × 24 CSS px', () => {
  test('the − and + buttons of <vibrato-number-input>, at any font size and corner radius', async ({
    page,
  }) => {
    await openPage(
      page,
      `<p><vibrato-number-input id="default" label="Tempo" min="20" max="300" value="120"></vibrato-number-input></p>
       <p style="font-size: 11px"><vibrato-number-input id="small" label="Small" min="0" max="10" value="5"></vibrato-number-input></p>
       <p><vibrato-number-input id="pill" label="Pill" min="0" max="10" value="5"
         style="--vibrato-input-radius: 999px; font-size: 12px"></vibrato-number-input></p>`,
    );
    for (const id of ['default', 'small', 'pill']) {
      for (const part of ['decrement', 'increment']) {
        await expectLargeEnough(page.locator(`#${id} [part="${part}"]`), `${id} ${part}`);
      }
    }
  });

  test('<vibrato-slider> is at least 24 px across, whatever the size of its thumb', async ({ page }) => {
    await openPage(
      page,
      `<p><vibrato-slider id="default" label="Default"></vibrato-slider></p>
       <p><vibrato-slider id="small" label="Small thumb" style="--vibrato-slider-thumb-size: 12px"></vibrato-slider></p>
       <p><vibrato-slider id="vertical" label="Vertical" orientation="vertical"></vibrato-slider></p>
       <p><vibrato-slider id="large" label="Large thumb" style="--vibrato-slider-thumb-size: 30px"></vibrato-slider></p>`,
    );
    for (const id of ['default', 'small', 'vertical']) {
      await expectLargeEnough(page.locator(`#${id}`), id);
    }
    // A larger thumb still sets the thickness.
    const large = await page.locator('#large').boundingBox();
    expect(large?.height).toBe(30);
    // The thumb stays in the middle of the thicker slider.
    const slider = await page.locator('#small').boundingBox();
    const thumb = await page.locator('#small [part="thumb"]').boundingBox();
    if (!slider || !thumb) throw new Error('the slider is not visible');
    expect(thumb.y + thumb.height / 2).toBeCloseTo(slider.y + slider.height / 2, 0);
  });
});
