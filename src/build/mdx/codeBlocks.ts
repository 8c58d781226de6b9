import { codeKey, highlightFence } from './highlight';

/** What an mdast node may hold: a code fence's parts, or children. */
interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdastNode[];
}

/**
 * The highlighted HTML of every fence of an MDX syntax tree (see parseMdx), by the key the MDX compiler gives the
 * same fence (highlight.ts `codeKey`). Fences inside JSX elements count too.
 */
export function codeBlocksHtml(tree: unknown): Record<string, string> {
  const blocks: Record<string, string> = {};
  const visit = (node: MdastNode) => {
    if (node.type === 'code') {
      const language = node.lang ?? 'text';
      const code = node.value ?? '';
      blocks[codeKey(language, node.meta, code)] = highlightFence(language, node.meta, code);
    }
    node.children?.forEach(visit);
  };
  visit(tree as MdastNode);
  return blocks;
}
