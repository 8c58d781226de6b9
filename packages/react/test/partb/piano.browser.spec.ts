import { expect, test, type Page } from '@playwright/test';
import { openFixture } from './harness.js';

async function center(page: Page, name: string, heightFraction: number): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`key ${name} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height * heightFraction };
}

const noteLog = (page: Page) => page.evaluate(() => window.noteLog);

test.describe('Piano in Chromium', () => {
  test('a sounding key stands out in forced colours, and the focus ring contrasts with each kind of key', async ({
    page,
  }) => {
    await openFixture(page, 'piano');
    const key = (name: string) => page.getByRole('button', { name, exact: true });
    const looks = (name: string) =>
      key(name).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, outline: style.outlineColor };
      });
    await page.emulateMedia({ forcedColors: 'active' });
    const c4 = await center(page, 'C4', 0.9);
    await page.mouse.move(c4.x, c4.y);
    await page.mouse.down();
    expect((await looks('C4')).background).not.toBe((await looks('E4')).background);
    await page.mouse.up();
    // Back to an idle key once its colour transition ends.
    const idle = (await looks('E4')).background;
    await expect.poll(async () => (await looks('C4')).background).toBe(idle);
    // Light and dark colour modes alike: dark on the white keys, light on the black ones.
    await page.emulateMedia({ forcedColors: 'none' });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await key('E4').focus();
      expect((await looks('E4')).outline).toBe('rgb(26, 86, 219)');
      await key('F#4').focus();
      expect((await looks('F#4')).outline).toBe('rgb(157, 187, 255)');
    }
  });

  test('mouse glissando over the white keys releases each note and plays the next', async ({ page }) => {
    await openFixture(page, 'piano');
    const c = await center(page, 'C4', 0.9);
    const e = await center(page, 'E4', 0.9);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await expect(page.getByRole('button', { name: 'C4', exact: true })).toHaveAttribute('data-active', '');
    await page.mouse.move(e.x, e.y, { steps: 12 });
    await expect(page.getByRole('button', { name: 'E4', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'C4', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.mouse.up();
    expect(await noteLog(page)).toEqual([
      'on 60 90',
      'off 60 0',
      'on 62 90',
      'off 62 0',
      'on 64 90',
      'off 64 0',
    ]);
    // Moving over the keys without a button pressed plays nothing.
    await page.mouse.move(c.x, c.y, { steps: 6 });
    expect(await noteLog(page)).toHaveLength(6);
  });

  test('glissando across the upper half plays the black keys on the way', async ({ page }) => {
    await openFixture(page, 'piano');
    const c = await center(page, 'C4', 0.3);
    const d = await center(page, 'D4', 0.3);
    // Start on the left part of C4, where C#4 does not cover it.
    await page.mouse.move(c.x - 20, c.y);
    await page.mouse.down();
    await page.mouse.move(d.x, d.y, { steps: 16 });
    await page.mouse.up();
    expect(await noteLog(page)).toEqual([
      'on 60 90',
      'off 60 0',
      'on 61 90',
      'off 61 0',
      'on 62 90',
      'off 62 0',
    ]);
  });

  test('releasing the mouse outside the piano ends the note', async ({ page }) => {
    await openFixture(page, 'piano');
    const g = await center(page, 'G4', 0.9);
    await page.mouse.move(g.x, g.y);
    await page.mouse.down();
    await page.mouse.move(g.x, g.y + 300, { steps: 4 });
    await page.mouse.up();
    expect(await noteLog(page)).toEqual(['on 67 90', 'off 67 0']);
  });

  test('black keys sit on the seam between their white neighbours', async ({ page }) => {
    await openFixture(page, 'piano');
    const c = await page.getByRole('button', { name: 'C4', exact: true }).boundingBox();
    const cSharp = await page.getByRole('button', { name: 'C#4', exact: true }).boundingBox();
    if (!c || !cSharp) throw new Error('keys are not visible');
    expect(Math.abs(cSharp.x + cSharp.width / 2 - (c.x + c.width))).toBeLessThan(2);
    expect(cSharp.height).toBeLessThan(c.height);
    expect(cSharp.width).toBeLessThan(c.width);
  });

  test('the keyboard alone plays: Tab in, shortcuts, arrows and Space, with a visible focus ring', async ({
    page,
  }) => {
    await openFixture(page, 'piano');
    await page.keyboard.press('Tab');
    const c4 = page.getByRole('button', { name: 'C4', exact: true });
    await expect(c4).toBeFocused();
    expect(await c4.evaluate((key) => getComputedStyle(key).outlineStyle)).toBe('solid');
    await page.keyboard.down('a');
    await page.keyboard.down('w');
    await page.keyboard.up('a');
    await page.keyboard.up('w');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'C#4', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    // Tab leaves the piano after one stop.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'After' })).toBeFocused();
    expect(await noteLog(page)).toEqual([
      'on 60 90',
      'on 61 90',
      'off 60 0',
      'off 61 0',
      'on 61 90',
      'off 61 0',
    ]);
  });
});

test.describe('Piano with touch in Chromium', () => {
  test.use({ hasTouch: true });

  test('a finger sliding across the keys plays a glissando', async ({ page }) => {
    await openFixture(page, 'piano');
    const c = await center(page, 'C4', 0.9);
    const e = await center(page, 'E4', 0.9);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', c.x, c.y);
    for (let step = 1; step <= 12; step += 1) {
      await touch('touchMove', c.x + ((e.x - c.x) * step) / 12, c.y);
    }
    await touch('touchEnd', e.x, e.y);
    await expect
      .poll(() => noteLog(page))
      .toEqual(['on 60 90', 'off 60 0', 'on 62 90', 'off 62 0', 'on 64 90', 'off 64 0']);
  });
});
