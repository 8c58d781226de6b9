import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HastElement, HastNode } from './hast';
import { textOf } from './hast';
import { parseMdx } from '../mdxSyntax';
import { codeBlocksHtml } from './codeBlocks';
import { codeKey, highlightToLines, parseCodeMeta, rehypeHighlightCode, tokenClass } from './highlight';
import { rehypeHeadingIds } from './headingIds';

describe('parseCodeMeta', () => {
  it('reads title, highlighted line ranges and the live flag', () => {
    const meta = parseCodeMeta('title="Knob.tsx" {1,3-4} live');
    expect(meta.title).toBe('Knob.tsx');
    expect([...meta.highlightedLines]).toEqual([1, 3, 4]);
    expect(meta.live).toBe(true);
  });
  it('does not take "live" inside a title for the flag', () => {
    expect(parseCodeMeta('title="live demo"').live).toBe(false);
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, highlightedLines: new Set(), live: false });
  });
});

describe('highlightToLines', () => {
  it('keeps the text, cuts it into lines and marks highlighted ones', () => {
    const code = 'const a = 1;\n// note\nlet b = "x";';
    const lines = highlightToLines(code, 'typescript', new Set([2]));
    expect(lines).toHaveLength(3);
    expect(lines.map(textOf).join('')).toBe(code);
    expect(lines[1]?.properties?.className).toContain('code-line--highlighted');
    const keyword = (lines[0]?.children[0] as HastElement).properties?.className;
    expect(keyword).toEqual(['token', 'keyword']);
  });
  it('gives each run one span of its colour: neighbours of one colour and the spaces between them are one', () => {
    const [line] = highlightToLines('import { a, b } from "x";', 'typescript', new Set());
    const spans = (line?.children ?? []).map((child) =>
      child.type === 'element' ? [String(child.properties?.className), textOf(child)] : ['', textOf(child)],
    );
    expect(spans).toEqual([
      ['token,keyword', 'import '],
      ['token,punctuation', '{'],
      ['', ' a'],
      ['token,punctuation', ','],
      ['', ' b '],
      ['token,punctuation', '} '],
      ['token,keyword', 'from '],
      ['token,string', '"x"'],
      ['token,punctuation', ';'],
    ]);
  });
  it("keeps a line's leading spaces as text before its first run", () => {
    const lines = highlightToLines('if (a) {\n  return 1;\n}', 'typescript', new Set());
    expect(lines.map(textOf).join('')).toBe('if (a) {\n  return 1;\n}');
    expect(lines[1]?.children[0]).toEqual({
      type: 'element',
      tagName: 'span',
      properties: { className: ['token', 'keyword'] },
      children: [{ type: 'text', value: '  return ' }],
    });
  });
  it('falls back to plain text for unknown languages', () => {
    const lines = highlightToLines('a <b>\nc', 'klingon', new Set());
    expect(lines.map(textOf).join('')).toBe('a <b>\nc');
    expect(lines[0]?.children[0]).toEqual({ type: 'text', value: 'a <b>' });
  });
});

describe('tokenClass', () => {
  it("names the colour group whose rule comes last in code.css, as the cascade of Prism's names would", () => {
    expect(tokenClass(['tag', 'punctuation'])).toBe('token punctuation');
    expect(tokenClass(['tag', 'attr-value', 'punctuation'])).toBe('token punctuation');
    expect(tokenClass(['tag', 'script', 'language-javascript'])).toBe('token tag');
    expect(tokenClass(['tag', 'attr-name'])).toBe('token attr-name');
    expect(tokenClass(['class-name'])).toBe('token function');
    expect(tokenClass(['template-string', 'string'])).toBe('token string');
  });
  it("keeps a comment's italics where something inside it is coloured otherwise", () => {
    expect(tokenClass(['comment'])).toBe('token comment');
    expect(tokenClass(['comment', 'keyword'])).toBe('token comment keyword');
  });
  it('gives no class to names code.css does not colour', () => {
    expect(tokenClass([])).toBeUndefined();
    expect(tokenClass(['inserted', 'prefix'])).toBeUndefined();
  });
});

describe('codeBlocksHtml', () => {
  it('highlights every fence of an MDX body, inside JSX too, under the key the compiler gives it', async () => {
    const body = [
      '# Knob',
      '',
      '```tsx title="App.tsx" {2}',
      'const a = 1;',
      'render(<Knob />);',
      '```',
      '',
      '<details>',
      '',
      '```',
      'plain <text> & more',
      '```',
      '',
      '</details>',
    ].join('\n');
    const blocks = codeBlocksHtml(await parseMdx(body));
    const tsx = blocks[codeKey('tsx', 'title="App.tsx" {2}', 'const a = 1;\nrender(<Knob />);')];
    expect(tsx).toMatch(/^<span class="code-line"><span class="token keyword">const<\/span>/);
    expect(tsx).toMatch(/\n<\/span><span class="code-line code-line--highlighted">(<[^>]+>)?render/);
    expect(blocks[codeKey('text', undefined, 'plain <text> & more')]).toBe(
      '<span class="code-line">plain &lt;text&gt; &amp; more</span>',
    );
    expect(Object.keys(blocks)).toHaveLength(2);
  });
});

describe('rehype plugins', () => {
  it('highlight a fenced block and record its meta on the pre', () => {
    const code: HastElement = {
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-tsx'] },
      data: { meta: 'title="App.tsx" live' },
      children: [{ type: 'text', value: '<Knob value={1} />\n' }],
    };
    const pre: HastElement = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
    const liveExamplesDir = mkdtempSync(path.join(tmpdir(), 'live-examples-'));
    rehypeHighlightCode({ liveExamplesDir })({ type: 'root', children: [pre] });
    expect(pre.properties).toMatchObject({ dataLanguage: 'tsx', dataTitle: 'App.tsx', dataLive: 'true' });
    // The highlighted lines travel in the page data, by the fence's key; the code element is left empty.
    expect(textOf(pre)).toBe('');
    expect(pre.properties?.dataCode).toBe(codeKey('tsx', 'title="App.tsx" live', '<Knob value={1} />'));
    // Compiled at build time into a file of its own, so the page runs the example without loading a compiler.
    const src = String(pre.properties?.dataCompiledSrc);
    expect(src).toMatch(/^\/live\/[0-9a-f]{16}\.js$/);
    const compiled = readFileSync(path.join(liveExamplesDir, path.basename(src)), 'utf8');
    expect(compiled).toMatch(/^"use strict";render\(/);
    expect(compiled).toContain('React.createElement(Knob');
  });
  it('compile live React examples only: HTML ones and plain fences carry no compiled code', () => {
    const fence = (language: string, meta: string): HastElement => ({
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: { className: [`language-${language}`] },
          data: { meta },
          children: [{ type: 'text', value: '<vibrato-knob></vibrato-knob>\n' }],
        },
      ],
    });
    const html = fence('html', 'live');
    const plain = fence('tsx', '');
    rehypeHighlightCode()({ type: 'root', children: [html, plain] });
    expect(html.properties?.dataLive).toBe('true');
    expect(html.properties?.dataCompiledSrc).toBeUndefined();
    expect(plain.properties?.dataCompiledSrc).toBeUndefined();
  });
  it('fail the build on a live example that does not compile, naming the file and the fence’s line', () => {
    const pre: HastElement = {
      type: 'element',
      tagName: 'pre',
      properties: {},
      position: { start: { line: 12 } },
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: { className: ['language-tsx'] },
          data: { meta: 'live' },
          children: [
            { type: 'text', value: 'export function A() {\n  const = 2;\n  return <Knob value={1} />;\n}\n' },
          ],
        },
      ],
    };
    expect(() =>
      rehypeHighlightCode()(
        { type: 'root', children: [pre] },
        { path: 'content/docs/en/components/knob.mdx' },
      ),
    ).toThrow(
      /^content\/docs\/en\/components\/knob\.mdx:12: the live example does not compile \(.*\(2:\d+\)/,
    );
  });
  it('give headings unique ids, Japanese included', () => {
    const heading = (text: string): HastElement => ({
      type: 'element',
      tagName: 'h2',
      children: [{ type: 'text', value: text }],
    });
    const nodes = [heading('Usage'), heading('Usage'), heading('はじめに'), heading('Props & events')];
    const tree: HastNode = { type: 'root', children: nodes };
    rehypeHeadingIds()(tree);
    expect(nodes.map((node) => node.properties?.id)).toEqual([
      'usage',
      'usage-1',
      'はじめに',
      'props-events',
    ]);
  });
});
