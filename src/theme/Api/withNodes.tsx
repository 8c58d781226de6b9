import { Fragment, type ReactNode } from 'react';

/** Marks where a value goes in a translated sentence; a private-use character never occurs in our strings. */
const marker = (name: string) => `\uE001${name}\uE001`;

/**
 * Translates a sentence whose `{{placeholders}}` are React nodes (code, links) rather than text: `translate`
 * gets a marker per placeholder, and the markers in its result are swapped for the nodes.
 */
export function withNodes(
  translate: (values: Record<string, string>) => string,
  nodes: Record<string, ReactNode>,
): ReactNode[] {
  const text = translate(Object.fromEntries(Object.keys(nodes).map((name) => [name, marker(name)])));
  return text
    .split(/\uE001([^\uE001]+)\uE001/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? nodes[part] : part}</Fragment>);
}
