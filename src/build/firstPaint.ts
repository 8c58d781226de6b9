import { NAVBAR_ID } from '../theme/Navbar/navbarId';

/**
 * Holds each page's first paint until the parts of the page whose layout depends on what follows them have been
 * parsed: the navbar (its items sit in a flex row, its end pushed right) and the article's first table when it
 * starts on the first screen (its columns take the width of their widest cell, in any row).
 *
 * The browser paints a long page before it has parsed all of it: where its parser happens to stop (the end of a
 * network chunk, the end of its time slice), the page is drawn as far as it goes. A table drawn with half its rows
 * widens its columns when the rest arrives, and every row below the change moves: on the API pages, whose first
 * table is often tens of kilobytes of HTML, a third of the loads from the local server at 1280 × 900 shifted the
 * table by 0.006 to 0.021 (the target is 0.01, the whole page's). A navbar drawn without its last items moved its
 * right-hand list when they arrived.
 *
 * `<link rel="expect" href="#id" blocking="render">` in the `<head>` asks the browser not to paint before the
 * element with that id is in the document (HTML, "expect" link type; Chromium since 124, which paints once the
 * element is inserted, not once it is complete; browsers without it paint as before). So the paint waits for the
 * element that follows the navbar and the one that follows the article's first table, each given an id where it
 * has none (an attribute more in the server's HTML, which React leaves as it is when it hydrates). The page paints
 * once, complete as far as the reader sees, a little later: the first contentful paint of two API pages at 1280 px
 * came 24 and 32 ms later (medians of 7 loads from the local server). An id that the page does not have would hold
 * the paint until the whole page was parsed, so each link is written only with its element.
 */

/** Ids given to the elements that follow the navbar and the article's first table, where they have none. */
export const AFTER_NAVBAR_ID = 'after-navbar';
export const AFTER_FIRST_TABLE_ID = 'after-first-table';

/**
 * How much of the article's text may come before its first table for the paint to wait for the table: about a
 * screen. A table further down is not on the screen when its columns settle, and waiting for it would hold the
 * paint for most of the page (the API pages have at most 3,500 characters before their first table, the
 * component guides 9,000 and more).
 */
const FIRST_SCREEN_TEXT = 4000;

/** The characters of text in a stretch of HTML (its tags left out). */
const textLength = (html: string) => html.replace(/<[^>]*>/g, '').length;

/** Where the article starts (src/theme/DocPage): its first table is the one worth waiting for. */
const ARTICLE_START = 'id="doc-content"';
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const EXPECT_LINK = /<link rel="expect"[^>]*>/g;

/**
 * Wide screens only: below 45em the API tables show each row as a block of its own (src/theme/Api), whose layout
 * does not wait for other rows, and the navbar keeps its items in a menu; there, on phones, the paint is not held.
 */
const WIDE = '(min-width: 45.0625em)';

const expectLink = (id: string) => `<link rel="expect" href="#${id}" blocking="render" media="${WIDE}"/>`;

/**
 * The id of the first element that starts after `from` in `body`, and the body with that id given to it (`id`)
 * if it had none; null if no element follows. Chromium paints once the expected element is in the document, not
 * once it is complete, so the paint is held for the element after the part to be painted whole.
 */
function elementAfter(
  body: string,
  from: number,
  id: string,
  file: string,
): { body: string; id: string } | null {
  START_TAG.lastIndex = from;
  const tag = START_TAG.exec(body);
  if (!tag) return null;
  const own = /\sid="([^"]+)"/.exec(tag[2] ?? '');
  if (own?.[1]) return { body, id: own[1] };
  if (body.includes(`id="${id}"`)) {
    throw new Error(
      `${file}: the id "${id}" is taken by another element; rename that element's id, or the id in ` +
        'src/build/firstPaint.ts',
    );
  }
  const at = tag.index + 1 + (tag[1] ?? '').length;
  return { body: `${body.slice(0, at)} id="${id}"${body.slice(at)}`, id };
}

/**
 * The page with its first paint held until the navbar and the article's first table are parsed on wide screens
 * (see above). A page without the navbar's id fails the build, naming `file`: the navbar changed, and no paint
 * would be held for it.
 */
export function holdFirstPaint(html: string, file: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  // Links written by an earlier build (an incremental build keeps the pages it did not render again) are written
  // anew, so that a change here reaches every page; the ids they gave are found and kept.
  const headStart = html.slice(0, head).replace(EXPECT_LINK, '');
  let body = html.slice(head);
  const navbar = body.indexOf(`id="${NAVBAR_ID}"`);
  const navbarEnd = navbar < 0 ? -1 : body.indexOf('</header>', navbar);
  if (navbarEnd < 0) {
    throw new Error(
      `${file}: the navbar (<header id="${NAVBAR_ID}">…</header>) was not found; give the navbar's <header> that ` +
        'id (src/theme/Navbar/navbarId.ts), or update src/build/firstPaint.ts',
    );
  }
  const ids: string[] = [];
  const afterNavbar = elementAfter(body, navbarEnd, AFTER_NAVBAR_ID, file);
  if (afterNavbar) {
    body = afterNavbar.body;
    ids.push(afterNavbar.id);
  }
  const article = body.indexOf(ARTICLE_START);
  const table = article < 0 ? -1 : body.indexOf('<table', article);
  const nearTop = table >= 0 && textLength(body.slice(article, table)) <= FIRST_SCREEN_TEXT;
  const tableEnd = nearTop ? body.indexOf('</table>', table) : -1;
  const afterTable = tableEnd < 0 ? null : elementAfter(body, tableEnd, AFTER_FIRST_TABLE_ID, file);
  if (afterTable) {
    body = afterTable.body;
    ids.push(afterTable.id);
  }
  return `${headStart}${ids.map(expectLink).join('')}${body}`;
}

/** How many elements the page's first paint is held for (see holdFirstPaint): 0 when it is not held. */
export function firstPaintHolds(html: string): number {
  const head = html.indexOf('</head>');
  return html.slice(0, head === -1 ? html.length : head).match(EXPECT_LINK)?.length ?? 0;
}
