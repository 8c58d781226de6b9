// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHtml } from '../../build/mdx/hast';
import { highlightToLines } from '../../build/mdx/highlight';
import { CodeHtmlProvider, textOfHtml } from './codeHtml';
import { textOf } from '../textOf';
import { PreBlock } from './index';

/** Blocks that never come near the viewport. */
class FarAwayObserver {
  observe = vi.fn();
  disconnect = vi.fn();
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FarAwayObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the build's highlighter gives the `pre` component: lines of token spans. */
const highlighted = (
  <code className="language-tsx">
    <span className="code-line">
      <span className="token keyword">const</span> a = <span className="token number">1</span>;
    </span>
    {'\n'}
    <span className="code-line">render(&lt;A /&gt;);</span>
    {'\n'}
  </code>
);

describe('textOf', () => {
  it('gives back the code of highlighted lines', () => {
    expect(textOf(highlighted)).toBe('const a = 1;\nrender(<A />);\n');
  });
});

describe('textOfHtml', () => {
  it('gives back exactly the code the build highlighted into HTML', () => {
    const code = 'const a = b < c && d > "e";\n// <Knob /> & more\nrender(<A x="1" />);';
    const html = toHtml(highlightToLines(code, 'tsx', new Set([2])));
    expect(html).toContain('<span class="code-line code-line--highlighted">');
    expect(html).not.toContain('<A ');
    expect(textOfHtml(html)).toBe(code);
  });
});

describe('PreBlock', () => {
  it('renders the build’s highlighted HTML into the code element, and copies and runs its text', () => {
    const html = toHtml(highlightToLines('<Knob aria-label="Pan" />', 'tsx', new Set()));
    const withHtml = {
      // As the doc template provides it: the node's codeHtml field, a JSON object by fence key.
      wrapper: ({ children }: { children: ReactNode }) => (
        <CodeHtmlProvider json={JSON.stringify({ a1: html })}>{children}</CodeHtmlProvider>
      ),
    };
    const plain = render(
      <PreBlock data-language="tsx" data-code="a1">
        <code className="language-tsx" />
      </PreBlock>,
      withHtml,
    );
    const code = plain.container.querySelector('pre code.language-tsx');
    expect(code?.querySelector('.code-line .token.tag')).not.toBeNull();
    expect(code?.textContent).toBe('<Knob aria-label="Pan" />');
    expect(plain.container.querySelector('pre')?.hasAttribute('data-code')).toBe(false);
    cleanup();

    const live = render(
      <PreBlock data-language="tsx" data-live="true" data-code="a1">
        <code className="language-tsx" />
      </PreBlock>,
      withHtml,
    );
    expect(live.container.querySelector('[data-live-block="react"] pre')?.textContent).toBe(
      '<Knob aria-label="Pan" />',
    );
  });

  it('refuses to render a fence whose highlighted HTML the page did not provide', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <PreBlock data-language="tsx" data-code="missing">
          <code className="language-tsx" />
        </PreBlock>,
      ),
    ).toThrow(/no highlighted HTML for the code block missing/);
  });

  it('keeps fences without live a plain code block', () => {
    const { container } = render(
      <PreBlock data-language="tsx" data-title="A.tsx">
        {highlighted}
      </PreBlock>,
    );
    expect(container.querySelector('[data-live-block]')).toBeNull();
    expect(container.querySelector('pre code')).not.toBeNull();
  });

  it('keeps live fences of other languages a plain code block', () => {
    const { container } = render(
      <PreBlock data-language="css" data-live="true">
        {highlighted}
      </PreBlock>,
    );
    expect(container.querySelector('[data-live-block]')).toBeNull();
  });

  it('makes live tsx and html fences playgrounds that show the static code until they are near', () => {
    for (const [language, kind] of [
      ['tsx', 'react'],
      ['html', 'html'],
    ]) {
      const { container } = render(
        <PreBlock data-language={language} data-live="true">
          {highlighted}
        </PreBlock>,
      );
      const block = container.querySelector(`[data-live-block="${kind}"]`);
      expect(block).not.toBeNull();
      expect(block?.querySelector('pre')?.textContent).toBe('const a = 1;\nrender(<A />);\n');
      expect(block?.querySelector('pre')?.hasAttribute('data-live')).toBe(false);
      expect(block?.querySelector('[contenteditable]')).toBeNull();
      cleanup();
    }
  });
});
