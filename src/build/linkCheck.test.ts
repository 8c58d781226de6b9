import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBuiltSite,
  collectPageLinks,
  findBrokenLinks,
  formatBrokenLinks,
  pagePathOfFile,
} from './linkCheck';

describe('collectPageLinks', () => {
  it('collects ids and internal href/src, skipping external, canonical and alternate links', () => {
    const html = `<html><head>
      <link rel="canonical" href="https://site.dev/docs/"><link rel="alternate" hreflang="ja" href="https://site.dev/ja/docs/">
      <link rel="stylesheet" href="/styles.css"><script src="/app.js"></script></head>
      <body><h2 id="usage">Usage</h2><a name="legacy"></a>
      <a href="/docs/#usage">in</a><a href="https://example.com/">out</a><a href="mailto:x@y.z">mail</a>
      <a href="#">top</a><img src="/logo.svg" alt=""></body></html>`;
    const { ids, links } = collectPageLinks(html);
    expect([...ids]).toEqual(['usage', 'legacy']);
    expect(links).toEqual(['/styles.css', '/app.js', '/docs/#usage', '/logo.svg']);
  });
});

describe('findBrokenLinks', () => {
  const page = (links: string[], ids: string[] = []) => ({ links, ids: new Set(ids) });
  const files = new Set([
    '/index.html',
    '/docs/index.html',
    '/docs/knob/index.html',
    '/app.js',
    '/ja/docs/index.html',
  ]);

  it('accepts links that resolve, relative ones included', () => {
    const pages = new Map([
      ['/', page(['/docs/', '/app.js', '/docs/knob/#usage', 'docs/'])],
      ['/docs/knob/', page(['../', './#usage', '/ja/docs/'], ['usage'])],
    ]);
    expect(findBrokenLinks(pages, files)).toEqual([]);
  });

  it('reports missing pages, missing trailing slashes and missing anchors', () => {
    const pages = new Map([
      ['/', page(['/docs/slider/', '/docs', '/docs/knob/#nope', '/missing.js'])],
      ['/docs/knob/', page([], ['usage'])],
      ['/docs/', page([])],
    ]);
    expect(findBrokenLinks(pages, files)).toEqual([
      { page: '/', target: '/docs/slider/', reason: 'no such page or file' },
      { page: '/', target: '/docs', reason: "missing trailing slash (link to '/docs/')" },
      { page: '/', target: '/docs/knob/#nope', reason: "no element with id 'nope' on /docs/knob/" },
      { page: '/', target: '/missing.js', reason: 'no such page or file' },
    ]);
  });

  it('strips a base path', () => {
    const pages = new Map([['/', page(['/prefix/docs/'])]]);
    expect(findBrokenLinks(pages, files, '/prefix/')).toEqual([]);
  });

  it('formats each broken link as page → target', () => {
    expect(formatBrokenLinks([{ page: '/', target: '/x/', reason: 'no such page or file' }])).toContain(
      '  / → /x/ (no such page or file)',
    );
  });
});

describe('checkBuiltSite', () => {
  it('reads a built folder and finds its broken links', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'links-'));
    await mkdir(path.join(dir, 'docs'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<a href="/docs/#intro">ok</a><a href="/docs/#gone">bad</a>',
    );
    await writeFile(path.join(dir, 'docs', 'index.html'), '<h2 id="intro">Intro</h2>');
    expect(pagePathOfFile(path.join('docs', 'index.html'))).toBe('/docs/');
    expect(await checkBuiltSite(dir)).toEqual([
      { page: '/', target: '/docs/#gone', reason: "no element with id 'gone' on /docs/" },
    ]);
  });

  it('checks the pages it is given as they are in memory, reading only the others', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'links-'));
    await mkdir(path.join(dir, 'docs'));
    await writeFile(path.join(dir, 'index.html'), '<a href="/docs/#intro">ok</a>');
    await writeFile(path.join(dir, 'docs', 'index.html'), '<h2 id="intro">Intro</h2>');
    // The home page as a rewrite left it, not yet as on disk: its new link is checked.
    const read = new Map([['index.html', '<a href="/docs/#intro">ok</a><a href="/docs/#usage">new</a>']]);
    expect(await checkBuiltSite(dir, '/', read)).toEqual([
      { page: '/', target: '/docs/#usage', reason: "no element with id 'usage' on /docs/" },
    ]);
  });
});
