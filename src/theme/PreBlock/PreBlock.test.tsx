// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toHtml } from '../../build/mdx/hast';
import { highlightToLines } from '../../build/mdx/highlight';
import { textOfHtml } from './codeHtml';
import { PreBlock, textOf } from './index';

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
    const plain = render(
      <PreBlock data-language="tsx" data-html={html}>
        <code className="language-tsx" />
      </PreBlock>,
    );
    const code = plain.container.querySelector('pre code.language-tsx');
    expect(code?.querySelector('.code-line .token.tag')).not.toBeNull();
    expect(code?.textContent).toBe('<Knob aria-label="Pan" />');
    expect(plain.container.querySelector('pre')?.hasAttribute('data-html')).toBe(false);
    cleanup();

    const live = render(
      <PreBlock data-language="tsx" data-live="true" data-html={html}>
        <code className="language-tsx" />
      </PreBlock>,
    );
    expect(live.container.querySelector('[data-live-block="react"] pre')?.textContent).toBe(
      '<Knob aria-label="Pan" />',
    );
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
