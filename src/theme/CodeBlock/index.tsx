import { useRef, type ComponentProps } from 'react';
import { CopyButton } from './CopyButton';
import * as styles from './styles.module.css';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/** A fenced code block, highlighted at build time; shows the fence's title above the code and a copy button. */
export function CodeBlock({ children, ...props }: PreProps) {
  const title = props['data-title'];
  const pre = useRef<HTMLPreElement>(null);
  return (
    <figure className={styles.codeBlock} data-language={props['data-language']}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <div className={styles.body}>
        {/* Scrollable regions must be reachable by keyboard. */}
        <pre {...props} ref={pre} tabIndex={0}>
          {children}
        </pre>
        <CopyButton getText={() => (pre.current?.textContent ?? '').replace(/\n$/, '')} />
      </div>
    </figure>
  );
}
