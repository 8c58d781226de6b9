/**
 * Sidebars are data: built at build time (from the content folders, or from the API reference nodes), stored as
 * `DocSidebar` GraphQL nodes (one per sidebar and locale), and read by pages to render the sidebar, breadcrumbs
 * and previous/next paging.
 */

/** A page in a sidebar. `href` is the site path with locale prefix and trailing slash. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

/** A collapsible group. With `href` the category has its own index page. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

/** The GraphQL node: `docSidebar(sidebarId: {eq: $sidebarId}, locale: {eq: $language}) { items }`. */
export interface DocSidebarNode {
  sidebarId: string;
  locale: string;
  /** JSON-serialised `SidebarItem[]`. */
  items: string;
}

/** Node type name of sidebars in the Gatsby data layer. */
export const SIDEBAR_NODE_TYPE = 'DocSidebar';
