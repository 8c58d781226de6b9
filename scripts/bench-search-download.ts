/**
 * What the first search costs the reader: every response the page fetches from Ctrl+K until the first hit shows
 * (the modal's code, the search settings, the locale's index), each counted gzip-compressed at level 9, as the
 * JavaScript figures are. Used by `npm run bench` and `npm run bench:scale`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export interface SearchDownload {
  bytes: number;
  files: { url: string; bytes: number }[];
}

/** How long a bench waits for the search's box or first hit before it gives up. */
const SHOWN_TIMEOUT_MS = 30_000;

/**
 * Resolves once an element matching `selector` is in the page, watched from inside it by a MutationObserver that
 * runs only when the page changes. Playwright's locators would poll from the page's main thread every frame (and
 * describe the element found for their log): work timed along with the page's own, and up to a frame late.
 */
function whenShown(page: Page, selector: string): Promise<void> {
  const shown = page.evaluate(`new Promise((resolve) => {
    const found = () => document.querySelector(${JSON.stringify(selector)}) !== null;
    if (found()) return resolve();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  })`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${selector} did not show within ${SHOWN_TIMEOUT_MS / 1000} s`)),
      SHOWN_TIMEOUT_MS,
    );
  });
  // After a timeout the page's promise is left behind and fails when the page closes.
  shown.catch(() => undefined);
  return Promise.race([shown.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ctrl+K, the query typed in at once when the modal's box shows (`typedAhead`: when the first box shows, the one
 * standing in while the modal loads), then the first hit on screen. Each watch starts before the step that makes
 * its element show (the page runs DevTools' commands in order).
 */
export async function searchFromShortcut(page: Page, query: string, typedAhead = false): Promise<void> {
  const box = whenShown(
    page,
    typedAhead ? '[role="dialog"] input[type="search"], .DocSearch-Input' : '.DocSearch-Input',
  );
  await page.keyboard.press('Control+k');
  await box;
  const hit = whenShown(page, '.DocSearch-Hit');
  await page.keyboard.insertText(query);
  await hit;
}

export async function firstSearchDownload(
  browser: Browser,
  baseURL: string,
  sitePath: string,
  query: string,
): Promise<SearchDownload> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(sitePath, { waitUntil: 'networkidle' });
    await page.locator('button.navbar-search[data-ready]').waitFor({ state: 'attached' });
    const pending: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      pending.push(
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            bytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => ({ url: new URL(response.url()).pathname, bytes: 0 })),
      );
    });
    await searchFromShortcut(page, query);
    const files = await Promise.all(pending);
    return { bytes: files.reduce((total, file) => total + file.bytes, 0), files };
  } finally {
    await context.close();
  }
}
