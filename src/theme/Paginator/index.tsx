import { useTranslation } from '../../i18n/react';
import { findNeighbours } from '../../sidebar/build';
import type { SidebarItem } from '../../sidebar/types';
import { LocalLink } from '../LocalLink';
import * as styles from './styles.module.css';

/** Links to the previous and next pages of the sidebar, in reading order. */
export function Paginator({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  const { t } = useTranslation();
  const { previous, next } = findNeighbours(items, activePath);
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={t('docs:paginator.label')}>
      {previous && (
        <LocalLink href={previous.href} className={`${styles.link} ${styles.previous}`} rel="prev">
          <span className={styles.direction}>{t('docs:paginator.previous')}</span>
          <span className={styles.title}>« {previous.label}</span>
        </LocalLink>
      )}
      {next && (
        <LocalLink href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.direction}>{t('docs:paginator.next')}</span>
          <span className={styles.title}>{next.label} »</span>
        </LocalLink>
      )}
    </nav>
  );
}
