import { useTranslation } from '../../i18n/react';
import { useMemo, type ReactNode } from 'react';
import type { DocHeading } from '../../build/headings';
import { CurrentSidebarContext } from '../../sidebar/context';
import type { SidebarItem } from '../../sidebar/types';
import { Breadcrumbs } from '../Breadcrumbs';
import { CopyMarkdown } from '../CopyMarkdown';
import { DocSidebar } from '../DocSidebar';
import { HydrationBoundary } from '../HydrationBoundary';
import { useStoredChoice } from '../hooks/useStoredChoice';
import { Layout } from '../Layout';
import { Paginator } from '../Paginator';
import { TOC, TOCCollapsible } from '../TOC';
import * as styles from './styles.module.css';

const SIDEBAR_STATES = ['expanded', 'collapsed'] as const;
/** Storage key of the desktop sidebar's collapsed state. */
export const SIDEBAR_STATE_KEY = 'vibrato-docs.sidebar';

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
  const { t } = useTranslation();
  const items = useMemo(() => JSON.parse(sidebarJson) as SidebarItem[], [sidebarJson]);
  const current = useMemo(() => ({ sidebarId, items, activePath: path }), [sidebarId, items, path]);
  const [sidebarState, setSidebarState] = useStoredChoice(SIDEBAR_STATE_KEY, SIDEBAR_STATES, 'expanded');
  const collapsed = sidebarState === 'collapsed';
  return (
    <CurrentSidebarContext.Provider value={current}>
      <Layout>
        <div className={styles.page} data-sidebar={sidebarState}>
          <aside className={styles.sidebar}>
            {collapsed ? (
              <button
                type="button"
                className={styles.sidebarToggle}
                aria-label={t('docs:sidebar.expand')}
                title={t('docs:sidebar.expand')}
                onClick={() => setSidebarState('expanded')}
              >
                <span aria-hidden="true">»</span>
              </button>
            ) : (
              <div className={styles.sidebarInner}>
                <HydrationBoundary>
                  <DocSidebar sidebarId={sidebarId} items={items} activePath={path} />
                </HydrationBoundary>
                <button
                  type="button"
                  className={styles.sidebarToggle}
                  onClick={() => setSidebarState('collapsed')}
                >
                  <span aria-hidden="true">«</span> {t('docs:sidebar.collapse')}
                </button>
              </div>
            )}
          </aside>
          <div className={styles.main}>
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
          <div className={styles.toc}>
            <HydrationBoundary>
              <TOC headings={headings} />
            </HydrationBoundary>
          </div>
        </div>
      </Layout>
    </CurrentSidebarContext.Provider>
  );
}
