import { useTranslation } from '../../i18n/react';
import { useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { DocHeading } from '../../build/headings';
import { CurrentSidebarContext, SIDEBAR_ANCHOR } from '../../sidebar/context';
import type { SidebarItem } from '../../sidebar/types';
import { Breadcrumbs } from '../Breadcrumbs';
import { CopyMarkdown } from '../CopyMarkdown';
import { DocSidebar } from '../DocSidebar';
import { keepSidebarPlace } from '../DocSidebar/sidebarPlace';
import { HydrationBoundary } from '../HydrationBoundary';
import { useStoredChoice } from '../hooks/useStoredChoice';
import { Layout } from '../Layout';
import { Paginator } from '../Paginator';
import { TOC, TOCCollapsible } from '../TOC';
import * as styles from './styles.module.css';

const SIDEBAR_STATES = ['expanded', 'collapsed'] as const;
/** Where the skip link of a docs page goes: past the sidebar, to the breadcrumbs and the article. */
const DOC_CONTENT_ID = 'doc-content';

/** Storage key of the desktop sidebar's collapsed state. */
export const SIDEBAR_STATE_KEY = 'vibrato-docs.sidebar';

function useSidebarState() {
  return useStoredChoice(SIDEBAR_STATE_KEY, SIDEBAR_STATES, 'expanded');
}

/*
 * The collapsed state lives in these small parts, not in DocPage: the stored choice arrives while the page's
 * deferred parts (sidebar, article, table of contents) may still be hydrating, and a change of DocPage's own
 * state then would make React render them again from scratch (error #421). The page's data-sidebar attribute,
 * which the stylesheet reads, is set on the element directly.
 */

/** Sets `data-sidebar` on the page element from the stored choice. */
function SidebarStateAttribute({ page }: { page: RefObject<HTMLDivElement> }) {
  const [state] = useSidebarState();
  useLayoutEffect(() => {
    if (page.current) page.current.dataset.sidebar = state;
  }, [page, state]);
  return null;
}

/**
 * Keeps the reader's place in the sidebar's scrolling column from page to page and shows the current page's entry
 * clear of the collapse button's bar, `footer` (see sidebarPlace.ts). A layout effect: the column is placed before
 * the new page is painted.
 */
function useSidebarPlace(
  column: RefObject<HTMLDivElement>,
  footer: RefObject<HTMLDivElement>,
  sidebarId: string,
  path: string,
) {
  useLayoutEffect(() => {
    if (column.current) return keepSidebarPlace(column.current, sidebarId, footer.current);
  }, [column, footer, sidebarId, path]);
}

/**
 * Collapses or expands the sidebar from one of its two buttons, which goes away with it: the focus goes to the
 * other one, shown in its place (the state's change drawn at once, so that it is there), not to the page's body.
 * Each button is marked (`data-sidebar-toggle`) with the state it shows in.
 */
function toggleSidebar(
  from: HTMLElement,
  setState: (state: (typeof SIDEBAR_STATES)[number]) => void,
  to: (typeof SIDEBAR_STATES)[number],
) {
  const hadFocus = document.activeElement === from;
  const sidebar = from.closest('aside');
  flushSync(() => setState(to));
  if (hadFocus) sidebar?.querySelector<HTMLElement>(`[data-sidebar-toggle="${to}"]`)?.focus();
}

/** The button that brings a collapsed sidebar back (shown only while it is collapsed). */
function SidebarExpandButton() {
  const { t } = useTranslation();
  const [state, setState] = useSidebarState();
  if (state !== 'collapsed') return null;
  return (
    <button
      type="button"
      className={styles.sidebarToggle}
      data-needs-js=""
      data-sidebar-toggle="collapsed"
      aria-label={t('docs:sidebar.expand')}
      title={t('docs:sidebar.expand')}
      onClick={(event) => toggleSidebar(event.currentTarget, setState, 'expanded')}
    >
      <span aria-hidden="true">»</span>
    </button>
  );
}

function SidebarCollapseButton() {
  const { t } = useTranslation();
  const [, setState] = useSidebarState();
  return (
    <button
      type="button"
      className={styles.sidebarToggle}
      data-needs-js=""
      data-sidebar-toggle="expanded"
      onClick={(event) => toggleSidebar(event.currentTarget, setState, 'collapsed')}
    >
      <span aria-hidden="true">«</span> {t('docs:sidebar.collapse')}
    </button>
  );
}

export interface DocPageProps {
  sidebarId: string;
  /** The sidebar's items as stored in its DocSidebar node (JSON). */
  sidebarJson: string;
  /** Site path of this page (with locale prefix). */
  path: string;
  title: string;
  /** Headings for the table of contents (h2–h3 are shown). */
  headings: DocHeading[];
  /** Shown above the title, e.g. the untranslated-page notice. */
  notice?: ReactNode;
  /** Language of the article when it differs from the page's (English text on a Japanese page). */
  articleLang?: string;
  /** Whether a Markdown copy (`index.md`) of the page is built, offering "Copy page as Markdown". */
  markdownCopy?: boolean;
  children: ReactNode;
}

/**
 * The frame of every docs and API page: collapsible sidebar, breadcrumbs, title, content, previous/next paging
 * and the table of contents, all derived from the page's sidebar data.
 */
export function DocPage({
  sidebarId,
  sidebarJson,
  path,
  title,
  headings,
  notice,
  articleLang,
  markdownCopy = false,
  children,
}: DocPageProps) {
  const items = useMemo(() => JSON.parse(sidebarJson) as SidebarItem[], [sidebarJson]);
  const current = useMemo(() => ({ sidebarId, items, activePath: path }), [sidebarId, items, path]);
  const page = useRef<HTMLDivElement>(null);
  const sidebarColumn = useRef<HTMLDivElement>(null);
  const sidebarFooter = useRef<HTMLDivElement>(null);
  useSidebarPlace(sidebarColumn, sidebarFooter, sidebarId, path);
  return (
    <CurrentSidebarContext.Provider value={current}>
      <Layout skipTo={DOC_CONTENT_ID}>
        <div ref={page} className={styles.page} data-sidebar="expanded">
          <SidebarStateAttribute page={page} />
          <aside id={SIDEBAR_ANCHOR} className={styles.sidebar}>
            <SidebarExpandButton />
            <div ref={sidebarColumn} className={styles.sidebarInner}>
              <HydrationBoundary>
                <DocSidebar sidebarId={sidebarId} items={items} activePath={path} />
              </HydrationBoundary>
            </div>
            <div ref={sidebarFooter} className={styles.sidebarFooter} data-needs-js="">
              <SidebarCollapseButton />
            </div>
          </aside>
          <div id={DOC_CONTENT_ID} className={styles.main} tabIndex={-1}>
            <Breadcrumbs items={items} activePath={path} />
            <article className={styles.article} lang={articleLang}>
              {notice}
              <h1>{title}</h1>
              {markdownCopy && <CopyMarkdown path={path} />}
              <TOCCollapsible headings={headings} className={styles.tocCollapsible} />
              <HydrationBoundary>{children}</HydrationBoundary>
            </article>
            <Paginator items={items} activePath={path} />
          </div>
          {/* The back-to-top button floats beside this column (see BackToTop/styles.module.css). */}
          <div className={styles.toc} data-side-column="">
            <HydrationBoundary>
              <TOC headings={headings} />
            </HydrationBoundary>
          </div>
        </div>
      </Layout>
    </CurrentSidebarContext.Provider>
  );
}
