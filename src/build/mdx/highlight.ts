import { createHash } from 'node:crypto';
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';
import { compileExample, writeCompiledExample } from './compileExample';
import type { HastElement, HastNode } from './hast';
import { textOf, toHtml, visitElements } from './hast';

/** Languages our docs use; others render as plain text. */
const LANGUAGES = ['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff'];
loadLanguages(LANGUAGES);

const ALIASES: Record<string, string> = {
  html: 'markup',
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
};

/** What a fence's meta string says: ```tsx title="Knob.tsx" {1,3-4} live */
export interface CodeMeta {
  title?: string;
  highlightedLines: Set<number>;
  live: boolean;
}

/** Parses a code fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(text);
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  const highlightedLines = new Set<number>();
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [start, end] = part.trim().split('-').map(Number);
    if (start === undefined || Number.isNaN(start)) continue;
    for (let line = start; line <= (end ?? start); line += 1) highlightedLines.add(line);
  }
  const withoutStrings = text.replace(/title=("[^"]*"|'[^']*')/, '');
  return {
    title: title?.[1] ?? title?.[2],
    highlightedLines,
    live: /(^|\s)live(\s|$)/.test(withoutStrings),
  };
}

type Token = string | Prism.Token;

/**
 * The colour groups of src/theme/code.css, in the order of its rules: where a token has the names of several
 * groups (Prism nests tokens, so a bracket inside a tag is `tag punctuation`), the last rule that matches gives its
 * colour. A run of text is given `token` and the first name of its group only, which code.css colours the same way.
 */
const COLOUR_GROUPS: readonly (readonly string[])[] = [
  ['comment', 'prolog'],
  ['keyword', 'builtin', 'important'],
  ['string', 'attr-value', 'template-string'],
  ['number', 'boolean', 'constant'],
  ['function', 'class-name'],
  ['tag', 'selector'],
  ['attr-name', 'property'],
  ['punctuation', 'operator'],
];

/** The comment's group: its rule in code.css sets the italics too, not only the colour. */
const [COMMENT_GROUP = []] = COLOUR_GROUPS;

/**
 * The class a run of text needs to look as Prism's full list of names would make it look in code.css: `token` and
 * its colour group's name (with `comment` before it where the run is inside a comment but coloured otherwise), or
 * none where no rule of code.css matches.
 */
export function tokenClass(names: readonly string[]): string | undefined {
  let group: readonly string[] | undefined;
  for (const candidate of COLOUR_GROUPS)
    if (candidate.some((name) => names.includes(name))) group = candidate;
  if (!group) return undefined;
  const italic = group !== COMMENT_GROUP && names.some((name) => COMMENT_GROUP.includes(name));
  return italic ? `token comment ${group[0]}` : `token ${group[0]}`;
}

/** Flattens Prism's token tree into runs of text with the class they need (see tokenClass). */
function flatten(tokens: Token[], names: string[] = []): { text: string; className: string | undefined }[] {
  return tokens.flatMap((token) => {
    if (typeof token === 'string') return [{ text: token, className: tokenClass(names) }];
    const alias = token.alias === undefined ? [] : Array.isArray(token.alias) ? token.alias : [token.alias];
    const nested = [...names, token.type, ...alias];
    const content = token.content;
    return flatten(Array.isArray(content) ? content : [content as Token], nested);
  });
}

/**
 * A line's runs as few nodes as show the same: neighbours of one class are one span, and a run of spaces joins
 * the run before it (or, at the start of a line, the one after), since no rule of code.css shows on a space.
 */
function lineNodes(runs: { text: string; className: string | undefined }[]): HastNode[] {
  const merged: { text: string; className: string | undefined }[] = [];
  let leadingSpace = '';
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (/^[ \t]*$/.test(run.text)) {
      if (last) last.text += run.text;
      else leadingSpace += run.text;
    } else if (last && last.className === run.className) {
      last.text += run.text;
    } else {
      merged.push({ text: leadingSpace + run.text, className: run.className });
      leadingSpace = '';
    }
  }
  if (leadingSpace) merged.push({ text: leadingSpace, className: undefined });
  return merged.map(({ text, className }) =>
    className
      ? {
          type: 'element',
          tagName: 'span',
          properties: { className: className.split(' ') },
          children: [{ type: 'text', value: text }],
        }
      : { type: 'text', value: text },
  );
}

/** Highlights code into hast lines: one `span.code-line` per line holding the token spans. */
export function highlightToLines(code: string, language: string, highlighted: Set<number>): HastElement[] {
  const grammar = Prism.languages[language];
  const runs = grammar ? flatten(Prism.tokenize(code, grammar)) : [{ text: code, className: undefined }];
  // Each line's runs, cut at the line breaks.
  const lineRuns: { text: string; className: string | undefined }[][] = [[]];
  for (const run of runs) {
    run.text.split('\n').forEach((part, index) => {
      if (index > 0) lineRuns.push([]);
      if (part !== '') lineRuns[lineRuns.length - 1]?.push({ text: part, className: run.className });
    });
  }
  return lineRuns.map((parts, index) => {
    const children = lineNodes(parts);
    // The line break stays inside the line it ends, so that copied text keeps it.
    if (index < lineRuns.length - 1) children.push({ type: 'text', value: '\n' });
    return {
      type: 'element',
      tagName: 'span',
      properties: {
        className: highlighted.has(index + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line'],
      },
      children,
    };
  });
}

/**
 * A fence's key: its language as written, meta string and code. The MDX compiler puts it on the `<pre>` and the
 * doc node's `codeHtml` field maps it to the highlighted HTML, so the HTML reaches the page in its page data (JSON)
 * rather than in its JavaScript.
 */
export function codeKey(language: string, meta: string | null | undefined, code: string): string {
  return createHash('sha1')
    .update(`${language}\u0000${meta ?? ''}\u0000${code}`)
    .digest('hex')
    .slice(0, 16);
}

/** A fence's highlighted lines as one HTML string (PreBlock renders it into the `code` element). */
export function highlightFence(language: string, meta: string | null | undefined, code: string): string {
  return toHtml(highlightToLines(code, ALIASES[language] ?? language, parseCodeMeta(meta).highlightedLines));
}

/** Languages whose live fences are React examples (the others, `html`, run in a frame as written). */
const REACT_LIVE_LANGUAGES = new Set(['tsx', 'jsx']);

/** The example compiled for the page, or an error naming the file and the line of the fence. */
function compileLiveExample(source: string, path: string, fenceLine: number | undefined): string {
  try {
    return compileExample(source);
  } catch (error) {
    const where = fenceLine === undefined ? path : `${path}:${fenceLine}`;
    throw new Error(
      `${where}: the live example does not compile (${(error as Error).message}, counting from the fence's ` +
        'first code line); fix its code or drop `live` from the fence',
    );
  }
}

/**
 * rehype plugin: records on every fence's `<pre>`, for the PreBlock component, its key (the highlighted HTML is in
 * the doc node's `codeHtml` field, see codeBlocks.ts), title, language and live flag as data attributes. A live
 * React example is compiled, written to a file of its own, and its path recorded too.
 */
export function rehypeHighlightCode(options: { liveExamplesDir?: string } = {}) {
  return (tree: HastNode, file?: { path?: string }) => {
    visitElements(tree, (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find(
        (child): child is HastElement => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      const classNames = (code.properties?.className as string[] | undefined) ?? [];
      const requested =
        classNames.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const language = ALIASES[requested] ?? requested;
      const rawMeta = code.data?.meta;
      const meta = parseCodeMeta(rawMeta);
      const source = textOf(code).replace(/\n$/, '');
      const compiled =
        meta.live && REACT_LIVE_LANGUAGES.has(language)
          ? compileLiveExample(source, file?.path ?? 'an MDX file', pre.position?.start.line)
          : undefined;
      code.children = [];
      code.properties = { ...code.properties, className: [`language-${language}`] };
      pre.properties = {
        ...pre.properties,
        className: [`language-${language}`],
        dataLanguage: requested,
        dataCode: codeKey(requested, rawMeta, source),
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.live ? { dataLive: 'true' } : {}),
        ...(compiled === undefined
          ? {}
          : { dataCompiledSrc: writeCompiledExample(compiled, options.liveExamplesDir) }),
      };
    });
  };
}
