import type { ComponentProps } from 'react';
import * as styles from './styles.module.css';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/** A fenced code block, highlighted at build time; shows the fence's title above the code. */
export function CodeBlock({ children, ...props }: PreProps) {
  const title = props['data-title'];
  return (
    <figure className={styles.codeBlock} data-language={props['data-language']}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      {/* Scrollable regions must be reachable by keyboard. */}
      <pre {...props} tabIndex={0}>
        {children}
      </pre>
    </figure>
  );
}
