import { useTranslation } from '../../i18n/react';
import type { DocHeading } from '../../build/headings';
import { useActiveHeading } from './useActiveHeading';
import * as styles from './styles.module.css';

/** Table of contents of the page's h2 and h3 headings; the heading being read is highlighted. */
export function TOC({ headings }: { headings: DocHeading[] }) {
  const { t } = useTranslation();
  const items = headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3);
  const active = useActiveHeading(items.map((heading) => heading.id));
  if (items.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={t('docs:toc.label')}>
      <p className={styles.title}>{t('docs:toc.title')}</p>
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
    </nav>
  );
}
