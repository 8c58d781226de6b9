import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { LOCALES, localizePath } from '../../../src/i18n/paths';
import { WEB_COMPONENTS_ROUTE } from '../../gatsby-source-custom-elements/src/routes';
import type { SidebarItem } from '../../../src/sidebar/types';
import { SIDEBAR_NODE_TYPE } from '../../../src/sidebar/types';
import {
  API_KINDS,
  API_PACKAGES,
  PACKAGE_NAMES,
  packageRoute,
  type ApiKind,
  type ApiPackage,
} from './routes';

export const API_SIDEBAR_ID = 'apiSidebar';
/** The label of the web-components category, like the other packages' categories. */
export const WEB_COMPONENTS_LABEL = '@vibrato-ui/web-components';

/** What the sidebar needs of a symbol. */
export interface SidebarSymbol {
  package: ApiPackage;
  kind: ApiKind;
  name: string;
  route: string;
}

/** What the sidebar needs of a custom element (a CustomElement node). */
export interface SidebarElement {
  tagName: string;
  route: string;
}

/**
 * The API sidebar of one locale: each TypeDoc package (linking to its index page) → kind → names, then the
 * web components (linking to their index page) → element tag names, all in alphabetical order. `kindLabel`
 * gives the heading of a kind in that locale.
 */
export function buildApiSidebar(
  symbols: readonly SidebarSymbol[],
  elements: readonly SidebarElement[],
  locale: string,
  kindLabel: (kind: ApiKind) => string,
): SidebarItem[] {
  const packages: SidebarItem[] = API_PACKAGES.map((pkg) => ({
    type: 'category' as const,
    label: PACKAGE_NAMES[pkg],
    href: localizePath(packageRoute(pkg), locale),
    items: API_KINDS.flatMap((kind) => {
      const names = symbols
        .filter((symbol) => symbol.package === pkg && symbol.kind === kind)
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      if (names.length === 0) return [];
      return [
        {
          type: 'category' as const,
          label: kindLabel(kind),
          items: names.map((symbol) => ({
            type: 'link' as const,
            label: symbol.name,
            href: localizePath(symbol.route, locale),
          })),
        },
      ];
    }),
  }));
  if (elements.length === 0) return packages;
  const webComponents: SidebarItem = {
    type: 'category',
    label: WEB_COMPONENTS_LABEL,
    href: localizePath(WEB_COMPONENTS_ROUTE, locale),
    items: [...elements]
      .sort((a, b) => a.tagName.localeCompare(b.tagName, 'en'))
      .map((element) => ({
        type: 'link' as const,
        label: element.tagName,
        href: localizePath(element.route, locale),
      })),
  };
  return [...packages, webComponents];
}

/** Pages a sidebar links to (links and category index pages). */
export function countSidebarLinks(items: readonly SidebarItem[]): number {
  return items.reduce(
    (total, item) => total + (item.type === 'link' ? 1 : (item.href ? 1 : 0) + countSidebarLinks(item.items)),
    0,
  );
}

/** The heading of each kind in a locale, from `locales/<locale>/api.json` (`kinds.*`), the pages' own strings. */
export async function readKindLabels(root: string, locale: string): Promise<(kind: ApiKind) => string> {
  const file = path.join(root, 'locales', locale, 'api.json');
  const strings = JSON.parse(await readFile(file, 'utf8')) as { kinds?: Record<string, string> };
  return (kind) => {
    const label = strings.kinds?.[kind];
    if (!label) throw new Error(`${path.relative(root, file)} has no "kinds.${kind}"; add it`);
    return label;
  };
}

interface SidebarQuery {
  allApiSymbol: { nodes: SidebarSymbol[] };
  allCustomElement: { nodes: SidebarElement[] };
}

/**
 * Builds the API sidebar of every locale from the ApiSymbol and CustomElement nodes and stores each as a `DocSidebar` node
 * (through the caller's `actions`, so that one plugin owns every DocSidebar node). Returns the number of pages
 * the sidebar links to, for the navbar's sidebar check.
 */
export async function createApiSidebars(
  {
    graphql,
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'createNodeId' | 'createContentDigest'>,
  root: string,
): Promise<number> {
  const result = await graphql<SidebarQuery>(
    '{ allApiSymbol { nodes { package kind name route } } allCustomElement { nodes { tagName route } } }',
  );
  if (result.errors || !result.data)
    throw new Error(`Could not query the API symbols and custom elements: ${JSON.stringify(result.errors)}`);
  let count = 0;
  for (const locale of LOCALES) {
    const items = buildApiSidebar(
      result.data.allApiSymbol.nodes,
      result.data.allCustomElement.nodes,
      locale,
      await readKindLabels(root, locale),
    );
    if (locale === LOCALES[0]) count = countSidebarLinks(items);
    const serialised = JSON.stringify(items);
    actions.createNode({
      id: createNodeId(`${SIDEBAR_NODE_TYPE}-${API_SIDEBAR_ID}-${locale}`),
      sidebarId: API_SIDEBAR_ID,
      locale,
      items: serialised,
      internal: { type: SIDEBAR_NODE_TYPE, contentDigest: createContentDigest(serialised) },
    });
  }
  return count;
}
