/**
 * `npx tsx scripts/render-favicon.ts`: draws static/favicon.svg into static/favicon.png (32 × 32, transparent),
 * the icon the pages name (see src/theme/Seo/index.tsx), in Debian's Chromium. Run it after changing the drawing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';

const SIZE = 32;
const staticDir = path.resolve(__dirname, '..', 'static');

async function main() {
  const svg = readFileSync(path.join(staticDir, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" style="display:block" `);
    await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: SIZE, height: SIZE },
    });
    writeFileSync(path.join(staticDir, 'favicon.png'), png);
    console.info(`static/favicon.png: ${SIZE} × ${SIZE}, ${png.length} bytes`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
