import { escapeHtml } from './html';

/**
 * The small Markdown subset our TSDoc comments use, rendered to HTML: paragraphs, `- ` lists (with indented
 * continuation lines), `**strong**`, `*emphasis*` and `[text](url)` links. Code spans, code blocks and
 * `{@link}` tags never reach this function: the caller swaps them for placeholder tokens (`\uE000N\uE000`),
 * which pass through untouched, and puts their HTML back afterwards.
 */
export function renderMarkdown(markdown: string): string {
  const blocks = markdown
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return blocks.map(renderBlock).join('');
}

function renderBlock(block: string): string {
  const lines = block.split('\n');
  const firstItem = lines.findIndex((line) => /^\s*[-*] /.test(line));
  if (firstItem === -1) return `<p>${renderInline(lines.join('\n'))}</p>`;
  const lead = lines.slice(0, firstItem).join('\n');
  const items: string[] = [];
  for (const line of lines.slice(firstItem)) {
    const item = /^\s*[-*] (.*)$/.exec(line);
    if (item) items.push(item[1] ?? '');
    else items[items.length - 1] += `\n${line.trim()}`;
  }
  const list = `<ul>${items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</ul>`;
  return (lead ? `<p>${renderInline(lead)}</p>` : '') + list;
}

/** Japanese and other full-width characters: a line break between them is not a space. */
const WIDE = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** Full-width punctuation and brackets (、。「」（）！？ …), which take no space beside code either. */
const WIDE_PUNCTUATION = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/;
/** The end of a placeholder for a code span or `{@link}` (see renderMarkdown). */
const PLACEHOLDER = '\uE000';

/**
 * Joins wrapped lines: with a space between words, with nothing where either side is a full-width character.
 * Code (a placeholder) keeps its space beside Japanese words, as the comments write it on one line
 * (`返す {@link X} を`), but not beside full-width punctuation (`（{@link X}）`).
 */
function joinLines(text: string): string {
  return text.replace(/\s*\n\s*/g, (gap, offset: number) => {
    const before = text[offset - 1] ?? '';
    const after = text[offset + gap.length] ?? '';
    if (before === PLACEHOLDER || after === PLACEHOLDER) {
      const other = before === PLACEHOLDER ? after : before;
      return WIDE_PUNCTUATION.test(other) ? '' : ' ';
    }
    return WIDE.test(before) || WIDE.test(after) ? '' : ' ';
  });
}

/** Inline Markdown: escapes the text, then strong, emphasis and links. */
export function renderInline(text: string): string {
  return escapeHtml(joinLines(text))
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])\*([^*\s][^*]*?)\*(?=[\s.,;:)!?]|$)/g, '$1<em>$2</em>')
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_whole, label: string, href: string) => `<a href="${href}">${label}</a>`,
    );
}
