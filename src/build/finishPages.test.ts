import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScripts, policyOf, scriptHash } from './csp';
import { finishBuiltPages } from './finishPages';
import { firstPaintHolds } from './firstPaint';
import { NAVBAR_ID } from '../theme/Navbar/navbarId';

const TABLE = '<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>a</td></tr></tbody></table>';
const SCRIPTS =
  '<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="f748";</script>' +
  '<script src="/app-1a.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->';
/** A page as Gatsby writes it: the navbar, the article, the start-up scripts' slice. */
const page = (article: string, { navbar = true, scripts = true } = {}) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title></head><body><div id="___gatsby">' +
  (navbar ? `<header id="${NAVBAR_ID}"><nav>Docs</nav></header>` : '<header><nav>Docs</nav></header>') +
  `<div class="layout"><div id="doc-content">${article}</div></div></div>${scripts ? SCRIPTS : ''}</body></html>`;

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'finish-pages-'));
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), html);
  }
  return dir;
}

const read = (dir: string, file: string) => readFile(path.join(dir, file), 'utf8');

describe('finishBuiltPages', () => {
  it('holds the paint, defers the start-up scripts and writes a policy allowing them, in one pass', async () => {
    const fragment = '<script>window.___chunkMapping="{}";</script>';
    const dir = await site({
      'index.html': page('<p>Home</p>'),
      'docs/api/index.html': page(`<p>Intro</p>${TABLE}<p>After</p>`),
      '_gatsby/slices/_gatsby-scripts-1.html': fragment,
    });
    const finished = await finishBuiltPages(dir, { analytics: false });
    expect(finished).toMatchObject({ pages: 2, held: 2, tables: 1, deferred: 2, handlers: [], errors: [] });
    expect(await read(dir, '_gatsby/slices/_gatsby-scripts-1.html')).toBe(fragment);
    const html = await read(dir, path.join('docs', 'api', 'index.html'));
    expect(finished.html.get(path.join('docs', 'api', 'index.html'))).toBe(html);
    expect(firstPaintHolds(html)).toBe(2);
    expect(html).not.toContain('<script src="/app-1a.js" async>');
    // The loader and the search shortcut's listener are inline scripts added before the policy: both by hash.
    const loader = inlineScripts(html).find((script) => script.includes('createElement')) ?? '';
    const shortcut = inlineScripts(html).find((script) => script.includes('keydown')) ?? '';
    expect(loader).toContain('/app-1a.js');
    expect(policyOf(html)).toContain(scriptHash(loader));
    expect(policyOf(html)).toContain(scriptHash(shortcut));
  });

  it('leaves its own output as it is when run again', async () => {
    const dir = await site({ 'index.html': page(`<p>Intro</p>${TABLE}`) });
    await finishBuiltPages(dir, { analytics: false });
    const before = await read(dir, 'index.html');
    const again = await finishBuiltPages(dir, { analytics: false });
    expect(again).toMatchObject({ pages: 1, held: 1, tables: 1, deferred: 0, errors: [] });
    expect(await read(dir, 'index.html')).toBe(before);
  });

  it('names each page a rewrite fails on, and still gives it the others', async () => {
    const dir = await site({
      'a/index.html': page('<p>A</p>', { navbar: false }),
      'b/index.html': page('<p>B</p>', { scripts: false }),
      'c/index.html':
        '<html><head></head><body onload="go()"><a href="javascript:void 0">x</a></body></html>',
    });
    const finished = await finishBuiltPages(dir, { analytics: false });
    expect(finished.errors).toHaveLength(4);
    expect(finished.errors[0]).toMatch(/^public\/a\/index\.html: the navbar/);
    expect(finished.errors[1]).toMatch(/^public\/b\/index\.html: Gatsby's start-up scripts/);
    expect(finished.errors.slice(2).join('\n')).toMatch(/^public\/c\/index\.html: the navbar/);
    expect(finished.handlers).toEqual([
      'public/c/index.html: <body onload>',
      'public/c/index.html: <a href="javascript:void 0">',
    ]);
    // Page a could not hold its paint, yet has its loader and policy; page b the other way round.
    const a = await read(dir, path.join('a', 'index.html'));
    expect(firstPaintHolds(a)).toBe(0);
    expect(a).not.toContain('<script src="/app-1a.js" async>');
    expect(policyOf(a)).not.toBeNull();
    const b = await read(dir, path.join('b', 'index.html'));
    expect(firstPaintHolds(b)).toBe(1);
    expect(policyOf(b)).not.toBeNull();
  });
});
