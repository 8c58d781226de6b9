import { afterEach, describe, expect, it, vi } from 'vitest';
import { alternativesOf, normalizeTerm, queryWords, tokenize, tokenizeQuery } from './tokenize';

const NativeSegmenter = Intl.Segmenter;
const intl = Intl as { Segmenter: typeof Intl.Segmenter };

afterEach(() => {
  intl.Segmenter = NativeSegmenter;
  vi.resetModules();
});

/** Counts the segmenters made from now on, by locale. */
function countSegmenters(): string[] {
  const made: string[] = [];
  intl.Segmenter = class extends NativeSegmenter {
    constructor(locale?: Intl.LocalesArgument, options?: Intl.SegmenterOptions) {
      made.push(String(locale));
      super(locale, options);
    }
  };
  return made;
}

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

  it('leaves out parts of one letter and numbers, which would match nearly every word', () => {
    expect(tokenize('dB', 'en')).toEqual(['db']);
    expect(tokenize('a11y C4', 'en')).toEqual(['a11y', 'c4']);
    expect(tokenize('dbToGain', 'en')).toEqual(['dbtogain', 'db', 'to', 'gain']);
  });

  it('reads a query without its stop words, unless it has nothing else', () => {
    expect(queryWords('how to install', 'en')).toEqual([['install']]);
    expect(queryWords('the', 'en')).toEqual([['the']]);
    expect(queryWords('how to install', 'en', true)).toEqual([['how'], ['to'], ['install']]);
    expect(queryWords('ピアノの鍵盤', 'ja')).toEqual([['ぴあの'], ['鍵盤']]);
    expect(queryWords('onChange', 'en')).toEqual([['onchange', 'on', 'change']]);
  });

  it('gives the other spelling of an English word and its forms without an ending', () => {
    expect(alternativesOf('color', 'en')).toEqual(['colour']);
    expect(alternativesOf('installation', 'en')).toContain('install');
    expect(alternativesOf('installing', 'en')).toContain('install');
    expect(alternativesOf('theming', 'en')).toEqual(['theme']);
    expect(alternativesOf('knobs', 'en')).toEqual(['knob']);
    expect(alternativesOf('class', 'en')).toEqual([]);
    expect(alternativesOf('color', 'ja')).toEqual([]);
  });

  it('indexes a katakana run the segmenter cut into pieces also whole, and reads it whole in a query', () => {
    // `スラ` is no word the segmenter knows (a reader typing スライダー): it cuts it into letters.
    expect(tokenize('スラ', 'ja')).toEqual(['す', 'ら', 'すら']);
    expect(queryWords('スラ', 'ja')).toEqual([['すら']]);
    expect(queryWords('すら', 'ja')).toEqual([['すら']]);
    expect(queryWords('スライダー', 'ja')).toEqual([['すらいだー']]);
  });

  it('makes a segmenter only for text that needs one', async () => {
    const made = countSegmenters();
    const fresh = await import('./tokenize');
    expect(fresh.tokenize('Knob—a rotary control, 0…1 × 2', 'en')).toEqual([
      'knob',
      'a',
      'rotary',
      'control',
      '0',
      '1',
      '2',
    ]);
    expect(fresh.tokenizeQuery('piano keyboard', 'en')).toEqual(['piano', 'keyboard']);
    expect(made).toEqual([]);
    fresh.tokenize('ノブ', 'ja');
    fresh.tokenize('値', 'ja');
    expect(made).toEqual(['ja']);
  });

  it('makes the segmenter ahead of the first query for a language written without spaces only', async () => {
    const made = countSegmenters();
    const fresh = await import('./tokenize');
    expect(fresh.prepareSegmenter('en')).toBe(false);
    expect(fresh.prepareSegmenter('')).toBe(false);
    expect(made).toEqual([]);
    expect(fresh.prepareSegmenter('ja')).toBe(true);
    expect(fresh.prepareSegmenter('zh-Hans')).toBe(true);
    expect(made).toEqual(['ja', 'zh-Hans']);
    // The query uses the one made: none more.
    expect(fresh.tokenizeQuery('ノブの値', 'ja')).toContain('値');
    expect(made).toEqual(['ja', 'zh-Hans']);
  });
});
