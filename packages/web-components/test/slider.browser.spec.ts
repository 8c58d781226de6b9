import { expect, test, type Page } from '@playwright/test';
import { contrast, focusRings } from './focus-ring.js';
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
  test('keyboard focus rings the thumb, not the element; a press shows no ring', async ({ page }) => {
    await openPage(
      page,
      `<button>before</button>
       <vibrato-slider id="s" label="Level" value="0.5"></vibrato-slider>`,
    );
    await page.getByRole('button', { name: 'before' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('slider', { name: 'Level' })).toBeFocused();
    const keyboard = await focusRings(page, 's');
    expect(keyboard.host.style).toBe('none');
    expect(keyboard.thumb.style).toBe('solid');
    expect(keyboard.thumb.width).toBeGreaterThanOrEqual(2);
    // The default ring colour stands out 3:1 from a white page.
    expect(contrast(keyboard.thumb.color, keyboard.page)).toBeGreaterThanOrEqual(3);

    // Focus that a press gives is not keyboard focus: no ring anywhere.
    await page.getByRole('button', { name: 'before' }).click();
    const box = await page.locator('#s').boundingBox();
    if (!box) throw new Error('slider is not visible');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('slider', { name: 'Level' })).toBeFocused();
    const pressed = await focusRings(page, 's');
    expect([pressed.host.style, pressed.thumb.style]).toEqual(['none', 'none']);
  });

  test("the thumb's ring takes --vibrato-focus-ring, 3:1 on light and dark pages, and Highlight in forced colours", async ({
    page,
  }) => {
    // The site's focus-ring tokens, light and dark, on the site's light and dark page colours.
    await openPage(page, `<vibrato-slider id="s" label="Level" value="0.5"></vibrato-slider>`);
    const themes = [
      { background: '#ffffff', ring: '#1a56db', scheme: 'light' },
      { background: '#14161b', ring: '#9dbbff', scheme: 'dark' },
    ];
    await page.getByRole('slider', { name: 'Level' }).focus();
    await page.keyboard.press('ArrowRight');
    for (const theme of themes) {
      await page.evaluate(({ background, ring, scheme }) => {
        document.body.style.background = background;
        document.body.style.colorScheme = scheme;
        document.body.style.setProperty('--vibrato-focus-ring', ring);
      }, theme);
      const rings = await focusRings(page, 's');
      expect(rings.host.style).toBe('none');
      expect(rings.thumb.style).toBe('solid');
      expect(rings.thumb.width).toBeGreaterThanOrEqual(2);
      expect(contrast(rings.thumb.color, rings.page), theme.scheme).toBeGreaterThanOrEqual(3);
    }

    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await focusRings(page, 's');
    const highlight = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.color = 'Highlight';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(forced.host.style).toBe('none');
    expect(forced.thumb.style).toBe('solid');
    expect(forced.thumb.width).toBeGreaterThanOrEqual(2);
    expect(forced.thumb.color).toBe(highlight);
    expect(forced.thumb.color).not.toBe(forced.page);
  });

  test('in forced colours the track keeps an outline and the range its fill', async ({ page }) => {
    await openPage(page, `<vibrato-slider label="Level" value="0.5"></vibrato-slider>`);
    await page.emulateMedia({ forcedColors: 'active' });
    const parts = await page.evaluate(() => {
      const root = document.querySelector('vibrato-slider')?.shadowRoot;
      const style = (part: string) => getComputedStyle(root?.querySelector(`[part="${part}"]`) as Element);
      return {
        page: getComputedStyle(document.body).backgroundColor,
        range: style('range').backgroundColor,
        outline: style('track').outlineStyle,
      };
    });
    expect(parts.range).not.toBe(parts.page);
    expect(parts.outline).toBe('solid');
  });

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

  test('the thumb sits over its value on the track; reversed draws min at the right (top when vertical)', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-slider id="r" label="Rev" step="0.01" reversed value="0.25"></vibrato-slider>
       <vibrato-slider id="rv" label="Rev vertical" orientation="vertical" reversed value="0.25"></vibrato-slider>
       <vibrato-slider id="n" label="Plain" value="0.25"></vibrato-slider>
       <vibrato-slider id="nv" label="Plain vertical" orientation="vertical" value="0.25"></vibrato-slider>`,
    );
    // The thumb's centre and the filled range, as the page draws them.
    const drawn = (id: string) =>
      page.evaluate((selector) => {
        const root = document.querySelector(selector)?.shadowRoot;
        const box = (part: string) => root?.querySelector(`[part="${part}"]`)?.getBoundingClientRect();
        const [track, range, thumb] = [box('track'), box('range'), box('thumb')];
        if (!track || !range || !thumb) throw new Error('parts not drawn');
        return {
          thumb: {
            x: (thumb.left + thumb.width / 2 - track.left) / track.width,
            y: (thumb.top + thumb.height / 2 - track.top) / track.height,
          },
          range: {
            right: track.right - range.right,
            bottom: track.bottom - range.bottom,
            top: range.top - track.top,
          },
          size: { width: range.width / track.width, height: range.height / track.height },
        };
      }, `#${id}`);
    const plain = await drawn('n');
    expect(plain.thumb.x).toBeCloseTo(0.25, 2);
    expect(plain.size.width).toBeCloseTo(0.25, 2);
    expect((await drawn('nv')).thumb.y).toBeCloseTo(0.75, 2);
    const horizontal = await drawn('r');
    expect(horizontal.thumb.x).toBeCloseTo(0.75, 2);
    expect(horizontal.range.right).toBeCloseTo(0, 1);
    expect(horizontal.size.width).toBeCloseTo(0.25, 2);
    const vertical = await drawn('rv');
    expect(vertical.thumb.y).toBeCloseTo(0.25, 2);
    expect(vertical.range.top).toBeCloseTo(0, 1);
    expect(vertical.size.height).toBeCloseTo(0.25, 2);
    expect(vertical.size.width).toBeCloseTo(1, 2);

    const track = await trackBox(page, '#r');
    await page.mouse.click(track.x + track.width * 0.1, track.y + track.height / 2);
    await expect(page.getByRole('slider', { name: 'Rev', exact: true })).toHaveAttribute(
      'aria-valuenow',
      '0.9',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('slider', { name: 'Rev', exact: true })).toHaveAttribute(
      'aria-valuenow',
      '0.91',
    );
  });

  test('Shift while dragging moves ten times finer, from where the thumb is', async ({ page }) => {
    await openPage(page, `<vibrato-slider id="s" label="Fine" min="0" max="100" step="1"></vibrato-slider>`);
    const slider = page.getByRole('slider', { name: 'Fine' });
    const track = await trackBox(page, '#s');
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.5, y);
    await page.mouse.down();
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await page.keyboard.down('Shift');
    await page.mouse.move(track.x + track.width * 0.9, y, { steps: 4 });
    await expect(slider).toHaveAttribute('aria-valuenow', '54');
    await page.keyboard.up('Shift');
    await page.mouse.move(track.x + track.width * 0.2, y);
    await expect(slider).toHaveAttribute('aria-valuenow', '20');
    await page.mouse.up();
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

  test('a sideways swipe moves the thumb its way: right raises, and lowers a reversed slider', async ({
    page,
  }) => {
    await openPage(
      page,
      `<vibrato-slider id="a" label="Plain" value="0.5"></vibrato-slider>
       <vibrato-slider id="b" label="Reversed" reversed value="0.5"></vibrato-slider>`,
    );
    for (const [id, name, after] of [
      ['a', 'Plain', '0.52'],
      ['b', 'Reversed', '0.48'],
    ] as const) {
      const box = await page.locator(`#${id}`).boundingBox();
      if (!box) throw new Error('slider is not visible');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(200, 0);
      await expect(page.getByRole('slider', { name })).toHaveAttribute('aria-valuenow', after);
    }
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
