import { useTranslation } from '../../i18n/react';
import { useId } from 'react';
import type { SidebarCategory, SidebarItem } from '../../sidebar/types';
import { LocalLink } from '../LocalLink';
import { Collapsible } from './Collapsible';
import { useCategoryState } from './useCategoryState';
import * as styles from './styles.module.css';

const contains = (items: SidebarItem[], path: string): boolean =>
  items.some((item) => item.href === path || (item.type === 'category' && contains(item.items, path)));

function Caret() {
  return (
    <svg
      className={styles.caretIcon}
      width="0.75rem"
      height="0.75rem"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-needs-js=""
    >
      <path fill="currentColor" d="M8.6 5.6 15 12l-6.4 6.4L7.2 17l5-5-5-5z" />
    </svg>
  );
}

function Category({
  item,
  activePath,
  keyPrefix,
}: {
  item: SidebarCategory;
  activePath: string;
  keyPrefix: string;
}) {
  const { t } = useTranslation();
  const key = `${keyPrefix}/${item.label}`;
  const [open, toggle] = useCategoryState(key, item.href === activePath || contains(item.items, activePath));
  const id = useId();
  return (
    <li className={styles.category} data-open={open}>
      <div className={styles.categoryRow}>
        {item.href ? (
          <>
            <LocalLink
              href={item.href}
              className={styles.link}
              aria-current={item.href === activePath ? 'page' : undefined}
            >
              {item.label}
            </LocalLink>
            <button
              type="button"
              className={styles.caret}
              data-needs-js=""
              aria-expanded={open}
              aria-controls={id}
              aria-label={t(open ? 'docs:sidebar.collapseCategory' : 'docs:sidebar.expandCategory', {
                label: item.label,
              })}
              onClick={toggle}
            >
              <Caret />
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.categoryLabel}
            aria-expanded={open}
            aria-controls={id}
            onClick={toggle}
          >
            <span>{item.label}</span>
            <Caret />
          </button>
        )}
      </div>
      <Collapsible open={open} id={id} className={styles.collapsible}>
        <DocSidebarTree items={item.items} activePath={activePath} keyPrefix={key} />
      </Collapsible>
    </li>
  );
}

export interface DocSidebarTreeProps {
  items: SidebarItem[];
  /** Site path of the current page; its link gets `aria-current="page"` and its categories start open. */
  activePath: string;
  /** Prefix of the remembered open/closed keys; the sidebar id at the top level. */
  keyPrefix: string;
}

/** The sidebar's nested list of links and collapsible categories (used by the sidebar and the mobile menu). */
export function DocSidebarTree({ items, activePath, keyPrefix }: DocSidebarTreeProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <LocalLink
              href={item.href}
              className={styles.link}
              aria-current={item.href === activePath ? 'page' : undefined}
            >
              {item.label}
            </LocalLink>
          </li>
        ) : (
          <Category key={item.label} item={item} activePath={activePath} keyPrefix={keyPrefix} />
        ),
      )}
    </ul>
  );
}

/** The docs sidebar: a labelled navigation landmark around the tree. */
export function DocSidebar({
  sidebarId,
  items,
  activePath,
}: {
  sidebarId: string;
  items: SidebarItem[];
  activePath: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.sidebar} aria-label={t('docs:sidebar.label')}>
      <DocSidebarTree items={items} activePath={activePath} keyPrefix={sidebarId} />
    </nav>
  );
}
