import { expect, test } from '@playwright/test';
import { contrast, focusRings } from './focus-ring.js';
import { openPage, readEvents, recordEvents } from './harness.js';

test.describe('<vibrato-xy-pad>', () => {
  test('keyboard focus rings the thumb, on either axis; a press shows no ring', async ({ page }) => {
    await openPage(
      page,
      `<button>before</button>
       <vibrato-xy-pad id="p" label="Filter" x="0.5" y="0.5"></vibrato-xy-pad>`,
    );
    await page.getByRole('button', { name: 'before' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('slider', { name: 'Filter X' })).toBeFocused();
    const keyboard = await focusRings(page, 'p');
    expect(keyboard.thumb.style).toBe('solid');
    expect(keyboard.thumb.width).toBeGreaterThanOrEqual(2);
    expect(contrast(keyboard.thumb.color, keyboard.page)).toBeGreaterThanOrEqual(3);
    // An arrow moves the focus to the Y slider: the ring stays.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('slider', { name: 'Filter Y' })).toBeFocused();
    expect((await focusRings(page, 'p')).thumb.style).toBe('solid');

    // A press focuses a slider too, but not as keyboard focus: no ring.
    await page.getByRole('button', { name: 'before' }).click();
    const box = await page.locator('#p').boundingBox();
    if (!box) throw new Error('pad is not visible');
    await page.mouse.click(box.x + box.width / 4, box.y + box.height / 4);
    // The slider that has the tab stop (Y, since the arrow moved it there).
    await expect(page.getByRole('slider', { name: 'Filter Y' })).toBeFocused();
    const pressed = await focusRings(page, 'p');
    expect([pressed.host.style, pressed.thumb.style]).toEqual(['none', 'none']);
  });

  test('is two labelled sliders, X horizontal and Y vertical', async ({ page }) => {
    await openPage(page, `<vibrato-xy-pad label="Filter" x="0.25" y="0.75"></vibrato-xy-pad>`);
    const x = page.getByRole('slider', { name: 'Filter X' });
    const y = page.getByRole('slider', { name: 'Filter Y' });
    await expect(x).toHaveAttribute('aria-valuenow', '0.25');
    await expect(x).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(y).toHaveAttribute('aria-valuenow', '0.75');
    await expect(y).toHaveAttribute('aria-orientation', 'vertical');
    await expect(page.getByRole('group', { name: 'Filter' })).toBeVisible();
  });

  test('aria-labelledby and aria-label on the element name the group and its two sliders', async ({
    page,
  }) => {
    await openPage(
      page,
      `<h2 id="heading">Filter</h2>
       <vibrato-xy-pad aria-labelledby="heading" x="0.25"></vibrato-xy-pad>`,
    );
    const group = page.getByRole('group', { name: 'Filter' });
    await expect(group.getByRole('slider', { name: 'Filter X', exact: true })).toHaveAttribute(
      'aria-valuenow',
      '0.25',
    );
    await expect(group.getByRole('slider', { name: 'Filter Y', exact: true })).toBeVisible();
    // The sliders follow the heading's text, as the group does.
    await page.locator('#heading').evaluate((heading) => (heading.textContent = 'Resonant filter'));
    await expect(
      page
        .getByRole('group', { name: 'Resonant filter' })
        .getByRole('slider', { name: 'Resonant filter X', exact: true }),
    ).toBeVisible();
    await page.locator('vibrato-xy-pad').evaluate((element) => {
      element.removeAttribute('aria-labelledby');
      element.setAttribute('aria-label', 'Delay');
    });
    await expect(
      page.getByRole('group', { name: 'Delay' }).getByRole('slider', { name: 'Delay X' }),
    ).toBeVisible();
  });

  test('x-label and y-label name the two sliders, and follow xLabel and yLabel', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-xy-pad label="フィルター" x-label="カットオフ" y-label="レゾナンス" x="0.25"></vibrato-xy-pad>`,
    );
    const group = page.getByRole('group', { name: 'フィルター' });
    await expect(group.getByRole('slider', { name: 'カットオフ', exact: true })).toHaveAttribute(
      'aria-valuenow',
      '0.25',
    );
    await expect(group.getByRole('slider', { name: 'レゾナンス', exact: true })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await expect(page.getByRole('slider', { name: 'フィルター X' })).toHaveCount(0);
    await page.evaluate(() => {
      const pad = document.querySelector('vibrato-xy-pad') as HTMLElementTagNameMap['vibrato-xy-pad'];
      pad.xLabel = 'Cutoff';
      pad.removeAttribute('y-label');
    });
    await expect(page.getByRole('slider', { name: 'Cutoff', exact: true })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await expect(page.getByRole('slider', { name: 'フィルター Y', exact: true })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('slider', { name: 'Cutoff', exact: true })).toBeFocused();
  });

  test('each axis has its own range: a press maps through each, the thumb is drawn by each', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-xy-pad id="pad" label="Filter" x-min="20" x-max="20000" x-step="1" y-min="-1" y-max="1"
        y-step="0.5"></vibrato-xy-pad>`,
    );
    const box = await page.locator('#pad').boundingBox();
    if (!box) throw new Error('pad is not visible');
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect(page.getByRole('slider', { name: 'Filter X' })).toHaveAttribute('aria-valuenow', '5015');
    await expect(page.getByRole('slider', { name: 'Filter Y' })).toHaveAttribute('aria-valuenow', '0.5');
    const thumb = await page.evaluate(() => {
      const root = document.querySelector('vibrato-xy-pad')?.shadowRoot;
      const area = root?.querySelector('[part="area"]')?.getBoundingClientRect();
      const handle = root?.querySelector('[part="thumb"]')?.getBoundingClientRect();
      if (!area || !handle) throw new Error('parts not drawn');
      return {
        x: (handle.left + handle.width / 2 - area.left) / area.width,
        y: (handle.top + handle.height / 2 - area.top) / area.height,
      };
    });
    expect(thumb.x).toBeCloseTo(0.25, 2);
    expect(thumb.y).toBeCloseTo(0.25, 2);
  });

  test('pointer drag sets x from the left and y from the bottom; change once on release', async ({
    page,
  }) => {
    await openPage(page, `<vibrato-xy-pad id="pad" label="Filter" step="0.01"></vibrato-xy-pad>`);
    await recordEvents(page, ['input', 'change']);
    const box = await page.locator('#pad').boundingBox();
    if (!box) throw new Error('pad is not visible');
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.9);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 5 });
    await page.mouse.up();
    const position = await page.evaluate(() => {
      const pad = document.querySelector('vibrato-xy-pad') as HTMLElementTagNameMap['vibrato-xy-pad'];
      return [pad.x, pad.y, pad.getAttribute('x'), pad.getAttribute('y')];
    });
    expect(position).toEqual([0.8, 0.7, '0.8', '0.7']);
    const events = await readEvents(page);
    expect(events.filter((event) => event.type === 'input').length).toBeGreaterThanOrEqual(2);
    expect(events.filter((event) => event.type === 'change')).toEqual([
      { type: 'change', target: 'pad', value: [0.8, 0.7], detail: null },
    ]);
  });

  test('arrows move x and y and focus the axis they move, Home/End act on it; one tab stop; wheel moves y; double-click resets both', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-xy-pad id="pad" label="Pad" min="0" max="10" step="1" x="5" y="5" default-x="2" default-y="3"></vibrato-xy-pad>`,
    );
    const x = page.getByRole('slider', { name: 'Pad X' });
    const y = page.getByRole('slider', { name: 'Pad Y' });
    await page.keyboard.press('Tab');
    await expect(x).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(x).toBeFocused();
    // Up moves y, and the Y slider (whose value a screen reader then announces) takes the focus.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(y).toBeFocused();
    await expect(x).toHaveAttribute('aria-valuenow', '6');
    await expect(y).toHaveAttribute('aria-valuenow', '7');
    await page.keyboard.press('End');
    await expect(y).toHaveAttribute('aria-valuenow', '10');
    await page.keyboard.press('ArrowLeft');
    await expect(x).toBeFocused();
    await page.keyboard.press('End');
    await expect(x).toHaveAttribute('aria-valuenow', '10');
    // Still one tab stop, now on the axis last moved.
    await expect(page.locator('#pad').getByRole('slider').and(page.locator('[tabindex="0"]'))).toHaveCount(1);
    const box = await page.locator('#pad').boundingBox();
    if (!box) throw new Error('pad is not visible');
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.wheel(0, 100);
    await expect(y).toHaveAttribute('aria-valuenow', '9');
    await page.mouse.dblclick(box.x + box.width * 0.2, box.y + box.height * 0.7);
    await expect(x).toHaveAttribute('aria-valuenow', '2');
    await expect(y).toHaveAttribute('aria-valuenow', '3');
  });
});
