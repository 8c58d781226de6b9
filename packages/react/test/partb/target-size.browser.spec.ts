import { expect, test } from '@playwright/test';
import { expectLargeEnough, MIN_TARGET as MIN } from '../../../web-components/test/target-size.js';
import { openFixture } from './harness.js';

test.describe('pointer targets of at least 24 × 24 CSS px', () => {
  test.beforeEach(async ({ page }) => {
    await openFixture(page, 'targets');
  });

  test('every stepper button of a NumberInput, at any font size and corner radius', async ({ page }) => {
    for (const name of ['default', 'small-font', 'pill', 'own-steppers']) {
      const buttons = page.locator(`[data-case="${name}"] button`);
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) {
        await expectLargeEnough(button, `${name} ${await button.getAttribute('aria-label')}`);
      }
    }
  });

  test('the default steppers sit side by side after the field, − then +', async ({ page }) => {
    const field = await page.getByRole('spinbutton', { name: 'Tempo' }).boundingBox();
    const down = await page.getByRole('button', { name: 'Decrease' }).first().boundingBox();
    const up = await page.getByRole('button', { name: 'Increase' }).first().boundingBox();
    if (!field || !down || !up) throw new Error('the number input is not visible');
    expect(down.x).toBeGreaterThanOrEqual(field.x + field.width - 1);
    expect(up.x).toBeGreaterThanOrEqual(down.x + down.width - 1);
    expect(Math.abs(up.y - down.y)).toBeLessThan(1);
    await expect(page.getByRole('button', { name: 'Decrease' }).first()).toHaveText('−');
    await expect(page.getByRole('button', { name: 'Increase' }).first()).toHaveText('+');
  });

  test('the buttons of a Stepper used on its own', async ({ page }) => {
    await expectLargeEnough(page.getByRole('button', { name: 'Octave up' }), 'Octave up');
    await expectLargeEnough(page.getByRole('button', { name: 'Octave down' }), 'Octave down');
  });

  test('a slider, whatever the size of its thumb, and each mark of its scale', async ({ page }) => {
    for (const slider of await page.locator('.vibrato-slider').all()) {
      const box = await slider.boundingBox();
      if (!box) throw new Error('a slider is not visible');
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN);
    }
    const marks = page.locator('.vibrato-slider__scale-option');
    await expect(marks).toHaveCount(6);
    for (const mark of await marks.all()) await expectLargeEnough(mark, `mark ${await mark.textContent()}`);

    // The marks lie outside the slider, so pressing one never lands on the track, and the reverse.
    const pan = await page.locator('.vibrato-slider').first().boundingBox();
    const c = await page.locator('.vibrato-slider__scale-option', { hasText: 'C' }).boundingBox();
    if (!pan || !c) throw new Error('the Pan slider is not visible');
    expect(c.y).toBeGreaterThanOrEqual(pan.y + pan.height);
  });

  test('pressing a one-letter mark near its edge still selects its value', async ({ page }) => {
    const thumb = page.getByRole('slider', { name: 'Pan' });
    const right = page.locator('.vibrato-slider__scale-option', { hasText: 'R' });
    const box = await right.boundingBox();
    if (!box) throw new Error('the R mark is not visible');
    // 10 px right of the mark's centre and 10 px below it: outside the letter, inside the 24 px target.
    await page.mouse.click(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10);
    await expect(thumb).toHaveAttribute('aria-valuenow', '1');
  });
});
