import { DomUtils, parseDocument } from 'htmlparser2';
import { groupContents, type CompactIndex } from '../../src/search/records';

type Document = ReturnType<typeof parseDocument>;
type Node = Document['children'][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

/** Elements whose text is never searchable: code, controls, navigation, hidden and decorative parts. */
const SKIPPED = new Set([
  'pre',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'textarea',
  'select',
  'iframe',
  'canvas',
  // A disclosure's label ("Example") names what it holds, which is read on its own.
  'summary',
  // Column headings ("Name", "Type") say nothing about one page; each row is read whole instead.
  'thead',
]);
/** Elements whose own text becomes one content record; a table row is one record, its cells apart by spaces. */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'caption', 'blockquote', 'figcaption']);
const SPACED = new Set(['br', 'div', 'td', 'th']);
const HEADING = /^h([1-6])$/;
const WIDE = '\u3000-\u30ff\u3400-\u9fff\uff00-\uffef';

/** Whitespace collapsed; a line break between two Japanese characters disappears instead of becoming a space. */
export function cleanText(text: string): string {
  return text
    .replace(new RegExp(`([${WIDE}])[ \\t]*\\n\\s*([${WIDE}])`, 'g'), '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

function isSkipped(element: Element): boolean {
  if (SKIPPED.has(element.name)) return true;
  const attribs = element.attribs;
  if (attribs['aria-hidden'] === 'true' || 'hidden' in attribs || 'data-search-ignore' in attribs)
    return true;
  // A figure that holds a code block is the code block (with its title).
  return (
    element.name === 'figure' && DomUtils.findOne((child) => child.name === 'pre', element.children) !== null
  );
}

/** Text of a node, leaving out skipped elements and (when `stopAtBlocks`) nested blocks, which are read separately. */
function textOf(nodes: Node[], stopAtBlocks: boolean): string {
  let text = '';
  for (const node of nodes) {
    if (DomUtils.isText(node)) text += node.data;
    else if (DomUtils.isTag(node)) {
      if (isSkipped(node)) continue;
      if (
        stopAtBlocks &&
        (BLOCKS.has(node.name) || HEADING.test(node.name) || node.name === 'ul' || node.name === 'ol')
      )
        continue;
      // Heading permalinks ("#") carry no words.
      if (node.name === 'a' && /(^|\s)(anchor|hash-link)/.test(node.attribs.class ?? '')) continue;
      text += textOf(node.children as Node[], stopAtBlocks);
      if (SPACED.has(node.name)) text += ' ';
    }
  }
  return text;
}

/** One page's searchable structure. */
export interface ExtractedPage {
  path: string;
  lvl0: string;
  headings: { level: number; text: string; anchor: string; parent: number }[];
  /** [heading index within the page, text] */
  contents: [number, string][];
  /** The keywords the author gave the page (its frontmatter's), searched with its title but never shown. */
  keywords: string[];
}

/** Keywords as given, whitespace collapsed, without empty ones (no letter or digit), repeats or a case variant. */
export function cleanKeywords(keywords: readonly (string | null | undefined)[] | null | undefined): string[] {
  const kept = new Map<string, string>();
  for (const keyword of keywords ?? []) {
    const clean = cleanText(keyword ?? '');
    if (/[\p{L}\p{N}]/u.test(clean) && !kept.has(clean.toLowerCase())) kept.set(clean.toLowerCase(), clean);
  }
  return [...kept.values()];
}

function findMain(document: Document): Element | null {
  return DomUtils.findOne(
    (element) => element.name === 'main' && element.attribs.id === 'main-content',
    document.children,
  );
}

/** The first category of the page's breadcrumbs (not the home link, not the page itself). */
function breadcrumbCategory(main: Element): string | null {
  const trail = DomUtils.findOne(
    (element) =>
      element.name === 'nav' && DomUtils.findOne((child) => child.name === 'ol', element.children) !== null,
    main.children,
  );
  if (!trail) return null;
  const items = DomUtils.findAll((element) => element.name === 'li', trail.children);
  for (const item of items) {
    if (DomUtils.findOne((element) => element.attribs['aria-current'] === 'page', [item]) !== null) continue;
    const label = cleanText(DomUtils.textContent(item));
    if (label) return label;
  }
  return null;
}

/** The part of `<main>` to read: its one article (not the breadcrumbs, paging and contents around it), else all. */
function contentRoot(main: Element): Element {
  const articles = DomUtils.findAll((element) => element.name === 'article', main.children);
  // A page of several articles (the templates) has its title and introduction outside them.
  return articles.length === 1 ? (articles[0] as Element) : main;
}

/**
 * Reads a built page: `<main id="main-content">`, its article's h1–h6 and text blocks in document order, code and
 * controls skipped. A table row with an id (an API member) is a heading of its own, one level below the table's,
 * named by its row heading and holding the texts of its cells: a search for a prop finds its row. `fallbackLvl0`
 * names the page type when the page has no breadcrumb category; `keywords` are the page's (its frontmatter's).
 */
export function extractPage(
  html: string,
  path: string,
  fallbackLvl0: string,
  keywords: readonly string[] = [],
): ExtractedPage | null {
  const document = parseDocument(html);
  const main = findMain(document);
  if (!main) return null;
  const page: ExtractedPage = {
    path,
    lvl0: breadcrumbCategory(main) ?? fallbackLvl0,
    headings: [],
    contents: [],
    keywords: cleanKeywords(keywords),
  };
  const lastAtLevel: number[] = [];
  /** The heading that the texts read now belong to. */
  let current = -1;
  /** Texts already kept under each heading: a text repeated under another heading is kept there, too. */
  const seen = new Set<string>();

  const ensureHeading = () => {
    if (page.headings.length > 0) return;
    const title = DomUtils.findOne((element) => element.name === 'title', document.children);
    const text = cleanText(title ? DomUtils.textContent(title) : path).replace(/ \| [^|]*$/, '');
    page.headings.push({ level: 1, text, anchor: '', parent: -1 });
    lastAtLevel[1] = 0;
    current = 0;
  };
  const addContent = (text: string) => {
    const clean = cleanText(text);
    if (!clean) return;
    ensureHeading();
    const key = `${current} ${clean}`;
    if (seen.has(key)) return;
    seen.add(key);
    page.contents.push([current, clean]);
  };

  /** A member's row: its name as a heading under the current one, its cells' blocks as its texts. */
  const readRow = (row: Element) => {
    const cells = row.children.filter(
      (child): child is Element => DomUtils.isTag(child) && !isSkipped(child),
    );
    const nameCell = cells.find((cell) => cell.name === 'th') ?? cells[0];
    // The name itself, without the badges beside it ("read-only").
    const named =
      nameCell && (DomUtils.findOne((element) => element.name === 'code', [nameCell]) ?? nameCell);
    const name = named ? cleanText(textOf(named.children as Node[], false)) : '';
    if (!name) return;
    ensureHeading();
    const section = current;
    const level = Math.min(6, (page.headings[section]?.level ?? 1) + 1);
    current = page.headings.push({ level, text: name, anchor: row.attribs.id ?? '', parent: section }) - 1;
    // Cells of one value (a type, a default `0`, a link to the attribute) say nothing without their column; a
    // labelled cell is read when it says more (a default in words).
    for (const cell of cells) {
      if (cell === nameCell) continue;
      if ('data-label' in cell.attribs && !/\S\s+\S/.test(cleanText(textOf(cell.children as Node[], false))))
        continue;
      walk(cell.children as Node[]);
    }
    current = section;
  };

  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!DomUtils.isTag(node) || isSkipped(node)) continue;
      const heading = HEADING.exec(node.name);
      if (heading) {
        const level = Number(heading[1]);
        const text = cleanText(textOf(node.children as Node[], false));
        if (!text) continue;
        let parent = -1;
        for (let above = level - 1; above >= 1; above -= 1) {
          const candidate = lastAtLevel[above];
          if (candidate !== undefined) {
            parent = candidate;
            break;
          }
        }
        page.headings.push({ level, text, anchor: level === 1 ? '' : (node.attribs.id ?? ''), parent });
        current = page.headings.length - 1;
        lastAtLevel[level] = current;
        lastAtLevel.length = level + 1;
        continue;
      }
      if (node.name === 'tr') {
        // A row without an id (a parameter, an event) is one text, its description included.
        if (node.attribs.id) readRow(node);
        else addContent(textOf(node.children as Node[], false));
        continue;
      }
      if (BLOCKS.has(node.name)) addContent(textOf(node.children as Node[], true));
      walk(node.children as Node[]);
    }
  };
  walk(contentRoot(main).children as Node[]);
  ensureHeading();
  return page;
}

/** Pages that are not content: the not-found and search pages. */
export function isSearchablePath(path: string): boolean {
  return !/(^|\/)(404|dev-404-page|search)\/$/.test(path);
}

/** One locale's compact index; contents longer than `maxContent` characters are cut at a word boundary. */
export function buildCompactIndex(
  language: string,
  version: string[],
  pages: ExtractedPage[],
  maxContent = 600,
): CompactIndex {
  const index: CompactIndex = {
    format: 3,
    language,
    version,
    pages: [],
    keywords: [],
    headings: [],
    counts: [],
    texts: [],
  };
  const contents: [number, string][] = [];
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const pageId = index.pages.push([page.path, page.lvl0]) - 1;
    index.keywords.push(page.keywords);
    const offset = index.headings.length;
    for (const heading of page.headings) {
      index.headings.push([
        pageId,
        heading.level,
        heading.text,
        heading.anchor,
        heading.parent < 0 ? -1 : heading.parent + offset,
      ]);
    }
    for (const [heading, text] of page.contents) {
      const cut = text.length > maxContent ? `${text.slice(0, maxContent).replace(/\s+\S*$/, '')}…` : text;
      contents.push([heading + offset, cut]);
    }
  }
  return { ...index, ...groupContents(index.headings.length, contents) };
}
