import { expect, test } from '@playwright/test';
import { expectLargeEnough } from './target-size.js';
import { openPage } from './harness.js';

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
