import { expect, test, type Page } from '@playwright/test';
import { openFixture } from './harness.js';

const canvasLog = (page: Page) => page.evaluate(() => window.canvasLog);

/** The RGBA of one pixel of the canvas `id`, in backing-store pixels. */
function pixel(page: Page, id: string, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    ([canvasId, px, py]) => {
      const canvas = document.getElementById(canvasId as string) as HTMLCanvasElement;
      const context = canvas.getContext('2d');
      return [...(context?.getImageData(px as number, py as number, 1, 1).data ?? [])];
    },
    [id, x, y] as const,
  );
}

test.describe('AnimationCanvas in Chromium', () => {
  test.use({ deviceScaleFactor: 2 });

  test('runs init once and draws frames, scaled by devicePixelRatio', async ({ page }) => {
    await openFixture(page, 'canvas');
    await expect.poll(async () => (await canvasLog(page)).absolute.frames).toBeGreaterThan(30);
    const log = await canvasLog(page);
    expect(log.inits).toBe(1);
    expect(log.absolute).toMatchObject({ width: 200, height: 100 });
    expect(log.absolute.fps).toBeGreaterThan(5);
    expect(log.absolute.elapsed).toBeGreaterThan(0);
    const size = await page.locator('#absolute').evaluate((canvas: HTMLCanvasElement) => ({
      width: canvas.width,
      height: canvas.height,
      cssWidth: canvas.getBoundingClientRect().width,
    }));
    expect(size).toEqual({ width: 400, height: 200, cssWidth: 200 });
    // The sweep has covered the left half (drawn in CSS pixels, so 200 backing-store pixels) and not the right.
    expect(await pixel(page, 'absolute', 190, 100)).toEqual([255, 0, 0, 255]);
    expect(await pixel(page, 'absolute', 250, 100)).toEqual([0, 0, 0, 0]);
  });

  test('relative sizing follows the parent when it is resized', async ({ page }) => {
    await openFixture(page, 'canvas');
    await expect
      .poll(async () => (await canvasLog(page)).relative)
      .toMatchObject({ width: 200, height: 120 });
    await page.locator('#parent').evaluate((parent: HTMLElement) => {
      parent.style.width = '300px';
    });
    await expect
      .poll(async () => (await canvasLog(page)).relative)
      .toMatchObject({ width: 150, height: 120 });
    const box = await page.locator('#relative').boundingBox();
    expect(box?.width).toBe(150);
    expect(await page.locator('#relative').evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBe(300);
  });

  test('pauses while scrolled off-screen and resumes when back', async ({ page }) => {
    await openFixture(page, 'canvas');
    await expect.poll(async () => (await canvasLog(page)).absolute.frames).toBeGreaterThan(5);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('#absolute')).not.toHaveAttribute('data-active');
    const paused = (await canvasLog(page)).absolute.frames;
    await page.waitForTimeout(300);
    expect((await canvasLog(page)).absolute.frames).toBe(paused);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await canvasLog(page)).absolute.frames).toBeGreaterThan(paused + 5);
  });

  test('stops drawing when unmounted', async ({ page }) => {
    await openFixture(page, 'canvas');
    await expect.poll(async () => (await canvasLog(page)).absolute.frames).toBeGreaterThan(5);
    await page.evaluate(() => window.unmountAbsolute());
    await expect(page.locator('#absolute')).toHaveCount(0);
    const stopped = (await canvasLog(page)).absolute.frames;
    await page.waitForTimeout(300);
    expect((await canvasLog(page)).absolute.frames).toBe(stopped);
  });
});
