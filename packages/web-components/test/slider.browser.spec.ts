import { expect, test, type Page } from '@playwright/test';
import { openPage, readEvents, recordEvents } from './harness.js';

async function trackBox(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  // The track is inset by half the default 18px thumb at each end.
  return selector.includes('vertical')
    ? { x: box.x, y: box.y + 9, width: box.width, height: box.height - 18 }
    : { x: box.x + 9, y: box.y, width: box.width - 18, height: box.height };
}

test.describe('<vibrato-slider>', () => {
  test('press on the track jumps there, dragging follows, change fires once on release', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-slider id="s" label="Volume" min="0" max="100" step="1" value="10"></vibrato-slider>`,
    );
    await recordEvents(page, ['input', 'change']);
    const track = await trackBox(page, '#s');
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.25, y);
    await page.mouse.down();
    await expect(page.locator('#s')).toHaveAttribute('aria-valuenow', '25');
    await page.mouse.move(track.x + track.width * 0.6, y, { steps: 4 });
    await page.mouse.move(track.x + track.width * 1.5, y + 60); // outside: pointer capture keeps the drag
    await expect(page.locator('#s')).toHaveAttribute('aria-valuenow', '100');
    expect((await readEvents(page)).some((event) => event.type === 'change')).toBe(false);
    await page.mouse.up();
    const events = await readEvents(page);
    expect(events.filter((event) => event.type === 'change').map((event) => event.value)).toEqual([100]);
    expect(events.filter((event) => event.type === 'input').map((event) => event.value)).toContain(60);
  });

  test('vertical orientation: bottom is min, aria-orientation is vertical', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-slider id="vertical" label="Fader" orientation="vertical"></vibrato-slider>`,
    );
    const slider = page.getByRole('slider', { name: 'Fader' });
    await expect(slider).toHaveAttribute('aria-orientation', 'vertical');
    const track = await trackBox(page, '#vertical');
    await page.mouse.click(track.x + track.width / 2, track.y + track.height * 0.25);
    await expect(slider).toHaveAttribute('aria-valuenow', '0.75');
    expect(await page.evaluate(() => document.querySelector('vibrato-slider')?.orientation)).toBe('vertical');
  });

  test('keyboard with a custom InputEventOption, and the wheel', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-slider id="s" label="Detune" min="-100" max="100" value="0"></vibrato-slider>`,
    );
    await page.evaluate(() => {
      const slider = document.querySelector('vibrato-slider') as HTMLElementTagNameMap['vibrato-slider'];
      slider.keyboardOption = { type: 'raw', step: 5 };
      slider.wheelOption = { type: 'raw', step: 2 };
    });
    const slider = page.getByRole('slider', { name: 'Detune' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '-5');
    await page.keyboard.press('PageUp');
    await expect(slider).toHaveAttribute('aria-valuenow', '45');
    const box = await page.locator('#s').boundingBox();
    if (!box) throw new Error('slider is not visible');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    await expect(slider).toHaveAttribute('aria-valuenow', '49');
  });

  test('double-click resets to default-value', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-slider id="s" label="Pan" min="-1" max="1" default-value="0" value="1"></vibrato-slider>`,
    );
    await recordEvents(page, ['input', 'change']);
    // Double-click on the default's spot, so the press itself does not move the value away from it first.
    const track = await trackBox(page, '#s');
    await page.mouse.dblclick(track.x + track.width * 0.9, track.y + track.height / 2);
    await expect(page.locator('#s')).toHaveAttribute('aria-valuenow', '0');
    const events = await readEvents(page);
    expect(events.at(-1)).toMatchObject({ type: 'change', value: 0 });
  });
});
