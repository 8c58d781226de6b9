import type { SidebarItem } from '../../sidebar/types';

/** The first page a sidebar links to (a link, or a category's own index page), depth first; null if none. */
export function firstSidebarHref(items: SidebarItem[]): string | null {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === 'category') {
      const nested = firstSidebarHref(item.items);
      if (nested) return nested;
    }
  }
  return null;
}
