import { createContext, useContext } from 'react';
import type { SidebarItem } from './types';

/** The sidebar of the page being shown, for parts outside the page body (the mobile menu's secondary menu). */
export interface CurrentSidebar {
  sidebarId: string;
  items: SidebarItem[];
  /** Site path of the current page, to mark the active link. */
  activePath: string;
}

/** Id of the page's sidebar, for links to it (the navbar's, where the drawer cannot open without JavaScript). */
export const SIDEBAR_ANCHOR = 'docs-menu';

export const CurrentSidebarContext = createContext<CurrentSidebar | null>(null);

/** The current page's sidebar, or null on pages without one (home, 404, search). */
export function useCurrentSidebar(): CurrentSidebar | null {
  return useContext(CurrentSidebarContext);
}
