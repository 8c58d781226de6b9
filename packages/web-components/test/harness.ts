import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { standaloneBundleOptions } from '../scripts/bundle.js';

declare global {
  interface Window {
    /** The bundle's exports, for tests that call them in the page. */
    vibrato: typeof import('../src/index.js');
  }
}

const origin = 'http://vibrato.test';
let bundle: Promise<string> | undefined;

/** The shipped standalone bundle, built from source once per test worker. */
function bundleElements(): Promise<string> {
  bundle ??= build({ ...standaloneBundleOptions(true), write: false }).then(
    (result) => result.outputFiles?.[0]?.text ?? '',
  );
  return bundle;
}

/**
 * Opens a page whose body is `html` and loads the standalone bundle with one `<script type="module">`,
 * exactly as a plain HTML page would.
 */
export async function openPage(page: Page, html: string): Promise<void> {
  const script = await bundleElements();
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/elements.js') {
      return route.fulfill({ contentType: 'text/javascript', body: script });
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fixture</title>
<style>body { margin: 40px; font: 16px sans-serif; }</style></head>
<body>${html}<script type="module" src="/elements.js"></script></body></html>`,
    });
  });
  await page.goto(`${origin}/`);
  await page.evaluate(async () => {
    const url = '/elements.js';
    window.vibrato = (await import(url)) as typeof import('../src/index.js');
  });
}

/** Records the `type` events that reach `document` from `selector`, readable with {@link readEvents}. */
export async function recordEvents(page: Page, types: string[]): Promise<void> {
  await page.evaluate((eventTypes) => {
    const log: { type: string; target: string; value: unknown; detail: unknown }[] = [];
    (window as unknown as { eventLog: typeof log }).eventLog = log;
    for (const type of eventTypes) {
      document.addEventListener(type, (event) => {
        const target = event.target as HTMLElement & { value?: unknown; x?: number; y?: number };
        const value = target.localName === 'vibrato-xy-pad' ? [target.x, target.y] : target.value;
        log.push({ type, target: target.id, value, detail: (event as CustomEvent).detail ?? null });
      });
    }
  }, types);
}

/** The events recorded since {@link recordEvents}, oldest first. */
export function readEvents(
  page: Page,
): Promise<{ type: string; target: string; value: unknown; detail: unknown }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { eventLog: { type: string; target: string; value: unknown; detail: unknown }[] })
        .eventLog,
  );
}

/**
 * The names Chromium's own accessibility tree gives to nodes of `role`. Playwright's role queries do not
 * follow `<label for>` to custom elements, but browsers and screen readers do.
 */
export async function accessibleNames(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: unknown }; name?: { value?: unknown } }[];
  };
  await cdp.detach();
  return nodes.filter((node) => node.role?.value === role).map((node) => String(node.name?.value ?? ''));
}
