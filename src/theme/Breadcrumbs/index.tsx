import { useTranslation } from '../../i18n/react';
import { findTrail } from '../../sidebar/build';
import type { SidebarItem } from '../../sidebar/types';
import { LocalLink } from '../LocalLink';
import * as styles from './styles.module.css';

/** Home › categories › page, from the page's place in its sidebar. Nothing when the page is not in it. */
export function Breadcrumbs({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  const { t } = useTranslation();
  const trail = findTrail(items, activePath);
  if (trail.length === 0) return null;
  return (
    <nav className={styles.breadcrumbs} aria-label={t('docs:breadcrumbs.label')}>
      <ol>
        <li>
          <LocalLink href="/" className={styles.home} aria-label={t('docs:breadcrumbs.home')}>
            <svg width="0.875rem" height="0.875rem" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
            </svg>
          </LocalLink>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href ? (
                <LocalLink href={crumb.href}>{crumb.label}</LocalLink>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
