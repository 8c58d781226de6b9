/**
 * A doc's MDX compiled to the tree its page renders (src/theme/MdxContent/tree.ts): MDX's own pipeline, with our
 * remark and rehype plugins, up to the HTML syntax tree it would turn into JavaScript, turned into data instead.
 * The docs are Markdown with a few listed components (DOC_COMPONENTS) taking plain string attributes; anything a
 * tree of data cannot hold (imports, exports, `{expressions}`) fails the build, naming the file and line.
 * @mdx-js/mdx is ESM-only and gatsby-node is compiled to CommonJS, hence the Function-made import (see gfm.ts).
 */
import { DOC_COMPONENTS, type BodyElement, type BodyNode, type BodyProps } from '../../theme/MdxContent/tree';
import { gfmReady, remarkGfmPlugin } from './gfm';
import type { HastNode } from './hast';
import { rehypeHeadingIds } from './headingIds';
import { rehypeHighlightCode } from './highlight';

interface Processor {
  parse(file: { value: string; path?: string }): unknown;
  run(tree: unknown, file: { value: string; path?: string }): Promise<unknown>;
}
type MdxModule = {
  createProcessor: (options: {
    format: 'mdx';
    remarkPlugins: unknown[];
    rehypePlugins: unknown[];
  }) => Processor;
};

const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<MdxModule>;

/** A place in a doc that the page's tree cannot hold, with its line in the file. */
export class DocContentError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Table parts hold no text: MDX drops the whitespace between their cells, as React requires. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const COMPONENTS = new Set<string>(DOC_COMPONENTS);

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdxNode[];
  position?: { start: { line: number } };
}

/** hast properties as React takes them: `dataCompiledSrc` → `data-compiled-src`, class lists joined. */
function propsOf(node: MdxNode): BodyProps | null {
  const props: BodyProps = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const name = /^(data|aria)[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : key;
    props[name] = Array.isArray(value) ? value.join(' ') : (value as string | number | boolean);
  }
  return Object.keys(props).length > 0 ? props : null;
}

/** A JSX element's attributes: strings, or bare (true). */
function attributesOf(node: MdxNode, line: number): BodyProps | null {
  const props: BodyProps = {};
  for (const attribute of node.attributes ?? []) {
    const value = attribute.value;
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      throw new DocContentError(line, `<${node.name ?? ''}> spreads attributes; write each as name="value"`);
    }
    if (value !== null && value !== undefined && typeof value !== 'string') {
      throw new DocContentError(
        line,
        `<${node.name ?? ''} ${attribute.name}={…}> takes an expression; docs' components take strings only (${attribute.name}="…")`,
      );
    }
    props[attribute.name] = value ?? true;
  }
  return Object.keys(props).length > 0 ? props : null;
}

/** `{/* a comment *\/}`: MDX renders nothing for it. */
const isComment = (expression: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);

function convert(node: MdxNode, parentTag: string | null, lineOffset: number): BodyNode[] {
  const line = (node.position?.start.line ?? 1) + lineOffset;
  const children = (tag: string | null) =>
    (node.children ?? []).flatMap((child) => convert(child, tag, lineOffset));
  switch (node.type) {
    case 'text': {
      const value = node.value ?? '';
      return parentTag && TABLE_PARTS.has(parentTag) && value.trim() === '' ? [] : [value];
    }
    case 'element': {
      const tag = node.tagName ?? 'div';
      const element: BodyElement = [tag, propsOf(node), ...children(tag)];
      return [element];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name;
      if (!name)
        throw new DocContentError(line, 'a fragment (<>…</>) cannot be rendered from data; remove it');
      const isTag = /^[a-z][a-z0-9-]*$/.test(name);
      if (!isTag && !COMPONENTS.has(name)) {
        throw new DocContentError(
          line,
          `<${name}> is not a component docs can use; use one of ${DOC_COMPONENTS.join(', ')}`,
        );
      }
      const element: BodyElement = [name, attributesOf(node, line), ...children(name)];
      return [element];
    }
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (isComment(node.value ?? '')) return [];
      throw new DocContentError(
        line,
        `the expression {${(node.value ?? '').trim().slice(0, 40)}} cannot be rendered from data; write the text itself, or escape the brace as \\{`,
      );
    case 'mdxjsEsm':
      throw new DocContentError(
        line,
        'import and export are not available in docs; use a listed component, or a ```tsx live example for code',
      );
    case 'comment':
      return [];
    case 'root':
      return children(null);
    default:
      throw new DocContentError(line, `a ${node.type} node cannot be rendered from data`);
  }
}

/** The page tree of a compiled doc's HTML syntax tree; `lineOffset` lines (the frontmatter) precede the body. */
export function bodyTreeOf(root: HastNode, lineOffset = 0): BodyNode[] {
  return convert(root as MdxNode, null, lineOffset);
}

/** Each compiled file's HTML syntax tree, by path, until its compileBodyTree takes it (compiles may overlap). */
const captured = new Map<string, unknown>();
const processors = new Map<string | undefined, Promise<Processor>>();

/** MDX with the docs' plugins, keeping the HTML syntax tree it compiles from. */
function docProcessor(liveExamplesDir?: string): Promise<Processor> {
  let processor = processors.get(liveExamplesDir);
  if (processor) return processor;
  processor = Promise.all([
    importEsm('@mdx-js/mdx').catch(() => import('@mdx-js/mdx') as unknown as Promise<MdxModule>),
    gfmReady(),
  ]).then(([mdx]) => {
    const capture = () => (tree: unknown, file: { path?: string }) => {
      captured.set(file.path ?? '', structuredClone(tree));
    };
    return mdx.createProcessor({
      format: 'mdx',
      remarkPlugins: [remarkGfmPlugin],
      rehypePlugins: [rehypeHeadingIds, [rehypeHighlightCode, { liveExamplesDir }], capture],
    });
  });
  processors.set(liveExamplesDir, processor);
  return processor;
}

/**
 * A doc's body (without frontmatter) compiled to its page tree; `path` names the file in errors (and in live
 * examples' errors), `lineOffset` lines precede the body. Throws DocContentError for what the tree cannot hold.
 * Live examples are compiled into `liveExamplesDir` (by default where the build serves them from).
 */
export async function compileBodyTree(
  body: string,
  path: string,
  lineOffset = 0,
  liveExamplesDir?: string,
): Promise<BodyNode[]> {
  const mdx = await docProcessor(liveExamplesDir);
  const file = { value: body, path };
  await mdx.run(mdx.parse(file), file);
  const tree = captured.get(path);
  captured.delete(path);
  return bodyTreeOf(tree as HastNode, lineOffset);
}
