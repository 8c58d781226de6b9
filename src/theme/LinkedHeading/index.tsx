import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { textOf } from '../textOf';
import * as styles from './styles.module.css';

/**
 * The id of a linked heading's title (its text without the link), for `aria-labelledby` of what the heading names:
 * a section labelled by the heading itself would read the link's name too.
 */
export const headingTitleId = (id: string) => `${id}--title`;

/**
 * A section heading with a "#" link to itself after its text, to copy or share a link to the section. The
 * heading is named by its text alone (`aria-labelledby`), the link after the heading; the link stays out of the
 * search text. Without an id there is nothing to link to, and the heading is plain.
 */
export function LinkedHeading({
  as: Tag,
  id,
  className,
  children,
}: {
  as: 'h2' | 'h3';
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!id) return <Tag className={className}>{children}</Tag>;
  const titleId = headingTitleId(id);
  return (
    <Tag id={id} className={className} aria-labelledby={titleId}>
      <span id={titleId}>{children}</span>{' '}
      <a
        href={`#${id}`}
        className={styles.link}
        aria-label={t('docs:heading.link', { title: textOf(children) })}
        data-search-ignore
      >
        #
      </a>
    </Tag>
  );
}

type HeadingProps = { id?: string; className?: string; children?: ReactNode };

/** The docs' h2 and h3 (MDX gives them their ids), for a components map. */
export const linkedHeadings = {
  h2: function LinkedH2(props: HeadingProps) {
    return <LinkedHeading as="h2" {...props} />;
  },
  h3: function LinkedH3(props: HeadingProps) {
    return <LinkedHeading as="h3" {...props} />;
  },
};
