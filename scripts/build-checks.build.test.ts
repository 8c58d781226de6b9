/**
 * The build's own guarantees, proven on a throw-away copy of the site: a planted broken link, broken anchor or
 * unknown API name in prose must make `gatsby build` fail with a message naming it. (This build runs to its end;
 * the checks of bad input that stop a build early are in build-input.build.test.ts, a file of their own so that
 * vitest runs both at once.)
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCopy, copySite } from './site-copy';

let copy = '';

afterEach(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
  copy = '';
});

describe('the production build refuses bad input', () => {
  it('fails on a broken internal link, a broken anchor and an unknown API name in prose, naming each; builds untranslated pages in English', async () => {
    copy = await copySite();
    await writeFile(
      path.join(copy, 'content/docs/en/untranslated.mdx'),
      '---\ntitle: Untranslated\n---\n\n## Only in English\n\nThis page has no Japanese translation.\n',
    );
    await writeFile(
      path.join(copy, 'content/docs/en/planted.mdx'),
      '---\ntitle: Planted\n---\n\nSee [a missing page](/docs/no-such-page/) and [a missing heading](/docs/#no-such-heading).\n' +
        '\nTurn the `Knobb` and set `KnobProps.skeww`; `Knob` and `KnobProps.skew` exist.\n',
    );
    const { status, output } = buildCopy(copy);
    expect(status).not.toBe(0);
    expect(output).toContain('Broken internal links');
    expect(output).toContain('/docs/planted/ → /docs/no-such-page/ (no such page or file)');
    expect(output).toContain(
      "/docs/planted/ → /docs/#no-such-heading (no element with id 'no-such-heading' on /docs/)",
    );
    // The same build names every inline-code API name that the library does not have, with file and line.
    expect(output).toContain("Unknown API names in the docs' prose (2):");
    expect(output).toContain(
      'content/docs/en/planted.mdx:7: `Knobb` is not an export, prop, member or parameter of the library',
    );
    expect(output).toContain('content/docs/en/planted.mdx:7: `KnobProps` has no member `skeww`');
    expect(output).toContain(
      'Add it to the library, fix the spelling, or add it to the allow-list with a reason (src/build/apiNamesAllowList.ts)',
    );
    // The pages themselves were written before the check: the Japanese twin is the English text with a notice.
    expect(output).toMatch(/2 Japanese page\(s\) built from the English text.*planted.*untranslated/);
    const fallback = await readFile(path.join(copy, 'public/ja/docs/untranslated/index.html'), 'utf8');
    expect(fallback).toContain('このページはまだ日本語に翻訳されていないため、英語の原文を表示しています。');
    expect(fallback).toContain('href="/docs/untranslated/"');
    expect(fallback).toMatch(/<html lang="ja"/);
    expect(fallback).toMatch(/<article[^>]*lang="en"/);
  }, 900_000);
});
