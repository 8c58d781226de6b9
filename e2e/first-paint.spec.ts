import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

/**
 * On a wide screen the first paint of a page waits until its navbar and, on an API page, its first table have been
 * parsed (see src/build/firstPaint.ts): the navbar is never drawn without its last items and then rearranged, and
 * the table never drawn with some of its rows and then widened by the others. The page comes from a server of the
 * test's own whose HTML stops in the middle of that part for a while, as a network chunk may; everything else
 * comes from the site's server.
 */

/** How long the HTML stops: far longer than a frame. */
const PAUSE_MS = 600;

/** Where the HTML stops: after the second row of the article's first table. */
function inFirstTable(html: string): number {
  const tbody = html.indexOf('<tbody', html.indexOf('id="doc-content"'));
  expect(tbody, 'the page has a table in its article').toBeGreaterThan(0);
  return html.indexOf('</tr>', html.indexOf('</tr>', tbody) + 1);
}

/** Where the HTML stops: inside the navbar, before its search button. */
function inNavbar(html: string): number {
  const cut = html.lastIndexOf('<', html.indexOf('navbar-search', html.indexOf('<header')));
  expect(cut, 'the page has a search button in its navbar').toBeGreaterThan(0);
  return cut;
}

/** Serves `sitePath`'s HTML in two parts, split where `cutAt` says. */
async function pausingServer(
  baseURL: string,
  sitePath: string,
  cutAt: (html: string) => number,
): Promise<{ server: Server; origin: string }> {
  const html = await (await fetch(new URL(sitePath, baseURL))).text();
  const cut = cutAt(html);
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === sitePath) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
      return;
    }
    fetch(new URL(url, baseURL)).then(
      async (upstream) => {
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Loads `url` at `width` px: how many `inner` elements the first `outer` element had at the first frame, and the
 * layout shifts from then until the page has started.
 */
async function firstFrame(
  page: Page,
  url: string,
  width: number,
  outer: string,
  inner: string,
): Promise<{ count: number; shifts: number }> {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript(
    ({ outerSelector, innerSelector }) => {
      const state = window as unknown as { firstFrame: number; shifts: number };
      state.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          state.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      requestAnimationFrame(() => {
        state.firstFrame = document.querySelector(outerSelector)?.querySelectorAll(innerSelector).length ?? 0;
      });
    },
    { outerSelector: outer, innerSelector: inner },
  );
  await page.goto(url, { waitUntil: 'load' });
  await expect(page.locator('button.navbar-search[data-ready]')).toBeAttached();
  return page.evaluate(() => {
    const state = window as unknown as { firstFrame: number; shifts: number };
    return { count: state.firstFrame, shifts: state.shifts };
  });
}

const pages = [
  '/docs/api/react/interfaces/ValueOptions/',
  '/ja/docs/api/react/interfaces/KnobProps/',
  '/docs/api/web-components/vibrato-knob/',
];

for (const sitePath of pages) {
  for (const { width, held } of [
    { width: 1280, held: true },
    { width: 412, held: false },
  ]) {
    test(`${sitePath} at ${width} px: ${held ? 'the first paint has the whole first table, nothing shifts' : 'the paint is not held (a phone shows rows as blocks)'}`, async ({
      page,
      baseURL,
    }) => {
      const { server, origin } = await pausingServer(baseURL ?? '', sitePath, inFirstTable);
      try {
        const seen = await firstFrame(page, `${origin}${sitePath}`, width, '#doc-content table', 'tr');
        const rows = await page.locator('#doc-content table').first().locator('tr').count();
        expect(rows).toBeGreaterThan(3);
        if (held) {
          expect(seen.count).toBe(rows);
          expect(seen.shifts).toBe(0);
        } else {
          expect(seen.count).toBeLessThan(rows);
        }
      } finally {
        server.close();
      }
    });
  }
}

for (const sitePath of ['/', '/ja/docs/components/knob/']) {
  for (const { width, held } of [
    { width: 1280, held: true },
    { width: 412, held: false },
  ]) {
    test(`${sitePath} at ${width} px: ${held ? 'the first paint has the whole navbar, nothing shifts' : 'the paint is not held for the navbar'}`, async ({
      page,
      baseURL,
    }) => {
      const { server, origin } = await pausingServer(baseURL ?? '', sitePath, inNavbar);
      try {
        const seen = await firstFrame(page, `${origin}${sitePath}`, width, 'header', 'button.navbar-search');
        expect(seen.count).toBe(held ? 1 : 0);
        if (held) expect(seen.shifts).toBe(0);
      } finally {
        server.close();
      }
    });
  }
}
