import { useTranslation } from '../../i18n/react';
import type { ReactNode } from 'react';
import * as styles from './styles.module.css';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export interface AdmonitionProps {
  type: AdmonitionType;
  /** Replaces the default heading ("Note", "注記" …). */
  title?: string;
  children: ReactNode;
}

/** A call-out box in a doc: `<Note>`, `<Tip>`, `<Info>`, `<Warning>`, `<Danger>` in MDX. */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const { t } = useTranslation();
  if (!ADMONITION_TYPES.includes(type)) {
    throw new Error(
      `Admonition type '${String(type)}' is unknown; expected one of: ${ADMONITION_TYPES.join(', ')}`,
    );
  }
  const role = type === 'warning' || type === 'danger' ? 'note' : undefined;
  return (
    <aside
      className={`${styles.admonition} ${styles[type]}`}
      role={role}
      aria-label={title ?? t(`docs:admonition.${type}`)}
    >
      {/* The default label ("Tip") is on every admonition alike: not search text; a title of its own is. */}
      <p className={styles.heading} data-search-ignore={title ? undefined : true}>
        {title ?? t(`docs:admonition.${type}`)}
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}

/** MDX shortcuts for each admonition type. */
export const admonitionComponents = {
  Note: (props: Omit<AdmonitionProps, 'type'>) => <Admonition type="note" {...props} />,
  Tip: (props: Omit<AdmonitionProps, 'type'>) => <Admonition type="tip" {...props} />,
  Info: (props: Omit<AdmonitionProps, 'type'>) => <Admonition type="info" {...props} />,
  Warning: (props: Omit<AdmonitionProps, 'type'>) => <Admonition type="warning" {...props} />,
  Danger: (props: Omit<AdmonitionProps, 'type'>) => <Admonition type="danger" {...props} />,
};
