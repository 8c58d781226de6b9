import { isValidElement, type ReactNode } from 'react';

/**
 * The text of rendered children, in order: strings and numbers, and the children of elements (`<code>`, highlighted
 * lines); `null`, booleans and other values add nothing. Used for a code block's code and a heading's title.
 */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}
