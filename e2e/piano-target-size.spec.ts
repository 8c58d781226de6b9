import { expect, test, type Frame, type Page } from '@playwright/test';
import { LIVE_LOAD } from './live';

/**
 * Every piano the site shows keeps its keys at WCAG 2.5.8's target size, 24 × 24 px or more, on a 320 px screen:
 * the keys do not shrink to fit a narrow column (a live example's box scrolls sideways instead, or the example
 * shows fewer keys).
 */

type Key = { piano: string; width: number; height: number };

/** The size of every key of every piano in `frame`: the React Piano's buttons and <vibrato-piano>'s. */
function keysIn(frame: Page | Frame): Promise<Key[]> {
  return frame.evaluate(() => {
    const keys: { piano: string; width: number; height: number }[] = [];
    let count = 0;
    const add = (piano: Element, buttons: Iterable<Element>) => {
      count += 1;
      const name = `${count}: ${piano.getAttribute('aria-label') ?? piano.getAttribute('label') ?? ''}`;
      for (const button of buttons) {
        const { width, height } = button.getBoundingClientRect();
        keys.push({ piano: name, width, height });
      }
    };
    for (const piano of document.querySelectorAll('.vibrato-piano')) {
      add(piano, piano.querySelectorAll('.vibrato-piano__key'));
    }
    for (const piano of document.querySelectorAll('vibrato-piano')) {
      add(piano, piano.shadowRoot?.querySelectorAll('button') ?? []);
    }
    return keys;
  });
}

const pages = [
  { path: '/', pianos: 1 },
  { path: '/ja/', pianos: 1 },
  { path: '/docs/components/piano/', pianos: 7 },
  { path: '/ja/docs/components/piano/', pianos: 7 },
  { path: '/docs/hooks/web-midi-api/', pianos: 1 },
  { path: '/ja/docs/hooks/web-midi-api/', pianos: 1 },
  { path: '/docs/tutorials/web-components/getting-started/', pianos: 1 },
  // The templates measure their pianos and show fewer keys on a narrow screen.
  { path: '/templates/', pianos: 2 },
  { path: '/ja/docs/tutorials/web-components/getting-started/', pianos: 1 },
];

for (const { path, pianos } of pages) {
  test(`${path}: at 320 px every piano's keys are 24 × 24 px or more`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    // Live examples run while near the window: a window as tall as the page (as wide as a small phone's) has them
    // all running at once.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 320, height: Math.min(height, 32_000) });
    const all = async () => {
      const frames = page.frames().filter((frame) => frame !== page.mainFrame());
      return Promise.all([page, ...frames].map(keysIn));
    };
    // Every piano has come (each frame counts its own).
    await expect
      .poll(
        async () => (await all()).reduce((sum, keys) => sum + new Set(keys.map((key) => key.piano)).size, 0),
        LIVE_LOAD,
      )
      .toBe(pianos);
    expect((await all()).flat().length).toBeGreaterThanOrEqual(pianos * 8);
    // A piano that measures itself (the templates') settles on its range once it has been laid out.
    const small = async () => (await all()).flat().filter((key) => key.width < 24 || key.height < 24);
    await expect.poll(small, LIVE_LOAD).toEqual([]);
  });
}
