import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders paragraphs, lists with continuation lines, strong text and links, escaping HTML', () => {
    expect(
      renderMarkdown('Intro a < b\nwrapped.\n- one\n  more\n- **two**\n\n[Docs](https://example.com/)'),
    ).toBe(
      '<p>Intro a &lt; b wrapped.</p><ul><li>one more</li><li><strong>two</strong></li></ul>' +
        '<p><a href="https://example.com/">Docs</a></p>',
    );
  });

  it('joins wrapped Japanese lines without a space', () => {
    expect(renderMarkdown('値を返します。\nタッチでも使えます。')).toBe(
      '<p>値を返します。タッチでも使えます。</p>',
    );
  });

  it('keeps the space between Japanese and code that starts or ends a wrapped line, but not beside punctuation', () => {
    expect(renderMarkdown('既定値は 300 × 150）か\n\uE0000\uE000（`relative`）')).toBe(
      '<p>既定値は 300 × 150）か \uE0000\uE000（`relative`）</p>',
    );
    expect(renderMarkdown('など）に\n\uE0001\uE000 が返す\n\uE0002\uE000\n。')).toBe(
      '<p>など）に \uE0001\uE000 が返す \uE0002\uE000。</p>',
    );
    expect(renderMarkdown('（\n\uE0003\uE000\nです')).toBe('<p>（\uE0003\uE000 です</p>');
  });
});
