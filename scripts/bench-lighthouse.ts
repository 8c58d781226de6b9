/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile and desktop presets) on the built site, served compressed by the
 * same server as `npm run serve`, in Debian's Chromium. Prints scores and mobile LCP/TBT/CLS per page beside the
 * targets; never passes or fails. `--runs N` shows each figure's median over N runs per page and form factor.
 * Japanese is drawn in a Japanese font, as a reader's system has one (japanese-font.ts; `--no-japanese-font` for the
 * machine as it is). Build first (`npm run build`).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromiumLaunchOptions } from '../playwright.config';
import {
  figuresOf,
  formatFigures,
  hostSpeed,
  LIGHTHOUSE_PAGES,
  medianResult,
  type FormFactor,
  type LighthouseResultLike,
} from './lighthouse-figures';
import { JAPANESE_FONT_CACHE, japaneseFont } from './japanese-font';
import { createSiteServer } from './serve';

const publicDir = path.resolve(__dirname, '..', 'public');

/** The page types the issue names: home, a component guide, an API page and the Japanese home. */
function runsFromArguments(): number {
  const index = process.argv.indexOf('--runs');
  if (index === -1) return 1;
  const runs = Number(process.argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
    throw new Error(`--runs '${String(process.argv[index + 1])}' is not a run count; expected 1 to 9`);
  }
  return runs;
}

async function main() {
  if (!existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`No built site in ${publicDir}; run \`npm run build\` first.`);
  }
  const runs = runsFromArguments();
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');

  const server = createSiteServer(publicDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const font = japaneseFont(process.argv, JAPANESE_FONT_CACHE);
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    envVars: { ...process.env, ...font.env },
    logLevel: 'silent',
  });
  console.info(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on ${origin}, Chromium headless`);
  console.info(`Japanese text in Chromium: ${font.description}`);
  let missed = 0;
  const all: LighthouseResultLike[] = [];
  try {
    for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
      for (const [label, sitePath] of LIGHTHOUSE_PAGES) {
        const results: LighthouseResultLike[] = [];
        for (let run = 0; run < runs; run += 1) {
          const outcome = await lighthouse(
            `${origin}${sitePath}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (outcome) {
            results.push(outcome.lhr as unknown as LighthouseResultLike);
            all.push(outcome.lhr as unknown as LighthouseResultLike);
          }
        }
        const chosen = medianResult(results);
        if (!chosen) {
          console.info(`  ${label}, ${formFactor}: Lighthouse returned no result`);
          missed += 1;
          continue;
        }
        const figures = figuresOf(chosen, formFactor);
        missed += figures.filter((figure) => !figure.met).length;
        console.info(formatFigures(label, formFactor, figures));
      }
    }
  } finally {
    chrome.kill();
    server.close();
  }
  console.info(hostSpeed(all));
  console.info(missed === 0 ? 'Every target met.' : `${missed} figure(s) miss their target (shown above).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
