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
  // Column headings ("Name", "Type") say nothing about one page; each row is read whole instead.
  'thead',
]);
/** Elements whose own text becomes one content record; a table row is one record, its cells apart by spaces. */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'caption', 'summary', 'blockquote', 'figcaption']);
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

/**
 * Reads a built page: `<main id="main-content">`, its article's h1–h6 and text blocks in document order, code and
 * controls skipped. `fallbackLvl0` names the page type when the page has no breadcrumb category.
 */
export function extractPage(html: string, path: string, fallbackLvl0: string): ExtractedPage | null {
  const document = parseDocument(html);
  const main = findMain(document);
  if (!main) return null;
  const article = DomUtils.findOne((element) => element.name === 'article', main.children) ?? main;
  const page: ExtractedPage = {
    path,
    lvl0: breadcrumbCategory(main) ?? fallbackLvl0,
    headings: [],
    contents: [],
  };
  const lastAtLevel: number[] = [];
  const seen = new Set<string>();

  const ensureHeading = () => {
    if (page.headings.length > 0) return;
    const title = DomUtils.findOne((element) => element.name === 'title', document.children);
    const text = cleanText(title ? DomUtils.textContent(title) : path).replace(/ \| [^|]*$/, '');
    page.headings.push({ level: 1, text, anchor: '', parent: -1 });
    lastAtLevel[1] = 0;
  };
  const addContent = (text: string) => {
    const clean = cleanText(text);
    if (!clean || seen.has(clean)) return;
    seen.add(clean);
    ensureHeading();
    page.contents.push([page.headings.length - 1, clean]);
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
        lastAtLevel[level] = page.headings.length - 1;
        lastAtLevel.length = level + 1;
        continue;
      }
      if (BLOCKS.has(node.name)) addContent(textOf(node.children as Node[], true));
      walk(node.children as Node[]);
    }
  };
  walk(article.children as Node[]);
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
    format: 2,
    language,
    version,
    pages: [],
    headings: [],
    counts: [],
    texts: [],
  };
  const contents: [number, string][] = [];
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const pageId = index.pages.push([page.path, page.lvl0]) - 1;
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
