import { describe, expect, it } from 'vitest';
import { localizeHtml } from './localizeHtml';

describe('localizeHtml', () => {
  it('prefixes internal links for Japanese and keeps anchors', () => {
    const html = '<a href="/docs/api/react/interfaces/KnobProps/#value"><code>KnobProps.value</code></a>';
    expect(localizeHtml(html, 'ja')).toBe(
      '<a href="/ja/docs/api/react/interfaces/KnobProps/#value"><code>KnobProps.value</code></a>',
    );
  });

  it('leaves English paths and external links unchanged', () => {
    const html = '<a href="/docs/api/functions/">x</a> <a href="https://example.com/a">y</a>';
    expect(localizeHtml(html, 'en')).toBe(html);
    expect(localizeHtml(html, 'ja')).toContain('href="https://example.com/a"');
  });
});
