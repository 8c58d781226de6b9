import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { CodeBlock } from '../CodeBlock';
import { LiveBlock } from '../Playground/LiveBlock';

type PreProps = ComponentProps<'pre'> & {
  'data-title'?: string;
  'data-language'?: string;
  'data-live'?: string;
};

const REACT_LANGUAGES = new Set(['tsx', 'jsx']);
const HTML_LANGUAGES = new Set(['html']);

/** The plain text of the highlighted code: the build wraps lines and tokens in spans. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * The MDX `pre` component: ```tsx live and ```html live fences become playgrounds, every other fence a CodeBlock.
 */
export function PreBlock(props: PreProps) {
  const language = props['data-language'] ?? '';
  const live = props['data-live'] === 'true';
  const kind = REACT_LANGUAGES.has(language) ? 'react' : HTML_LANGUAGES.has(language) ? 'html' : undefined;
  if (!live || !kind) return <CodeBlock {...props} />;
  const { children, 'data-title': title, 'data-live': _live, ...preProps } = props;
  const code = textOf(children).replace(/\n$/, '');
  return (
    <LiveBlock
      kind={kind}
      code={code}
      title={title ?? language}
      staticCode={
        <pre {...preProps} tabIndex={0}>
          {children}
        </pre>
      }
    />
  );
}
