import { describe, expect, it } from 'vitest';
import { textOf } from './textOf';

describe('textOf', () => {
  it('reads the words of a heading whatever its markup: text, inline code, nested elements and numbers', () => {
    expect(textOf('Range and step')).toBe('Range and step');
    expect(
      textOf([
        'Using ',
        <code key="code">ref</code>,
        ' with ',
        <em key="em">
          <strong>{2}</strong> knobs
        </em>,
      ]),
    ).toBe('Using ref with 2 knobs');
    expect(textOf([null, false, undefined, 'ノブ'])).toBe('ノブ');
  });
});
