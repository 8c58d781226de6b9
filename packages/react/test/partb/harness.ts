import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const origin = 'http://vibrato.test';
const stylesDir = fileURLToPath(new URL('../../src/styles/', import.meta.url));
const styleFiles = ['tokens.css', 'number-input.css', 'piano.css', 'slider.css', 'animation-canvas.css'];

/** Bundles one fixture (a small React app from ./fixtures) from source, as the site's bundler would. */
async function bundleFixture(name: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`./fixtures/${name}.tsx`, import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      '@vibrato-ui/functions': fileURLToPath(new URL('../../../functions/src/index.ts', import.meta.url)),
    },
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`test/partb/harness.ts: esbuild gave no output for fixtures/${name}.tsx`);
  return output.text;
}

/**
 * Opens `http://vibrato.test/` with the package's CSS and the bundled fixture `name` (no server: the page's
 * requests are answered here), and waits until the fixture says it has rendered.
 */
export async function openFixture(page: Page, name: string, bodyStyle = ''): Promise<void> {
  const [script, ...styles] = await Promise.all([
    bundleFixture(name),
    ...styleFiles.map((file) => readFile(stylesDir + file, 'utf8')),
  ]);
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/fixture.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<style>${styles.join('\n')}\nbody { margin: 24px; font: 16px sans-serif; ${bodyStyle} }</style></head>
<body><div id="root"></div><script type="module" src="/fixture.js"></script></body></html>`,
    });
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
}
