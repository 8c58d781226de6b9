/**
 * Visits every page of the built site in both locales (the sitemap's pages, plus the not-found page of each
 * locale), scrolls each page with lazy parts (live code blocks, template previews) to the bottom so that they
 * load, and fails on any console error, uncaught exception, React warning, failed request, same-origin HTTP error,
 * or error shown by a live example, naming the page and the message. The pages are sharded over several tests so
 * that the workers share them; each worker keeps one browser context.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { nudgeDrawing } from './drawing';

const publicDir = path.resolve(__dirname, '..', 'public');

/** Site paths of every page in the sitemap (both locales), in sitemap order. */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** Unknown paths, answered with each locale's not-found page (HTTP 404 on purpose). */
const NOT_FOUND_PATHS = ['/sweep-no-such-page/', '/ja/sweep-no-such-page/'];
const PAGES = [...sitemapPaths(), ...NOT_FOUND_PATHS];
const SHARDS = 12;

/** What went wrong while one page was open. */
interface Visit {
  page: string;
  problems: string[];
}

/** React's development warnings ("Warning: Each child in a list …"), which are bugs in our code. */
const REACT_WARNING = /^Warning: |React does not recognize|validateDOMNesting/;

interface Sweeper {
  /** The tab the pages are swept in (a new one after the browser stopped drawing the last: see renew). */
  page: Page;
  /** Closes the tab and opens a new one, with the same listeners. */
  renew: () => Promise<void>;
  /** The page being swept; problems go to it. */
  visit: { current: Visit | null };
  /** Requests started and not yet answered or failed (prefetches aside), and when one last started or ended. */
  network: { pending: Set<Request>; lastActivity: number };
}

const test = base.extend<object, { sweeper: Sweeper }>({
  sweeper: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://127.0.0.1/';
      const origin = new URL(baseURL).origin;
      const context = await browser.newContext({ baseURL });
      const visit: Sweeper['visit'] = { current: null };
      const network: Sweeper['network'] = { pending: new Set(), lastActivity: Date.now() };
      const report = (message: string) => visit.current?.problems.push(message);
      // Which visit started each request: a request of the previous page aborted by the next navigation is fine.
      const startedBy = new WeakMap<Request, Visit | null>();
      const attach = (page: Page) => {
        page.on('request', (request) => {
          startedBy.set(request, visit.current);
          // A prefetch (Gatsby's <link rel="prefetch"> of the pages linked) is the browser's to schedule: it may wait
          // at the lowest priority for as long as the page is busy (over 10 s on a loaded machine), and is not a part
          // of this page. Its failure is still reported.
          if (/\bprefetch\b/.test(request.headers()['sec-purpose'] ?? '')) return;
          network.pending.add(request);
          network.lastActivity = Date.now();
        });
        const settled = (request: Request) => {
          network.pending.delete(request);
          network.lastActivity = Date.now();
        };
        page.on('requestfinished', settled);
        page.on('requestfailed', settled);
        page.on('console', (message) => {
          const text = message.text();
          const source = message.location().url;
          if (message.type() === 'error') {
            // Chromium logs the deliberate 404 responses of the not-found pages as errors too.
            if (
              /^Failed to load resource: .* 404/.test(text) &&
              source &&
              isDeliberateNotFound(new URL(source), 404)
            )
              return;
            report(`console.error: ${text}${source ? ` (${source})` : ''}`);
          } else if (message.type() === 'warning' && REACT_WARNING.test(text)) {
            report(`React warning: ${text}`);
          }
        });
        page.on('pageerror', (error) => report(`uncaught ${error.name}: ${error.message}`));
        page.on('requestfailed', (request) => {
          const reason = request.failure()?.errorText ?? 'failed';
          if (reason === 'net::ERR_ABORTED' && startedBy.get(request) !== visit.current) return;
          report(`request failed: ${request.method()} ${request.url()} (${reason})`);
        });
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.origin !== origin || response.status() < 400) return;
          if (isDeliberateNotFound(url, response.status())) return;
          report(`HTTP ${response.status()} for ${response.request().method()} ${url.pathname}`);
        });
        return page;
      };
      const sweeper: Sweeper = {
        page: attach(await context.newPage()),
        visit,
        network,
        renew: async () => {
          await sweeper.page.close().catch(() => undefined);
          sweeper.page = attach(await context.newPage());
        },
      };
      await use(sweeper);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The not-found page's own document, and the two requests Gatsby's loader makes for the unknown path: its
 * page-data (404) and a HEAD of the path without the trailing slash (404, so it shows the not-found page).
 */
function isDeliberateNotFound(url: URL, status: number): boolean {
  if (status !== 404) return false;
  return NOT_FOUND_PATHS.some(
    (notFound) =>
      url.pathname === notFound ||
      url.pathname === notFound.replace(/\/$/, '') ||
      url.pathname === `/page-data${notFound}page-data.json`,
  );
}

/** What loads only once it comes near the viewport (useNearViewport). */
const NEAR_VIEWPORT = '[data-live-block], [data-template-preview]';

/** How long one step of the scroll may wait for its frames before the browser counts as having stopped drawing. */
const FRAME_STALL_MS = 3000;

/** How many times a page's scroll may nudge a browser that stopped drawing it before the page fails. */
const MAX_NUDGES = 2;

/**
 * Scrolls down a viewport at a time to the bottom. Each step waits two frames: intersection observers look at the
 * position in the frame after the scroll (live blocks load 200 px before they come into view).
 *
 * Seen three times in full runs (on the Piano and Animation Knob guides, with other workers busy): Chromium
 * stopped drawing the page in the middle of the scroll: visible and focused, its timers still running, but no
 * frame for over 20 s, so the observers never fired and the page failed. No page script was running then (a timer
 * of the page fired on time). When a step's frames do not come within FRAME_STALL_MS, the browser is nudged (see
 * drawing.ts) and the scroll starts again; a page that still gets no frame after MAX_NUDGES fails, saying what it
 * was doing.
 */
async function scrollToBottom(page: Page, sitePath: string) {
  for (let nudges = 0; ; nudges += 1) {
    const outcome = await withinTime(
      page.evaluate(async (stallMs) => {
        const frame = () =>
          Promise.race([
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
            new Promise((resolve) => setTimeout(() => resolve(false), stallMs)),
          ]);
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          if (!(await frame())) return { stalledAt: Math.round(window.scrollY) };
        }
        window.scrollTo(0, document.documentElement.scrollHeight);
        return (await frame()) ? null : { stalledAt: Math.round(window.scrollY) };
      }, FRAME_STALL_MS),
      STEP_MS,
      'scrolling to the bottom',
    );
    if (!outcome) return;
    const state = await pageState(page);
    if (nudges === MAX_NUDGES) {
      throw new StoppedDrawing(
        `scrolling to the bottom got no frame for ${FRAME_STALL_MS / 1000} s after ${nudges} nudges (${state})`,
      );
    }
    // The nudge resizes the viewport, which waits for the renderer: once (in a fresh-clone CI run) it waited until
    // the test's time was up. A nudge that does not come back leaves the tab to be replaced (see sweep).
    await withinTime(
      nudgeDrawing(
        page,
        `${sitePath}: no frame for ${FRAME_STALL_MS / 1000} s at ${outcome.stalledAt} px (${state})`,
      ),
      NUDGE_MS,
      'nudging the browser',
    ).catch((error: Error) => {
      throw new StoppedDrawing(`${error.message} (${state})`);
    });
  }
}

/** How long a nudge of the browser may take (a resize and back, normally well under a second). */
const NUDGE_MS = 10_000;

/** The browser stopped drawing the tab, and nudging it did not bring it back (or it timed out). */
class StoppedDrawing extends Error {}

/** What the page is doing, for a message: visibility, focus, whether a frame comes within 1 s, where it is. */
async function pageState(page: Page): Promise<string> {
  return withinTime(
    page.evaluate(async () => {
      const frameCame = await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => resolve(true))),
        new Promise((resolve) => setTimeout(() => resolve(false), 1000)),
      ]);
      return `visibility ${document.visibilityState}, focus ${String(document.hasFocus())}, a frame within 1 s: ${String(frameCame)}, at ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight} px`;
    }),
    3000,
    'asking the page its state',
  ).catch((probe: Error) => probe.message);
}

/** The longest any one step of a page's sweep may take, so that one stuck page fails alone and names itself. */
const STEP_MS = 20_000;

/** `work`, or an error naming `what` once it has taken longer than `ms` (an evaluate has no timeout of its own). */
async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until every live code block runs its example (or shows its error), and their frames have loaded. */
async function waitForLiveBlocks(page: Page) {
  const blocks = page.locator('[data-live-block]');
  const count = await blocks.count();
  if (count === 0) return;
  for (let index = 0; index < count; index += 1) {
    const block = blocks.nth(index);
    const settled = block.locator('[role="group"] > *, [role="alert"]').first();
    // A block the stepwise scroll passed too quickly still loads once it is in view.
    if (!(await settled.isVisible())) await block.scrollIntoViewIfNeeded();
    await expect(settled, `live block ${index + 1} of ${count} loads`).toBeAttached({ timeout: 15_000 });
  }
  await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load', { timeout: STEP_MS })));
  // Compile, runtime and load errors each block shows under itself.
  const shown = await page
    .locator('[data-live-block] [data-playground-error], [data-live-block] [role="alert"]')
    .allInnerTexts();
  return shown.map((text) => `live example error: ${text.replace(/\s+/g, ' ').trim()}`);
}

/** How long no request may start or end before a page counts as having loaded everything it asked for. */
const QUIET_MS = 150;

/**
 * Waits until every request the page started has been answered or has failed, and none has started or ended for
 * QUIET_MS; fails naming the requests still open after 10 s. (Playwright's network idle asks for 500 ms without a
 * connection: on a sample of 33 pages no request started after 150 ms of quiet, and the longer wait was a third
 * of the sweep's time.)
 */
async function networkQuiet({ network }: Sweeper): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (network.pending.size > 0 || Date.now() - network.lastActivity < QUIET_MS) {
    if (Date.now() > deadline) {
      const open = [...network.pending].map((request) => new URL(request.url()).pathname);
      throw new Error(`requests still open after 10 s: ${open.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Sweeps a page; if the browser stopped drawing its tab and did not come back when nudged, sweeps it again once in
 * a new tab (what the stalled tab reported is dropped with it).
 */
async function sweep(sweeper: Sweeper, sitePath: string): Promise<string[]> {
  const first = await sweepOnce(sweeper, sitePath);
  if (!(first instanceof StoppedDrawing)) return first;
  console.info(`${sitePath}: ${first.message}; swept again in a new tab`);
  test.info().annotations.push({ type: 'new tab', description: `${sitePath}: ${first.message}` });
  await sweeper.renew();
  const second = await sweepOnce(sweeper, sitePath);
  return second instanceof StoppedDrawing ? [`${sitePath}: could not be swept: ${second.message}`] : second;
}

async function sweepOnce(sweeper: Sweeper, sitePath: string): Promise<string[] | StoppedDrawing> {
  const { page, visit } = sweeper;
  const current: Visit = { page: sitePath, problems: [] };
  visit.current = current;
  // The page left may have started requests after its quiet (prefetches in idle time on a slow machine): those
  // still open when it is left are never reported as finished or failed (a link prefetch and a fetch alike), and
  // the next page would wait for them in vain.
  sweeper.network.pending.clear();
  try {
    const response = await page.goto(sitePath, { waitUntil: 'load', timeout: STEP_MS });
    const expected = NOT_FOUND_PATHS.includes(sitePath) ? 404 : 200;
    if (response?.status() !== expected) {
      current.problems.push(
        `document answered HTTP ${response?.status() ?? 'nothing'}, expected ${expected}`,
      );
    }
    // The search button is marked ready by an effect: the page has hydrated.
    await expect(page.locator('button.navbar-search[data-ready]'), 'the page hydrates').toBeAttached();
    // Only live blocks and template previews load as they come near the viewport; a page without them has
    // everything after loading (scrolling a long page a viewport at a time is a sixth of the sweep's work).
    if ((await page.locator(NEAR_VIEWPORT).count()) > 0) await scrollToBottom(page, sitePath);
    current.problems.push(...((await waitForLiveBlocks(page)) ?? []));
    // A Japanese page's text is Japanese: English falls back marked lang="en" (a link to an English page aside),
    // and no English sentence (four words or more outside code) stands unmarked.
    if (sitePath.startsWith('/ja/')) {
      const english = await page.locator('main [lang="en"]:not([hreflang])').allInnerTexts();
      const unmarked = await page.locator('main').evaluate((main) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (node.parentElement?.closest('code, pre, kbd, svg, style, script, [lang="en"]')) continue;
          if (/[\u3040-\u30ff\u3400-\u9fff]/.test(text)) continue;
          if (/[A-Za-z]+(?:[ ,'’-]+[A-Za-z]+){3,}/.test(text)) found.push(text);
        }
        return found;
      });
      current.problems.push(
        ...[...english, ...unmarked].map(
          (text) => `English text on a Japanese page: ${text.replace(/\s+/g, ' ').trim().slice(0, 80)}`,
        ),
      );
    }
    // Whatever the page loads lazily (editors, stylesheets, frames, prefetches) has arrived.
    await networkQuiet(sweeper);
  } catch (error) {
    if (error instanceof StoppedDrawing) return error;
    current.problems.push(`could not be swept: ${(error as Error).message.split('\n')[0] ?? ''}`);
  }
  return current.problems.map((problem) => `${sitePath}: ${problem}`);
}

test.describe.configure({ mode: 'parallel' });

test('the sitemap lists the pages of both locales', () => {
  expect(PAGES.length).toBeGreaterThan(100);
  expect(PAGES).toContain('/docs/');
  expect(PAGES).toContain('/ja/docs/');
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  const pages = PAGES.filter((_, index) => index % SHARDS === shard);
  test(`every page loads cleanly, shard ${shard + 1}/${SHARDS} (${pages.length} pages)`, async ({
    sweeper,
  }) => {
    test.setTimeout(30_000 + pages.length * 15_000);
    const problems: string[] = [];
    for (const sitePath of pages) problems.push(...(await sweep(sweeper, sitePath)));
    expect(problems, `problems on ${new Set(problems.map((p) => p.split(':')[0])).size} page(s)`).toEqual([]);
  });
}
