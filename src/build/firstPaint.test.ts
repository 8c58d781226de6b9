import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_TABLE_ID, AFTER_NAVBAR_ID, firstPaintHolds, holdFirstPaint } from './firstPaint';
import { NAVBAR_ID } from '../theme/Navbar/navbarId';

const NAVBAR = `<header id="${NAVBAR_ID}" class="n"><nav><ul><li>Docs</li></ul></nav></header>`;
const TABLE =
  '<div class="w"><table class="t"><thead><tr><th>Name</th></tr></thead><tbody><tr><td>a</td></tr></tbody></table></div>';

/** A page as the build writes it: the navbar, then the sidebar and the article (`article`). */
const page = (article: string, navbar = NAVBAR) =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title></head><body><div id="___gatsby">' +
  `${navbar}<div class="layout"><aside>Sidebar</aside><div id="doc-content" tabindex="-1">${article}</div></div>` +
  '</div></body></html>';

/** The `href`s of the page's expect links, each checked to be in the head and to block rendering on wide screens. */
function heldFor(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(html.slice(html.indexOf('</head>'))).not.toContain('rel="expect"');
  return [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render" media="([^"]+)"\/>/g)].map(
    ([, id, media]) => {
      expect(media).toBe('(min-width: 45.0625em)');
      return id ?? '';
    },
  );
}

describe('holdFirstPaint', () => {
  it('holds the paint for the element after the navbar, giving it an id when it has none', () => {
    const held = holdFirstPaint(page('<h1>Title</h1><p>Text</p>'), 'public/docs/index.html');
    expect(heldFor(held)).toEqual([AFTER_NAVBAR_ID]);
    expect(held).toContain(`</header><div id="${AFTER_NAVBAR_ID}" class="layout">`);
  });

  it('uses the id of the element after the navbar when it has one, and changes nothing else in the body', () => {
    const html = page('<p>Text</p>').replace(
      '<div class="layout">',
      '<div id="main-content" class="layout">',
    );
    const held = holdFirstPaint(html, 'public/index.html');
    expect(heldFor(held)).toEqual(['main-content']);
    expect(held.slice(held.indexOf('</head>'))).toBe(html.slice(html.indexOf('</head>')));
  });

  it("holds it for the element after the article's first table when the table starts on the first screen", () => {
    const held = holdFirstPaint(
      page(`<h1>KnobProps</h1><p>Props of the knob.</p>${TABLE}<h2 id="examples">Examples</h2>${TABLE}`),
      'public/docs/api/react/interfaces/KnobProps/index.html',
    );
    expect(heldFor(held)).toEqual([AFTER_NAVBAR_ID, 'examples']);
  });

  it('gives the element after the table an id when it has none (the closing tags after the table are skipped)', () => {
    const held = holdFirstPaint(
      page(`<p>Intro</p>${TABLE}<p class="x">After</p>`),
      'public/docs/a/index.html',
    );
    expect(heldFor(held)).toEqual([AFTER_NAVBAR_ID, AFTER_FIRST_TABLE_ID]);
    expect(held).toContain(`</table></div><p id="${AFTER_FIRST_TABLE_ID}" class="x">After</p>`);
  });

  it('does not wait for a table further down the page than about a screen of text', () => {
    const long = `<p>${'word '.repeat(900)}</p>`;
    const held = holdFirstPaint(
      page(`${long}${TABLE}<p>After</p>`),
      'public/docs/components/knob/index.html',
    );
    expect(heldFor(held)).toEqual([AFTER_NAVBAR_ID]);
    // Markup does not count as text: the same table after as much markup is waited for.
    const markup = '<span class="token"></span>'.repeat(400);
    expect(heldFor(holdFirstPaint(page(`${markup}${TABLE}<p>After</p>`), 'x.html'))).toHaveLength(2);
  });

  it('leaves out tables outside the article', () => {
    const html = page('<p>No table</p>').replace('<aside>Sidebar</aside>', `<aside>${TABLE}</aside>`);
    expect(heldFor(holdFirstPaint(html, 'public/docs/index.html'))).toEqual([AFTER_NAVBAR_ID]);
  });

  it('writes its links anew on a page of an earlier build, keeping the ids it gave', () => {
    const first = holdFirstPaint(page(`<p>Intro</p>${TABLE}<p>After</p>`), 'a.html');
    expect(holdFirstPaint(first, 'a.html')).toBe(first);
    // A page from a build whose links differed (no media): the links are replaced, not added to.
    const stale = first.replace(/ media="[^"]+"/g, '');
    expect(holdFirstPaint(stale, 'a.html')).toBe(first);
  });

  it('fails naming the file when the navbar is missing', () => {
    expect(() =>
      holdFirstPaint(page('<p>Text</p>', '<header class="n"></header>'), 'public/404.html'),
    ).toThrow(`public/404.html: the navbar (<header id="${NAVBAR_ID}">…</header>) was not found`);
  });

  it('fails naming the file and the id when the id it would give is taken', () => {
    const html = page(`<p>Intro</p>${TABLE}<p>After</p><h2 id="${AFTER_FIRST_TABLE_ID}">Taken</h2>`);
    expect(() => holdFirstPaint(html, 'public/docs/b/index.html')).toThrow(
      `public/docs/b/index.html: the id "${AFTER_FIRST_TABLE_ID}" is taken by another element`,
    );
  });
});

describe('firstPaintHolds', () => {
  it('counts the elements the paint is held for, in the head only', () => {
    expect(firstPaintHolds(page('<p>Home</p>'))).toBe(0);
    expect(firstPaintHolds(holdFirstPaint(page('<p>Home</p>'), 'a.html'))).toBe(1);
    expect(firstPaintHolds(holdFirstPaint(page(`<p>Intro</p>${TABLE}<p>After</p>`), 'a.html'))).toBe(2);
    // Markup about the links in the text of a page does not count.
    expect(firstPaintHolds(page('<pre>&lt;link rel="expect"&gt;</pre><link rel="expect" href="#x">'))).toBe(
      0,
    );
  });
});
