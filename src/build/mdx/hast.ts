/** The few hast (HTML syntax tree) shapes our rehype plugins read and write. */
export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
  data?: { meta?: string | null };
  /** Where the element was written in the source file (1-based lines). */
  position?: { start: { line: number } };
}
export interface HastOther {
  type:
    | 'root'
    | 'comment'
    | 'doctype'
    | 'raw'
    | 'mdxJsxFlowElement'
    | 'mdxJsxTextElement'
    | 'mdxFlowExpression'
    | 'mdxTextExpression'
    | 'mdxjsEsm';
  children?: HastNode[];
  value?: string;
}
export type HastNode = HastText | HastElement | HastOther;

/** Visits every element below `node`, parents before children. */
export function visitElements(
  node: HastNode,
  visit: (element: HastElement, parent: HastNode | null) => void,
  parent: HastNode | null = null,
): void {
  if (node.type === 'element') visit(node, parent);
  const children = 'children' in node ? node.children : undefined;
  if (children) for (const child of [...children]) visitElements(child, visit, node);
}

/** The text content of a node, as the reader sees it. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  const children = 'children' in node ? node.children : undefined;
  return children ? children.map(textOf).join('') : '';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/**
 * Serialises the few hast shapes the highlighter makes (elements with a class, and text) to HTML. Code blocks
 * travel to the browser as such strings: far less JavaScript than one JSX call per token.
 */
export function toHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.value);
      if (node.type !== 'element') return '';
      const className = node.properties?.className;
      const classes = Array.isArray(className) ? className.join(' ') : undefined;
      const attributes = classes ? ` class="${escapeHtml(classes)}"` : '';
      return `<${node.tagName}${attributes}>${toHtml(node.children)}</${node.tagName}>`;
    })
    .join('');
}
