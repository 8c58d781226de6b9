// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withNodes } from './withNodes';

describe('withNodes', () => {
  it('puts React nodes where the translated sentence has their placeholders, in its word order', () => {
    const japanese = (values: Record<string, string>) =>
      `要素のクラス ${values.className} と ${values.entry} です。`;
    const { container } = render(
      <p>{withNodes(japanese, { entry: <code>define</code>, className: <code>VibratoKnob</code> })}</p>,
    );
    expect(container.innerHTML).toBe(
      '<p>要素のクラス <code>VibratoKnob</code> と <code>define</code> です。</p>',
    );
  });
});
