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
});
