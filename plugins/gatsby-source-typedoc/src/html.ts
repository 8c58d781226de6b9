import type { HastNode } from '../../../src/build/mdx/hast';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attributeName(name: string): string {
  if (name === 'className') return 'class';
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Serialises the hast our highlighter produces (elements with string or string-list properties, text). */
export function hastToHtml(node: HastNode): string {
  if (node.type === 'text') return escapeHtml(node.value);
  if (node.type === 'element') {
    const attributes = Object.entries(node.properties ?? {})
      .filter(([, value]) => value !== undefined && value !== null && value !== false)
      .map(([name, value]) => {
        const text = Array.isArray(value) ? value.join(' ') : String(value);
        return ` ${attributeName(name)}="${escapeHtml(text)}"`;
      })
      .join('');
    return `<${node.tagName}${attributes}>${node.children.map(hastToHtml).join('')}</${node.tagName}>`;
  }
  return 'children' in node && node.children ? node.children.map(hastToHtml).join('') : '';
}
