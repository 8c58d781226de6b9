/**
 * Paint timings as Chromium records them on a real load, beside Lighthouse's mobile figures, which are simulated
 * (Lighthouse's default throttling replays the observed load on a model of a slow phone and network, and its LCP
 * for the same page moved between 0.9 and 1.6 s from run to run). Here the page loads for real in a phone-sized
 * viewport with the CPU slowed four times, as Lighthouse's mobile preset assumes, from `npm run serve`'s server
 * on this machine (no network delay): first contentful paint and largest contentful paint, with the element that
 * gave the latter. Used by `npm run bench`.
 */
import type { Browser } from '@playwright/test';

export interface PaintTiming {
  fcp: number;
  lcp: number;
  /** The LCP element: its tag and the start of its text. */
  element: string;
}

/** One load of `url` in a fresh context; the LCP entries are read once the page has settled. */
export async function paintTiming(browser: Browser, url: string): Promise<PaintTiming> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const paints: [number, string][] = [];
      (window as unknown as { benchPaints: typeof paints }).benchPaints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          const text = (entry.element?.textContent ?? '').trim().slice(0, 24);
          paints.push([entry.startTime, `${entry.element?.tagName.toLowerCase() ?? '?'} "${text}"`]);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // LCP stops at the first input; none comes, so wait for late candidates.
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const paints = (window as unknown as { benchPaints: [number, string][] }).benchPaints;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const [lcp, element] = paints[paints.length - 1] ?? [NaN, 'none'];
      return { fcp, lcp, element };
    });
  } finally {
    await context.close();
  }
}
