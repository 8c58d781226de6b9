/**
 * The build's own guarantees, proven on a throw-away copy of the site: a planted broken link, broken anchor,
 * unknown API name in prose, missing translation or bad config value must make `gatsby build` fail with a message
 * naming it.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import siteConfig from '../site.config';
import { copySite, runGatsby } from './site-copy';

let copy = '';

function build(dir: string): { status: number | null; output: string } {
  // A full build takes a few minutes, more while other builds share the machine's two cores. Its bundles are left
  // unminified (Gatsby's --no-uglify): what these tests look at does not depend on it, and it saves a sixth of a
  // build that runs to the end.
  const result = runGatsby(dir, 'build', 840_000, ['--no-uglify']);
  // Gatsby folds long lines; unfold them so messages can be matched whole.
  const output = `${result.stdout}\n${result.stderr}`.replace(/\n(?=\S)/g, ' ').replace(/\s+/g, ' ');
  return { status: result.status, output };
}

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
    const { status, output } = build(copy);
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

  it('fails on a translation missing from one locale, naming both files', async () => {
    copy = await copySite();
    const file = path.join(copy, 'locales/en/common.json');
    const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...messages, plantedKey: 'Only in English' }));
    const { status, output } = build(copy);
    expect(status).not.toBe(0);
    expect(output).toContain(
      "translation key 'common:plantedKey' exists in locales/en/common.json but not in locales/ja/common.json; translate it",
    );
  });

  it('fails on an unknown navbar item type in site.config.ts, listing the allowed kinds', async () => {
    copy = await copySite();
    const file = path.join(copy, 'site.config.ts');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace("{ type: 'localeDropdown' }", "{ type: 'localeDropdwn' } as never"));
    const { status, output } = build(copy);
    expect(status).not.toBe(0);
    const item = siteConfig.navbar.items.findIndex((entry) => entry.type === 'localeDropdown') + 1;
    expect(item).toBeGreaterThan(0);
    expect(output).toContain(
      `navbar item ${item} in site.config.ts has unknown type 'localeDropdwn'; expected one of: 'link', 'dropdown'`,
    );
  });

  it('fails on malformed MDX, naming the file, line and column', async () => {
    copy = await copySite();
    await writeFile(
      path.join(copy, 'content/docs/en/broken.mdx'),
      '---\ntitle: Broken\n---\n\n# Broken\n\n<Tip>\n\nAn unclosed tip.\n\n</Warning>\n',
    );
    const { status, output } = build(copy);
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/docs\/en\/broken\.mdx:11:\d+: .*Warning/);
    expect(output).toContain('fix the MDX there');
  });

  it('fails on MDX that a page cannot render from data (an expression), naming the file and line', async () => {
    copy = await copySite();
    await writeFile(
      path.join(copy, 'content/docs/en/expression.mdx'),
      '---\ntitle: Expression\n---\n\n# Expression\n\nTwo is {1 + 1}.\n',
    );
    const { status, output } = build(copy);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/docs/en/expression.mdx:7: the expression {1 + 1} cannot be rendered from data',
    );
  });
});
