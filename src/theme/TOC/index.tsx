import { useTranslation } from '../../i18n/react';
import type { DocHeading } from '../../build/headings';
import { useActiveHeading } from './useActiveHeading';
import * as styles from './styles.module.css';

/** The headings a table of contents lists: h2 and h3. */
function tocItems(headings: DocHeading[]): DocHeading[] {
  return headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3);
}

function TocLinks({ items, active }: { items: DocHeading[]; active?: string | null }) {
  return (
    <ul>
      {items.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? styles.nested : undefined}>
          <a
            href={`#${heading.id}`}
            className={styles.link}
            aria-current={heading.id === active ? 'location' : undefined}
          >
            {heading.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Table of contents of the page's h2 and h3 headings; the heading being read is highlighted. */
export function TOC({ headings }: { headings: DocHeading[] }) {
  const { t } = useTranslation();
  const items = tocItems(headings);
  const active = useActiveHeading(items.map((heading) => heading.id));
  if (items.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={t('docs:toc.label')}>
      <p className={styles.title}>{t('docs:toc.title')}</p>
      <TocLinks items={items} active={active} />
    </nav>
  );
}

/**
 * The same table of contents folded under the title, for screens too narrow for the side column (the page shows
 * one of the two). A native `<details>`: it opens and closes before the page's code has run. Left out of the
 * search text, which has the headings themselves.
 */
export function TOCCollapsible({ headings, className }: { headings: DocHeading[]; className?: string }) {
  const { t } = useTranslation();
  const items = tocItems(headings);
  if (items.length === 0) return null;
  return (
    <details className={`${styles.collapsible} ${className ?? ''}`} data-search-ignore>
      <summary className={styles.summary}>{t('docs:toc.title')}</summary>
      <nav className={styles.collapsibleList} aria-label={t('docs:toc.label')}>
        <TocLinks items={items} />
      </nav>
    </details>
  );
}
