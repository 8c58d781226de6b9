import { expect, type Locator } from '@playwright/test';

/** WCAG 2.2, success criterion 2.5.8 (Target Size, Minimum): 24 × 24 CSS px. */
export const MIN_TARGET = 24;

/**
 * The box of a pointer target and the side of the largest square that a press anywhere in it reaches the target
 * (or its content), probed at every whole pixel of its pixel-snapped box (elementFromPoint works in whole pixels)
 * through the document or shadow root it lives in: rounded corners and overlapping elements count. Shared by the
 * browser tests of both library packages.
 */
export async function targetSize(
  locator: Locator,
): Promise<{ width: number; height: number; square: number }> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const box = element.getBoundingClientRect();
    const left = Math.round(box.left);
    const top = Math.round(box.top);
    const columns = Math.round(box.right) - left;
    const rows = Math.round(box.bottom) - top;
    let square = 0;
    let previous = new Array<number>(columns + 1).fill(0);
    for (let row = 0; row < rows; row += 1) {
      const current = new Array<number>(columns + 1).fill(0);
      for (let column = 0; column < columns; column += 1) {
        const hit = root.elementFromPoint(left + column, top + row);
        if (hit && element.contains(hit)) {
          current[column + 1] =
            Math.min(previous[column] ?? 0, previous[column + 1] ?? 0, current[column] ?? 0) + 1;
          square = Math.max(square, current[column + 1] ?? 0);
        }
      }
      previous = current;
    }
    return { width: box.width, height: box.height, square };
  });
}

/** Expects the target to be at least MIN_TARGET wide and high, with a MIN_TARGET square a press reaches. */
export async function expectLargeEnough(locator: Locator, what: string): Promise<void> {
  const { width, height, square } = await targetSize(locator);
  expect(width, `${what}: width`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(height, `${what}: height`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(square, `${what}: the largest square a press reaches`).toBeGreaterThanOrEqual(MIN_TARGET);
}
