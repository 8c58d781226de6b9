import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

/**
 * The back-to-top button never covers text the reader needs: at 320 px and on a desktop, at the usual text size and
 * at 200% (the browser's default font size doubled, WCAG 1.4.4), wherever the page is scrolled.
 */

/** Sets the browser's default font sizes (standard and monospace) to `factor` times Chromium's. */
async function textSize(page: Page, factor: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 16 * factor, fixed: 13 * factor } });
}

/** The texts under the button where it is drawn now, or null when it is not shown in the window. */
async function textUnderButton(page: Page, name: string): Promise<string[] | null> {
  return page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === label,
    );
    if (!button) throw new Error('no back-to-top button');
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    if (style.visibility !== 'visible' || box.bottom <= 0 || box.top >= innerHeight) return null;
    // Text for screen readers only (a 1 px box that hides its overflow, as the live editors' hint): its line runs
    // on past the box, under the button, but is never drawn.
    const clippedAway = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const { width, height } = at.getBoundingClientRect();
        if ((width <= 1 || height <= 1) && getComputedStyle(at).overflow !== 'visible') return true;
      }
      return false;
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || button.contains(node)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[hidden], [aria-hidden="true"], script, style, noscript')) continue;
      if (getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const overlaps =
          rect.width > 0 &&
          rect.left < box.right - 1 &&
          rect.right > box.left + 1 &&
          rect.top < box.bottom - 1 &&
          rect.bottom > box.top + 1;
        if (overlaps) {
          if (!clippedAway(parent)) covered.push(text.slice(0, 40));
          break;
        }
      }
    }
    return covered;
  }, name);
}

for (const { prefix, name } of [
  { prefix: '', name: 'Scroll back to top' },
  { prefix: '/ja', name: 'ページの先頭へ戻る' },
]) {
  for (const { width, height } of [
    { width: 320, height: 640 },
    { width: 1280, height: 720 },
  ]) {
    for (const factor of [1, 2]) {
      test(`${prefix || '/en'}: at ${width} px and ${factor * 100}% text, the back-to-top button covers no text`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        await textSize(page, factor);
        await gotoHydrated(page, `${prefix}/docs/components/knob/`);
        const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        let seen = 0;
        for (const share of [0.2, 0.4, 0.6, 0.8, 1]) {
          await page.evaluate((y) => window.scrollTo(0, y), Math.round(end * share));
          // The button fades in (0.2 s) once the page is scrolled: wait for it to be drawn where it will stay.
          await page.waitForFunction(
            (label) => document.querySelector(`button[aria-label="${label}"]`)?.getAnimations().length === 0,
            name,
          );
          const covered = await textUnderButton(page, name);
          if (covered === null) continue;
          seen += 1;
          expect(covered, `scrolled to ${share * 100}% of the page`).toEqual([]);
        }
        // Where it has its own row after the content, that row may be above a tall footer: brought into view.
        await page.getByRole('button', { name }).scrollIntoViewIfNeeded();
        if ((await textUnderButton(page, name)) !== null) seen += 1;
        expect(await textUnderButton(page, name)).toEqual([]);
        expect(seen).toBeGreaterThan(0);
        await page.getByRole('button', { name }).click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });
    }
  }
}
