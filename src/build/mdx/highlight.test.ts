import { describe, expect, it } from 'vitest';
import type { HastElement, HastNode } from './hast';
import { textOf } from './hast';
import { highlightToLines, parseCodeMeta, rehypeHighlightCode } from './highlight';
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
  it('falls back to plain text for unknown languages', () => {
    const lines = highlightToLines('a <b>\nc', 'klingon', new Set());
    expect(lines.map(textOf).join('')).toBe('a <b>\nc');
    expect(lines[0]?.children[0]).toEqual({ type: 'text', value: 'a <b>' });
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
    rehypeHighlightCode()({ type: 'root', children: [pre] });
    expect(pre.properties).toMatchObject({ dataLanguage: 'tsx', dataTitle: 'App.tsx', dataLive: 'true' });
    expect(textOf(pre)).toBe('<Knob value={1} />');
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
