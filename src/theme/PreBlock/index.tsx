import {
  cloneElement,
  isValidElement,
  useContext,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { CodeBlock } from '../CodeBlock';
import { LiveBlock } from '../Playground/LiveBlock';
import { CodeHtmlContext, textOfHtml } from './codeHtml';
import { textOf } from '../textOf';

type PreProps = ComponentProps<'pre'> & {
  'data-title'?: string;
  'data-language'?: string;
  'data-live'?: string;
  /** The fence's key: its highlighted lines are in the page's CodeHtmlContext (src/build/mdx/highlight.ts). */
  'data-code'?: string;
  /** Where the live React example compiled at build time is served. */
  'data-compiled-src'?: string;
};

const REACT_LANGUAGES = new Set(['tsx', 'jsx']);
const HTML_LANGUAGES = new Set(['html']);

/** The fence's `code` element with the build's highlighted lines inside. */
function withHighlightedLines(children: ReactNode, html: string | undefined): ReactNode {
  if (html === undefined || !isValidElement(children)) return children;
  return cloneElement(children as ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>, {
    dangerouslySetInnerHTML: { __html: html },
  });
}

/**
 * The MDX `pre` component: ```tsx live and ```html live fences become playgrounds, every other fence a CodeBlock.
 */
export function PreBlock(props: PreProps) {
  const blocks = useContext(CodeHtmlContext);
  const {
    children,
    'data-code': key,
    'data-title': title,
    'data-live': live,
    'data-compiled-src': compiledSrc,
    ...preProps
  } = props;
  const html = key === undefined ? undefined : blocks[key];
  if (key !== undefined && html === undefined) {
    // Fails the build (the HTML renderer) rather than showing an empty block.
    throw new Error(
      `PreBlock: no highlighted HTML for the code block ${key}; the page query must select the MDX node's fields.codeHtml and wrap the content in CodeHtmlContext`,
    );
  }
  const language = props['data-language'] ?? '';
  const kind = REACT_LANGUAGES.has(language) ? 'react' : HTML_LANGUAGES.has(language) ? 'html' : undefined;
  const code = withHighlightedLines(children, html);
  if (live !== 'true' || !kind) {
    return (
      <CodeBlock {...preProps} data-title={title}>
        {code}
      </CodeBlock>
    );
  }
  return (
    <LiveBlock
      kind={kind}
      code={(html === undefined ? textOf(children) : textOfHtml(html)).replace(/\n$/, '')}
      compiledSrc={compiledSrc}
      title={title ?? language}
      staticCode={
        <pre {...preProps} tabIndex={0}>
          {code}
        </pre>
      }
    />
  );
}
