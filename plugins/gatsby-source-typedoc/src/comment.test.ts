import { describe, expect, it } from 'vitest';
import { codeSpanText, renderComment } from './comment';

describe('codeSpanText', () => {
  it('drops the backticks and, as CommonMark does, one space on each side when both sides have one', () => {
    expect(codeSpanText('`value`')).toBe('value');
    expect(codeSpanText('`` (x, y) => `X: ${x}` ``')).toBe('(x, y) => `X: ${x}`');
    // Only one space, only when there is one at each end, and never of a span that is all spaces.
    expect(codeSpanText('``  a  ``')).toBe(' a ');
    expect(codeSpanText('`` a``')).toBe(' a');
    expect(codeSpanText('` `')).toBe(' ');
  });

  it('is what a comment shows as code', () => {
    const blocks = renderComment(
      [{ kind: 'code', text: '`` (x, y) => `X: ${x}` ``' }],
      () => null,
      () => undefined,
    );
    expect(blocks).toEqual([{ type: 'html', html: '<p><code>(x, y) =&gt; `X: ${x}`</code></p>' }]);
  });
});
