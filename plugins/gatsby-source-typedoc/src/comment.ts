import { highlightToLines, parseCodeMeta } from '../../../src/build/mdx/highlight';
import { escapeHtml, hastToHtml } from './html';
import type { TdDisplayPart } from './json';
import { renderMarkdown } from './markdown';
import type { RichText } from './model-types';

/** Finds the site path of a `{@link}` target, or null when it names nothing we document. */
export type LinkResolver = (part: TdDisplayPart) => string | null;

const LANGUAGE_ALIASES: Record<string, string> = {
  html: 'markup',
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
};

/** A fenced code block (as TypeDoc keeps it: "```tsx title=\"App.tsx\"\n…\n```") highlighted like the docs' code. */
export function renderCodeFence(fence: string): RichText[number] {
  const match = /^```([^\n]*)\n([\s\S]*?)\n?```$/.exec(fence.trim());
  const info = (match?.[1] ?? '').trim();
  const code = match?.[2] ?? fence;
  const [requested = 'text', ...metaParts] = info.split(/\s+/);
  const language = LANGUAGE_ALIASES[requested] ?? (requested || 'text');
  const meta = parseCodeMeta(metaParts.join(' '));
  const html = highlightToLines(code, language, meta.highlightedLines).map(hastToHtml).join('');
  return { type: 'code', language, title: meta.title ?? null, html };
}

/**
 * The text of a code span as CommonMark reads it: without its backticks, and without the one space on each side
 * that lets a span start or end with a backtick (``` `` `a` `` ``` is `` `a` ``).
 */
export function codeSpanText(span: string): string {
  const text = span.replace(/^`+|`+$/g, '');
  return /^ .*[^ ].* $/s.test(text) ? text.slice(1, -1) : text;
}

/**
 * Renders TypeDoc comment parts to HTML blocks. Code spans become `<code>`, fenced code becomes highlighted
 * code blocks, `{@link X}` becomes a link to X's page; a link that `resolve` cannot place is reported through
 * `onUnresolved` (the build turns those into an error) and rendered as plain code.
 */
export function renderComment(
  parts: readonly TdDisplayPart[],
  resolve: LinkResolver,
  onUnresolved: (target: string) => void,
): RichText {
  const blocks: RichText = [];
  const inline: string[] = [];
  let markdown = '';
  const placeholder = (html: string) => {
    inline.push(html);
    return `\uE000${inline.length - 1}\uE000`;
  };
  const flush = () => {
    const html = renderMarkdown(markdown).replace(
      /\uE000(\d+)\uE000/g,
      (_whole, index: string) => inline[Number(index)] ?? '',
    );
    if (html) blocks.push({ type: 'html', html });
    markdown = '';
  };
  for (const part of parts) {
    if (part.kind === 'code' && part.text.startsWith('```')) {
      flush();
      blocks.push(renderCodeFence(part.text));
    } else if (part.kind === 'code') {
      markdown += placeholder(`<code>${escapeHtml(codeSpanText(part.text))}</code>`);
    } else if (part.kind === 'inline-tag' && /^@link(code|plain)?$/.test(part.tag ?? '')) {
      const href = resolve(part);
      const label = escapeHtml(part.text);
      const text = part.tag === '@linkplain' ? label : `<code>${label}</code>`;
      if (href === null) {
        onUnresolved(part.text);
        markdown += placeholder(text);
      } else {
        markdown += placeholder(`<a href="${escapeHtml(href)}">${text}</a>`);
      }
    } else {
      markdown += part.text;
    }
  }
  flush();
  return blocks;
}

/** The first paragraph of rendered comment as plain text (for meta descriptions and index lists). */
export function plainSummary(blocks: RichText): string {
  const first = blocks.find((block) => block.type === 'html');
  if (!first) return '';
  const paragraph = /^<(p|ul)>([\s\S]*?)<\/\1>/.exec(first.html)?.[2] ?? first.html;
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}
