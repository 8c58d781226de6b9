/**
 * The build stops early on bad input, proven on a throw-away copy of the site: unbuilt packages, a missing
 * translation, a bad config value or malformed MDX must make `gatsby build` fail with a message naming the file and
 * what to fix. (The checks of a build that runs to its end are in build-checks.build.test.ts; that the report lists
 * each kind of problem alone as well as all together is src/build/inputReport.test.ts.)
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import siteConfig from '../site.config';
import { buildCopy, copySite } from './site-copy';

let copy = '';

afterEach(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
  copy = '';
});

describe('the production build refuses bad input', () => {
  it('stops before bundling on unbuilt packages, a bad config value and a missing translation, naming all three at once', async () => {
    copy = await copySite();
    // A translation in one locale only.
    const messagesFile = path.join(copy, 'locales/en/common.json');
    const messages = JSON.parse(await readFile(messagesFile, 'utf8')) as Record<string, unknown>;
    await writeFile(messagesFile, JSON.stringify({ ...messages, plantedKey: 'Only in English' }));
    // An unknown navbar item type.
    const configFile = path.join(copy, 'site.config.ts');
    const source = await readFile(configFile, 'utf8');
    await writeFile(
      configFile,
      source.replace("{ type: 'localeDropdown' }", "{ type: 'localeDropdwn' } as never"),
    );
    // A library package that is not built.
    await rm(path.join(copy, 'packages/functions/dist/index.js'));
    const { status, output } = buildCopy(copy);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'packages/functions/dist/index.js is missing (main in packages/functions/package.json); build the packages with `npm run build:packages`',
    );
    const item = siteConfig.navbar.items.findIndex((entry) => entry.type === 'localeDropdown') + 1;
    expect(item).toBeGreaterThan(0);
    expect(output).toContain(
      `navbar item ${item} in site.config.ts has unknown type 'localeDropdwn'; expected one of: 'link', 'dropdown'`,
    );
    expect(output).toContain(
      "translation key 'common:plantedKey' exists in locales/en/common.json but not in locales/ja/common.json; translate it",
    );
    expect(output).not.toContain('Generating JavaScript bundles failed');
  });

  it('stops before making pages on every doc that cannot be read (malformed MDX, an expression, no title), naming each file and line', async () => {
    copy = await copySite();
    const docs = path.join(copy, 'content/docs/en');
    await writeFile(
      path.join(docs, 'broken.mdx'),
      '---\ntitle: Broken\n---\n\n# Broken\n\n<Tip>\n\nAn unclosed tip.\n\n</Warning>\n',
    );
    await writeFile(
      path.join(docs, 'expression.mdx'),
      '---\ntitle: Expression\n---\n\n# Expression\n\nTwo is {1 + 1}.\n',
    );
    await writeFile(path.join(docs, 'untitled.mdx'), '# Untitled\n\nNo frontmatter.\n');
    const { status, output } = buildCopy(copy);
    expect(status).not.toBe(0);
    expect(output).toContain("The docs' MDX has 3 problem(s):");
    expect(output).toMatch(/content\/docs\/en\/broken\.mdx:11:\d+: .*Warning.*fix the MDX there/);
    expect(output).toContain(
      'content/docs/en/expression.mdx:7: the expression {1 + 1} cannot be rendered from data',
    );
    expect(output).toContain(
      'content/docs/en/untitled.mdx has no frontmatter title; add `title: ...` between the --- lines at the top',
    );
  });
});
