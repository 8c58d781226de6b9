import { readFileSync } from 'node:fs';
import { filesUnder } from '../../scripts/list-files';
import { describe, expect, it } from 'vitest';
import { segmentWords } from './wordBreak';

const segmenters = {
  en: new Intl.Segmenter('en', { granularity: 'word' }),
  ja: new Intl.Segmenter('ja', { granularity: 'word' }),
};

/** What Intl.Segmenter itself gives. */
function reference(text: string, locale: 'en' | 'ja') {
  return Array.from(segmenters[locale].segment(text), (part) => ({
    text: part.segment,
    isWord: Boolean(part.isWordLike),
  }));
}

/** A deterministic pseudo-random generator (so a failure can be reproduced). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomText(next: () => number, alphabet: string[], length: number): string {
  return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
}

describe('segmentWords', () => {
  it('splits ASCII text as Intl.Segmenter does, punctuation inside words included', () => {
    for (const text of [
      "don't stop: a:b a.b 1.5 1,5 1;5 a,b e.g. U.S.A. 3.5.1 x'1 a.1 1.a 1a a1.2",
      '_ __ a_b _a 1_ a__b a._b $1 a-b a-- "quoted" (parens) [x] {y}',
      'line\r\nbreak\n\nand\ttabs   spaces\v\f control\u0000char\u007f',
      'useMIDIInput(onMessage, { channel: 1 }) => void;',
    ]) {
      for (const locale of ['en', 'ja'] as const)
        expect(segmentWords(text, () => segmenters[locale])).toEqual(reference(text, locale));
    }
  });

  it('splits the symbols of English prose as Intl.Segmenter does, without making a segmenter', () => {
    const texts = [
      'a—b 1–2 wait… 3−4 2×2 ±5 90° ←a→ a↔b C♯ B♭ a—— …— x—1 _—_ a_—',
      'Vibrato—the library—is “small” ‘too’; café—naïve é— don’t',
    ];
    // The texts for which a segmenter was asked for.
    const needed = new Set<string>();
    const counted = (text: string, locale: 'en' | 'ja') => () => {
      needed.add(text);
      return segmenters[locale];
    };
    for (const locale of ['en', 'ja'] as const) {
      for (const text of texts)
        expect(segmentWords(text, counted(text, locale))).toEqual(reference(text, locale));
    }
    // The curly quotes and accented letters of the second text need the segmenter; the symbols never do.
    expect([...needed]).toEqual([texts[1]]);
    needed.clear();
    for (const text of ['a—b 2×2 C♯ …', 'plain ASCII, only.']) segmentWords(text, counted(text, 'en'));
    expect(needed.size).toBe(0);
  });

  it('splits Japanese mixed with ASCII as Intl.Segmenter does', () => {
    for (const text of [
      'ノブの値は0から1の範囲です。onChangeで受け取ります',
      'a_カタカナ 1_カタカナ カタカナ_ aカ abcひらがな',
      'ＸＹパッドとPianoKeyboardコンポーネント、そして useMIDI フック。',
      'café naïve áb a\u0301b 々 ア・イ a\u3000 \u3000 x',
    ]) {
      expect(segmentWords(text, () => segmenters.ja)).toEqual(reference(text, 'ja'));
    }
  });

  it('agrees with Intl.Segmenter on random ASCII and mixed text', () => {
    const next = random(20261123);
    const ascii = Array.from({ length: 95 }, (_, code) => String.fromCharCode(code + 32)).concat([
      '\n',
      '\r',
      '\t',
      '\v',
      '\f',
    ]);
    const tight = [..."aZ09_.:',; \r\n-—…×→♯"];
    const mixed = [...tight, ...'のノ値ー、。「」・ａé\u3000’'];
    for (let round = 0; round < 3000; round += 1) {
      for (const [alphabet, locale] of [
        [ascii, 'en'],
        [tight, 'en'],
        [mixed, 'ja'],
      ] as const) {
        const text = randomText(next, alphabet, 1 + Math.floor(next() * 16));
        expect(
          segmentWords(text, () => segmenters[locale]),
          JSON.stringify(text),
        ).toEqual(reference(text, locale));
      }
    }
  });

  it('agrees with Intl.Segmenter on every line of the docs in both locales', () => {
    let lines = 0;
    for (const locale of ['en', 'ja'] as const) {
      for (const file of filesUnder(`content/docs/${locale}`, (name) => /\.mdx?$/.test(name))) {
        for (const line of readFileSync(file, 'utf8').split('\n')) {
          expect(
            segmentWords(line, () => segmenters[locale]),
            `${file}: ${line}`,
          ).toEqual(reference(line, locale));
          lines += 1;
        }
      }
    }
    expect(lines).toBeGreaterThan(1000);
  });
});
