import { describe, expect, it } from 'vitest';
import { inputReport } from './inputReport';

const PACKAGES = { heading: 'Packages:', run: () => ['packages/a/dist/index.js is missing'] };
const CONFIG = {
  heading: 'Config:',
  run: () => {
    throw new Error('site.config.ts is invalid:\n  - navbar item 1 has unknown type');
  },
};
const TRANSLATIONS = { heading: 'Missing translations:', run: async () => ["translation key 'common:x'"] };
const CLEAN = { heading: 'Nothing:', run: () => [] };

describe('inputReport', () => {
  it('reports each kind of problem alone, under its heading or as the message thrown', async () => {
    expect(await inputReport([PACKAGES, CLEAN])).toBe('Packages:\n  - packages/a/dist/index.js is missing');
    expect(await inputReport([CLEAN, CONFIG])).toBe(
      'site.config.ts is invalid:\n  - navbar item 1 has unknown type',
    );
    expect(await inputReport([TRANSLATIONS])).toBe("Missing translations:\n  - translation key 'common:x'");
  });

  it('reports every problem at once, a check that throws beside the others, in the order of the checks', async () => {
    expect(await inputReport([PACKAGES, CONFIG, CLEAN, TRANSLATIONS])).toBe(
      [
        'Packages:\n  - packages/a/dist/index.js is missing',
        'site.config.ts is invalid:\n  - navbar item 1 has unknown type',
        "Missing translations:\n  - translation key 'common:x'",
      ].join('\n\n'),
    );
  });

  it('is empty when no check finds anything', async () => {
    expect(await inputReport([CLEAN, { heading: 'Also nothing:', run: async () => [] }])).toBe('');
  });
});
