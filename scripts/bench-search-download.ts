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

/**
 * Ctrl+K, the query typed in at once when the modal's box shows (`typedAhead`: when the first box shows, the one
 * standing in while the modal loads), then the first hit on screen.
 */
export async function searchFromShortcut(page: Page, query: string, typedAhead = false): Promise<void> {
  await page.keyboard.press('Control+k');
  await page
    .locator(typedAhead ? '[role="dialog"] input[type="search"], .DocSearch-Input' : '.DocSearch-Input')
    .first()
    .waitFor();
  await page.keyboard.insertText(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
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
