/**
 * The browser the tests drive: nothing of its own competes with the page for the machine's two cores. Chromium 156
 * makes a renderer for the address bar's popups in every new window (each test's context), about 1.4 s of CPU
 * while the page loads, unless scripts/chromium.sh turns the popups off.
 */
import { expect, test } from '@playwright/test';

test('no address-bar popup renders beside the page under test', async ({ browser, page }) => {
  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[];
  };
  await session.detach();
  expect(targetInfos.map((target) => target.url)).toContain(page.url());
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
});
