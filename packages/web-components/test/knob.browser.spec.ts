import { expect, test, type Page } from '@playwright/test';
import { accessibleNames, openPage, readEvents, recordEvents } from './harness.js';

async function center(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('<vibrato-knob>', () => {
  test('attributes and properties reflect each other', async ({ page }) => {
    await openPage(page, `<vibrato-knob id="k" label="Gain" min="-60" max="6" value="-12"></vibrato-knob>`);
    const result = await page.evaluate(() => {
      const knob = document.querySelector('vibrato-knob') as HTMLElementTagNameMap['vibrato-knob'];
      const before = { value: knob.value, min: knob.min, max: knob.max, step: knob.step, skew: knob.skew };
      knob.value = -3;
      knob.step = 0.5;
      knob.skew = 2;
      knob.defaultValue = 0;
      knob.setAttribute('min', '-20');
      return {
        before,
        attributes: ['value', 'step', 'skew', 'default-value'].map((name) => knob.getAttribute(name)),
        min: knob.min,
      };
    });
    expect(result).toEqual({
      before: { value: -12, min: -60, max: 6, step: 0, skew: 1 },
      attributes: ['-3', '0.5', '2', '0'],
      min: -20,
    });
  });

  test('is a labelled slider with value, range, text and orientation', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-knob label="Cutoff" min="20" max="20000" value="440" unit="Hz"></vibrato-knob>`,
    );
    const knob = page.getByRole('slider', { name: 'Cutoff' });
    await expect(knob).toHaveAttribute('aria-valuenow', '440');
    await expect(knob).toHaveAttribute('aria-valuemin', '20');
    await expect(knob).toHaveAttribute('aria-valuemax', '20000');
    await expect(knob).toHaveAttribute('aria-valuetext', '440 Hz');
    await expect(knob).toHaveAttribute('aria-orientation', 'vertical');
  });

  test('a <label for> names it too', async ({ page }) => {
    await openPage(
      page,
      `<label for="pan">Pan</label><vibrato-knob id="pan" min="-1" max="1"></vibrato-knob>`,
    );
    await expect(page.locator('#pan')).toHaveAttribute('aria-valuenow', '-1');
    expect(await accessibleNames(page, 'slider')).toEqual(['Pan']);
  });

  test('keyboard: arrows, Shift, PageUp/PageDown, Home/End fire input and change', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-knob id="k" label="Gain" min="0" max="100" step="1" value="50"></vibrato-knob>`,
    );
    await recordEvents(page, ['input', 'change']);
    const knob = page.getByRole('slider', { name: 'Gain' });
    await page.keyboard.press('Tab');
    await expect(knob).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(knob).toHaveAttribute('aria-valuenow', '51');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(knob).toHaveAttribute('aria-valuenow', '41');
    await page.keyboard.press('PageUp');
    await expect(knob).toHaveAttribute('aria-valuenow', '51');
    await page.keyboard.press('End');
    await expect(knob).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('ArrowUp'); // already at max: no event
    await page.keyboard.press('Home');
    await expect(knob).toHaveAttribute('aria-valuenow', '0');
    const events = await readEvents(page);
    expect(events.map((event) => `${event.type} ${String(event.value)}`)).toEqual([
      'input 51',
      'change 51',
      'input 41',
      'change 41',
      'input 51',
      'change 51',
      'input 100',
      'change 100',
      'input 0',
      'change 0',
    ]);
  });

  test('pointer drag up raises the value, fires input while moving and change once on release', async ({
    page,
  }) => {
    await openPage(page, `<vibrato-knob id="k" label="Gain" value="0.2"></vibrato-knob>`);
    await recordEvents(page, ['input', 'change']);
    const start = await center(page, '#k');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // 200 px of travel covers the whole range; drag 100 px up in steps, far outside the knob.
    for (let step = 1; step <= 5; step++) await page.mouse.move(start.x, start.y - step * 20);
    const during = await readEvents(page);
    expect(during.every((event) => event.type === 'input')).toBe(true);
    expect(during.length).toBeGreaterThanOrEqual(3);
    await page.mouse.up();
    const value = await page.evaluate(() => document.querySelector('vibrato-knob')?.value);
    expect(value).toBeCloseTo(0.7, 5);
    const events = await readEvents(page);
    expect(events.filter((event) => event.type === 'change')).toHaveLength(1);
    expect(events.at(-1)?.type).toBe('change');
    await expect(page.locator('#k')).toBeFocused();
  });

  test('the elements a pointer drags have the dragging state and the grabbing cursor until the release', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-knob id="k" label="Gain"></vibrato-knob>
       <vibrato-slider id="s" label="Level"></vibrato-slider>
       <vibrato-xy-pad id="p" label="Filter"></vibrato-xy-pad>
       <vibrato-knob id="r" label="Fixed" readonly></vibrato-knob>`,
    );
    const look = (id: string) =>
      page.evaluate((selector) => {
        const element = document.querySelector(selector) as HTMLElement;
        return { dragging: element.matches(':state(dragging)'), cursor: getComputedStyle(element).cursor };
      }, id);
    const plainCursors: [string, string][] = [
      ['#k', 'ns-resize'],
      ['#s', 'pointer'],
      ['#p', 'crosshair'],
    ];
    for (const [id, cursor] of plainCursors) {
      const point = await center(page, id);
      await page.mouse.move(point.x, point.y);
      await page.mouse.down();
      await page.mouse.move(point.x + 5, point.y - 5);
      expect(await look(id)).toEqual({ dragging: true, cursor: 'grabbing' });
      await page.mouse.up();
      expect(await look(id)).toEqual({ dragging: false, cursor });
    }
    // A read-only knob takes no drag: no state, and the plain cursor.
    const point = await center(page, '#r');
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await page.mouse.move(point.x, point.y - 20);
    expect(await look('#r')).toEqual({ dragging: false, cursor: 'default' });
    await page.mouse.up();
  });

  test('has touch-action none, so a touch drag does not scroll the page', async ({ page }) => {
    await openPage(page, `<vibrato-knob label="Gain"></vibrato-knob>`);
    const touchAction = await page.evaluate(
      () => getComputedStyle(document.querySelector('vibrato-knob') as Element).touchAction,
    );
    expect(touchAction).toBe('none');
  });

  test('wheel up and down moves by 1% per notch and fires input and change', async ({ page }) => {
    await openPage(page, `<vibrato-knob id="k" label="Gain" value="0.5"></vibrato-knob>`);
    await recordEvents(page, ['input', 'change']);
    const point = await center(page, '#k');
    await page.mouse.move(point.x, point.y);
    await page.mouse.wheel(0, -100);
    await expect(page.locator('#k')).toHaveAttribute('aria-valuenow', '0.51');
    await page.mouse.wheel(0, 300);
    await expect(page.locator('#k')).toHaveAttribute('aria-valuenow', '0.48');
    const events = await readEvents(page);
    expect(events.map((event) => event.type)).toEqual(['input', 'change', 'input', 'change']);
  });

  test('double-click resets to default-value', async ({ page }) => {
    await openPage(
      page,
      `<vibrato-knob id="k" label="Pan" min="-1" max="1" default-value="0" value="0.8"></vibrato-knob>`,
    );
    await recordEvents(page, ['input', 'change']);
    await page.locator('#k').dblclick();
    await expect(page.locator('#k')).toHaveAttribute('aria-valuenow', '0');
    expect((await readEvents(page)).map((event) => event.type)).toEqual(['input', 'change']);
  });

  test('disabled ignores every input and leaves the tab order; readonly keeps focus only', async ({
    page,
  }) => {
    await openPage(
      page,
      `<button>before</button>
       <vibrato-knob id="d" label="Disabled" value="0.5" disabled></vibrato-knob>
       <vibrato-knob id="r" label="Read only" value="0.5" readonly></vibrato-knob>`,
    );
    await recordEvents(page, ['input', 'change']);
    await page.getByRole('button', { name: 'before' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#r')).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator('#r')).toHaveAttribute('aria-readonly', 'true');
    await expect(page.locator('#d')).toHaveAttribute('aria-disabled', 'true');
    for (const id of ['#d', '#r']) {
      const point = await center(page, id);
      await page.mouse.move(point.x, point.y);
      await page.mouse.down();
      await page.mouse.move(point.x, point.y - 80);
      await page.mouse.up();
      await page.mouse.wheel(0, -300);
      await page.locator(id).dblclick({ force: true });
    }
    const values = await page.evaluate(() =>
      [...document.querySelectorAll('vibrato-knob')].map((knob) => knob.value),
    );
    expect(values).toEqual([0.5, 0.5]);
    expect(await readEvents(page)).toEqual([]);
  });
});
