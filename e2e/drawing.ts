import { test, type Page } from '@playwright/test';

/**
 * Chromium, with other workers busy, sometimes stops drawing a page: visible and focused, its timers running, but
 * no animation frame for many seconds (seen in the page sweep, and as the back-to-top test's page left at the
 * bottom: its way up runs a frame at a time). Bringing the tab to the front and resizing the viewport by a pixel
 * and back makes the renderer draw again.
 */
export async function nudgeDrawing(page: Page, description: string): Promise<void> {
  console.info(`frames stalled: ${description}; nudged the browser`);
  test.info().annotations.push({ type: 'frames stalled', description });
  await page.bringToFront();
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width + 1, height: size.height });
  await page.setViewportSize(size);
}

/** Whether the page draws a frame within `ms`. */
export function frameComes(page: Page, ms = 1000): Promise<boolean> {
  return page.evaluate(
    (wait) =>
      Promise.race([
        new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), wait)),
      ]),
    ms,
  );
}

/**
 * Runs `check` (an assertion on something the page does frame by frame, given a timeout); when it fails while
 * the page draws no frame, nudges the browser (see nudgeDrawing) and runs it again, at most `nudges` times. A
 * failure while frames come is the page's own, and is thrown as it is.
 */
export async function whileDrawing(
  page: Page,
  what: string,
  check: (timeout: number) => Promise<void>,
  nudges = 2,
): Promise<void> {
  for (let nudged = 0; ; nudged += 1) {
    try {
      await check(5000);
      return;
    } catch (error) {
      if (nudged === nudges || (await frameComes(page))) throw error;
      await nudgeDrawing(page, `${what}: no frame within 1 s`);
    }
  }
}
