/**
 * A doc's content as the build hands it to the page: the tree MDX would render, as data. Every doc page then runs
 * the same template (src/templates/doc.tsx) instead of a component of its own, so a page's JavaScript does not grow
 * with the number of docs (Gatsby lists every page component in the code every page loads).
 *
 * A node is a text, or `[type, props, ...children]`: an HTML tag or one of DOC_COMPONENTS, with its props as React
 * takes them (`className`, `data-language`, `packages`).
 */
export type BodyNode = string | BodyElement;
export type BodyElement = [type: string, props: BodyProps | null, ...children: BodyNode[]];
export type BodyProps = Record<string, string | number | boolean>;

/** The components a doc may use in MDX (`<Tip>`, `<InstallTabs packages="…" />`); the build refuses others. */
export const DOC_COMPONENTS = ['InstallTabs', 'Note', 'Tip', 'Info', 'Warning', 'Danger'] as const;
export type DocComponentName = (typeof DOC_COMPONENTS)[number];

/** The HTML elements the doc template renders with components of its own. */
export type DocElementName = 'a' | 'pre' | 'h2' | 'h3';
