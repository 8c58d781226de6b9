import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { BodyNode, BodyProps, DocComponentName, DocElementName } from './tree';

/** Any component: each takes the props the docs give it, which the build checked (src/build/mdx/bodyTree.ts). */
export type DocComponents = Record<DocComponentName | DocElementName, ComponentType<never>>;

function render(node: BodyNode, components: DocComponents): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const component =
    (components as unknown as Partial<Record<string, ComponentType<BodyProps>>>)[type] ?? (type as 'div');
  return createElement(component, props, ...children.map((child) => render(child, components)));
}

/** A doc's content from the build's tree (see tree.ts), rendered as MDX renders it with `components`. */
export function MdxContent({ tree, components }: { tree: BodyNode[]; components: DocComponents }) {
  return createElement(Fragment, null, ...tree.map((node) => render(node, components)));
}
