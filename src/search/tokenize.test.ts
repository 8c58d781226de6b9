import { describe, expect, it } from 'vitest';
import { normalizeTerm, tokenize, tokenizeQuery } from './tokenize';

describe('tokenize', () => {
  it('splits Japanese text without spaces into words with Intl.Segmenter', () => {
    const terms = tokenize('ノブの値を変更します', 'ja');
    expect(terms).toContain('のぶ');
    expect(terms).toContain('値');
    expect(terms.length).toBeGreaterThan(3);
  });

  it('folds katakana to hiragana, full width to half width and half-width katakana to full width', () => {
    expect(normalizeTerm('スライダー')).toBe(normalizeTerm('すらいだー'));
    expect(normalizeTerm('ＫＮＯＢ')).toBe('knob');
    expect(normalizeTerm('ﾉﾌﾞ')).toBe('のぶ');
    expect(tokenizeQuery('ＸＹパッド', 'ja')).toEqual(tokenizeQuery('XYぱっど', 'ja'));
    expect(tokenizeQuery('すらいだー', 'ja')).toEqual(tokenize('スライダー', 'ja'));
  });

  it('indexes camelCase names as a whole and by their parts', () => {
    expect(tokenize('useMIDIInput returns', 'en')).toEqual([
      'usemidiinput',
      'use',
      'midi',
      'input',
      'returns',
    ]);
  });
});
