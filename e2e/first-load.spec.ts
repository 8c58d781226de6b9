/**
 * The built site's first-load JavaScript, read from `public/` (no browser): every page type in both locales stays
 * within the budget, and the parts meant to load on demand (the code editor, the search engine, the audio demos)
 * are not in any page's first-load files. `npm run bench` prints the same figures; this keeps them from slipping.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET, firstLoadJs, PAGE_TYPES } from '../scripts/first-load-js';

const publicDir = path.resolve(__dirname, '..', 'public');

/** Text that only the on-demand parts contain. */
const ON_DEMAND = [
  ['the code editor (react-live, use-editable)', 'plaintext-only'],
  ['the search engine (MiniSearch)', 'MiniSearch'],
  ['the audio demos', 'AudioContext'],
] as const;

for (const [label, englishPath] of PAGE_TYPES) {
  for (const sitePath of [englishPath, `/ja${englishPath}`]) {
    test(`first-load JavaScript of the ${label} (${sitePath}) is within budget and holds no on-demand part`, () => {
      const measured = firstLoadJs(publicDir, sitePath);
      expect(measured, `${sitePath} was not built`).not.toBeNull();
      if (!measured) return;
      expect(measured.bytes, `${sitePath}: ${measured.files.join(', ')}`).toBeLessThanOrEqual(
        FIRST_LOAD_BUDGET,
      );
      const found = measured.files.flatMap((file) => {
        const code = readFileSync(path.join(publicDir, file), 'utf8');
        return ON_DEMAND.filter(([, marker]) => code.includes(marker)).map(([part]) => `${part} in ${file}`);
      });
      expect(found).toEqual([]);
    });
  }
}
