// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('PreBlock', () => {
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
