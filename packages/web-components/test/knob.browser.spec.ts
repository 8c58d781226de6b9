import { expect, test } from '@playwright/test';
import { openPage, readEvents, recordEvents } from './harness';

test('knob: smoke', async ({ page }) => {
  await openPage(page, `<vibrato-knob id="k" label="Gain" value="0.5"></vibrato-knob>`);
  const knob = page.getByRole('slider', { name: 'Gain' });
  await expect(knob).toHaveAttribute('aria-valuenow', '0.5');
  await recordEvents(page, ['input', 'change']);
  await knob.focus();
  await page.keyboard.press('ArrowUp');
  await expect(knob).toHaveAttribute('aria-valuenow', '0.51');
  expect(await readEvents(page)).toEqual([
    { type: 'input', target: 'k', value: 0.51, detail: null },
    { type: 'change', target: 'k', value: 0.51, detail: null },
  ]);
});
