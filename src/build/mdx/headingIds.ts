import { createSlugger } from '../slug';
import { type HastNode, textOf, visitElements } from './hast';

/** rehype plugin: gives every h2–h6 a stable id from its text (unless the author set one). */
export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slug = createSlugger();
    visitElements(tree, (element) => {
      if (!/^h[2-6]$/.test(element.tagName)) return;
      const properties = (element.properties ??= {});
      const id = slug(textOf(element));
      if (typeof properties.id !== 'string') properties.id = id;
    });
  };
}
