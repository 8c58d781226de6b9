import { localizePath } from '../i18n/paths';
import type { SidebarCategory, SidebarItem } from './types';

/** A doc as the tutorial sidebar needs it (one locale). */
export interface SidebarDoc {
  /** MDX path under the locale folder, without extension: `tutorials/react/getting-started`. */
  docId: string;
  /** Unprefixed route of the doc. */
  route: string;
  title: string;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
}

/** A content folder's `_category_.json`: its label and position among its siblings. */
export interface CategoryMeta {
  label: string;
  position?: number;
}

interface Ordered {
  position: number;
  key: string;
  item: SidebarItem;
}

const byPosition = (a: Ordered, b: Ordered) => a.position - b.position || a.key.localeCompare(b.key);

/**
 * The tutorial sidebar of one locale, derived from the content folders: each folder is a category (labelled by
 * its `_category_.json`; its `index.mdx`, if any, is the category's own page) and each doc a link labelled by
 * `sidebar_label` or its title, ordered by `sidebar_position` then name. `categories` is keyed by folder path.
 * A folder without category metadata is an error naming the file to add.
 */
export function buildDocSidebar(
  docs: SidebarDoc[],
  categories: Map<string, CategoryMeta>,
  locale: string,
  categoryFile: (folder: string) => string,
): SidebarItem[] {
  const folderOf = (docId: string) => (docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : '');
  const children = new Map<string, Ordered[]>();
  const add = (folder: string, entry: Ordered) =>
    children.set(folder, [...(children.get(folder) ?? []), entry]);
  const categoryPages = new Map<string, string>();

  for (const doc of docs) {
    const isCategoryIndex = doc.docId.endsWith('/index');
    const folder = folderOf(doc.docId);
    if (isCategoryIndex) {
      categoryPages.set(folder, localizePath(doc.route, locale));
      continue;
    }
    add(folder, {
      position: doc.sidebarPosition ?? Number.POSITIVE_INFINITY,
      key: doc.docId,
      item: { type: 'link', label: doc.sidebarLabel ?? doc.title, href: localizePath(doc.route, locale) },
    });
  }

  const folders = new Set<string>();
  for (const doc of docs) {
    let folder = folderOf(doc.docId);
    while (folder) {
      folders.add(folder);
      folder = folderOf(folder);
    }
  }
  const build = (folder: string): SidebarItem[] => {
    const nested = [...folders]
      .filter((candidate) => folderOf(candidate) === folder)
      .map((candidate): Ordered => {
        const meta = categories.get(candidate);
        if (!meta) {
          throw new Error(
            `${categoryFile(candidate)} is missing; add {"label": "…", "position": N} to name the '${candidate}' category`,
          );
        }
        const category: SidebarCategory = { type: 'category', label: meta.label, items: build(candidate) };
        const href = categoryPages.get(candidate);
        if (href) category.href = href;
        return { position: meta.position ?? Number.POSITIVE_INFINITY, key: candidate, item: category };
      });
    return [...(children.get(folder) ?? []), ...nested].sort(byPosition).map((entry) => entry.item);
  };
  return build('');
}

/** Every page of a sidebar in reading order (category pages before their children), for paging. */
export function flattenSidebar(items: SidebarItem[]): { label: string; href: string }[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? [{ label: item.label, href: item.href }]
      : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.items)],
  );
}

/** The number of pages a sidebar links to. */
export function countSidebarPages(items: SidebarItem[]): number {
  return flattenSidebar(items).length;
}

/**
 * The trail of categories from the sidebar's root to the page at `path`, ending with the page itself; empty when
 * the page is not in the sidebar.
 */
export function findTrail(items: SidebarItem[], path: string): { label: string; href?: string }[] {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.href === path) return [{ label: item.label, href: item.href }];
      continue;
    }
    if (item.href === path) return [{ label: item.label, href: item.href }];
    const inner = findTrail(item.items, path);
    if (inner.length > 0) return [{ label: item.label, ...(item.href ? { href: item.href } : {}) }, ...inner];
  }
  return [];
}

/** The pages before and after `path` in reading order. */
export function findNeighbours(items: SidebarItem[], path: string) {
  const pages = flattenSidebar(items);
  const index = pages.findIndex((page) => page.href === path);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: pages[index - 1], next: pages[index + 1] };
}
