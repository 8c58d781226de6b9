import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtPages } from './csp';

/**
 * Holds a page's first paint until the article's first table has been parsed, when the table starts on the first
 * screen: its columns take the width of their widest cell, in any row.
 *
 * The browser paints a long page before it has parsed all of it: where its parser happens to stop (the end of a
 * network chunk, the end of its time slice), the page is drawn as far as it goes. A table drawn with half its rows
 * widens its columns when the rest arrives, and every row below the change moves: on the API pages, whose first
 * table is often tens of kilobytes of HTML, a third of the loads from the local server at 1280 × 900 shifted the
 * table by 0.006 to 0.021 (the target is 0.01, the whole page's).
 *
 * `<link rel="expect" href="#id" blocking="render">` in the `<head>` asks the browser not to paint before the
 * element with that id is in the document (HTML, "expect" link type; Chromium since 124, which paints once the
 * element is inserted, not once it is complete; browsers without it paint as before). So the paint waits for the
 * element that follows the article's first table, given an id where it has none (an attribute more in the server's HTML, which React leaves as it is when it hydrates). The page paints
 * once, complete as far as the reader sees, a little later: the first contentful paint of two API pages at 1280 px
 * came 24 and 32 ms later (medians of 7 loads from the local server). An id that the page does not have would hold
 * the paint until the whole page was parsed, so each link is written only with its element.
 */

/** The id given to the element that follows the article's first table, where it has none. */
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
 * does not wait for other rows; there, on phones, the paint is not held.
 */
const WIDE = '(min-width: 45.0625em)';

const expectLink = (id: string) => `<link rel="expect" href="#${id}" blocking="render" media="${WIDE}"/>`;

/**
 * The id of the first element that starts after `from` in `body`, and the body with AFTER_FIRST_TABLE_ID given to
 * it if it had none; null if no element follows. Chromium paints once the expected element is in the document, not
 * once it is complete, so the paint is held for the element after the table.
 */
function elementAfter(body: string, from: number, file: string): { body: string; id: string } | null {
  START_TAG.lastIndex = from;
  const tag = START_TAG.exec(body);
  if (!tag) return null;
  const own = /\sid="([^"]+)"/.exec(tag[2] ?? '');
  if (own?.[1]) return { body, id: own[1] };
  if (body.includes(`id="${AFTER_FIRST_TABLE_ID}"`)) {
    throw new Error(
      `${file}: the id "${AFTER_FIRST_TABLE_ID}" is taken by another element; rename that element's id, or ` +
        'AFTER_FIRST_TABLE_ID in src/build/firstPaint.ts',
    );
  }
  const at = tag.index + 1 + (tag[1] ?? '').length;
  return {
    body: `${body.slice(0, at)} id="${AFTER_FIRST_TABLE_ID}"${body.slice(at)}`,
    id: AFTER_FIRST_TABLE_ID,
  };
}

/**
 * The page with its first paint held until the article's first table is parsed on wide screens, when the table
 * starts on the first screen (see above).
 */
export function holdFirstPaint(html: string, file: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  // Links written by an earlier build (an incremental build keeps the pages it did not render again) are written
  // anew, so that a change here reaches every page; the ids they gave are found and kept.
  const headStart = html.slice(0, head).replace(EXPECT_LINK, '');
  const body = html.slice(head);
  const article = body.indexOf(ARTICLE_START);
  const table = article < 0 ? -1 : body.indexOf('<table', article);
  const nearTop = table >= 0 && textLength(body.slice(article, table)) <= FIRST_SCREEN_TEXT;
  const tableEnd = nearTop ? body.indexOf('</table>', table) : -1;
  const after = tableEnd < 0 ? null : elementAfter(body, tableEnd, file);
  return after ? `${headStart}${expectLink(after.id)}${after.body}` : `${headStart}${body}`;
}

/** Rewrites every built page with holdFirstPaint (those it changes); returns how many pages hold their paint. */
export async function applyFirstPaintHold(publicDir: string): Promise<number> {
  let held = 0;
  for (const file of await builtPages(publicDir)) {
    const full = path.join(publicDir, file);
    const html = await readFile(full, 'utf8');
    const page = holdFirstPaint(html, `public/${file.split(path.sep).join('/')}`);
    if (page !== html) await writeFile(full, page);
    if (page.slice(0, page.indexOf('</head>')).includes('rel="expect"')) held += 1;
  }
  return held;
}
