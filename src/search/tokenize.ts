/** Tokenizer shared by indexing and querying: Intl.Segmenter words, kana and width folded, camelCase split. */

import { remember } from './remember';
import { segmentWords, type Segment } from './wordBreak';

const KATAKANA = /[\u30a1-\u30f6]/g;
const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  return remember(segmenters, locale, () => new Intl.Segmenter(locale, { granularity: 'word' }));
}

/** Languages written without spaces between words: all their text goes through the segmenter. */
const WITHOUT_SPACES = new Set(['ja', 'zh', 'th', 'lo', 'km', 'my', 'bo']);

/**
 * Makes the locale's segmenter now if every query in it will need one (a language written without spaces between
 * words), and reports whether it did. The first segmenter made in a page's process takes some 10–40 ms in
 * Chromium on a 2-core machine (later ones, in any worker, 0.1 ms); the search worker makes it while the index is
 * on its way, not after the first query has come. English queries and hits seldom need one (see wordBreak.ts): none is made for them.
 */
export function prepareSegmenter(locale: string): boolean {
  if (!WITHOUT_SPACES.has(locale.toLowerCase().split('-')[0] ?? '')) return false;
  // Segmenting, too, loads data on first use.
  segmenterFor(locale).segment('\u691c\u7d22').containing(0);
  return true;
}

/**
 * Folds what a reader may type differently: NFKC (full-width ASCII to half-width, half-width katakana to
 * full-width), lower case, and katakana to hiragana.
 */
export function normalizeTerm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));
}

/** Per locale, keyed by the text itself: a key made by joining the two would be hashed anew on every call. */
const segmentCaches = new Map<string, Map<string, Segment[]>>();
const SEGMENT_CACHE_SIZE = 4000;

/**
 * Splits text into word and non-word segments for the locale (Japanese words without spaces, too). Headings
 * repeat in every hit under them, so recent results are kept.
 */
export function segment(text: string, locale: string): Segment[] {
  return remember(
    remember(segmentCaches, locale, () => new Map<string, Segment[]>()),
    text,
    () => segmentWords(text, () => segmenterFor(locale)),
    SEGMENT_CACHE_SIZE,
  );
}

/** Folds text that is already NFKC-normalised: lower case, katakana to hiragana. */
function foldNormalized(text: string): string {
  return text.toLowerCase().replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));
}

/**
 * `useMIDIInput` → `use`, `midi`, `input`; a plain word gives nothing. Parts of one letter and numbers are left
 * out: they would match nearly every word (`dB` → `d`, `b`; `a11y` → `a`, `11`, `y`).
 */
function camelParts(word: string): string[] {
  // Most words have no capital or digit after their first letter and cannot split: skip the full match.
  if (!/[A-Z0-9]/.test(word.slice(1)) && !/^[0-9]./.test(word)) return [];
  const parts = word.match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
  if (parts.length < 2) return [];
  return parts.filter((part) => part.length > 1 && !/^\d+$/.test(part));
}

/** The normalised terms of one word: itself, then its camelCase parts. */
export function wordTerms(word: string): string[] {
  return [word, ...camelParts(word)].map(normalizeTerm);
}

const KATAKANA_WORD = /^[\u30a1-\u30ff]+$/;

/**
 * The segmenter's words, with the katakana runs it cut into pieces (`ゲイ|ン`, `シン|セ`: loanwords it does not
 * know) given on the run's last piece: the whole run and its number of pieces.
 */
function segmentedWords(text: string, locale: string): { text: string; run?: string; pieces?: number }[] {
  const words: { text: string; run?: string; pieces?: number }[] = [];
  let run: string[] = [];
  const endRun = () => {
    const last = words[words.length - 1];
    if (run.length > 1 && last) Object.assign(last, { run: run.join(''), pieces: run.length });
    run = [];
  };
  // Not through segment()'s cache: indexing sees each text once.
  for (const part of segmentWords(text, () => segmenterFor(locale))) {
    if (!part.isWord || !KATAKANA_WORD.test(part.text)) endRun();
    if (!part.isWord) continue;
    if (KATAKANA_WORD.test(part.text)) run.push(part.text);
    words.push({ text: part.text });
  }
  endRun();
  return words;
}

/**
 * Index-time tokenizer: each word, its camelCase parts, and after a katakana run cut into pieces the whole run (a
 * reader typing the word finds it whole, see queryWords).
 */
export function tokenize(text: string, locale: string): string[] {
  // The text is normalised once here, so each word needs only folding (same result as wordTerms).
  const terms: string[] = [];
  for (const word of segmentedWords(text.normalize('NFKC'), locale)) {
    terms.push(foldNormalized(word.text));
    for (const piece of camelParts(word.text)) terms.push(foldNormalized(piece));
    if (word.run) terms.push(foldNormalized(word.run));
  }
  return terms;
}

const HIRAGANA = /[\u3041-\u3096]/g;

/**
 * Each word of the text as its normalised terms: itself, then its camelCase parts. A katakana run the segmenter
 * cut into pieces of which one is a single letter is one word, the run: a word being typed (`スラ` on the way to
 * スライダー) or one the segmenter does not know (`ゲイン`), which the index holds whole (see tokenize). `cut` is
 * how many words the segmenter made.
 */
function wordsOf(text: string, locale: string): { words: string[][]; cut: number } {
  const words: string[][] = [];
  const segmented = segmentedWords(text.normalize('NFKC'), locale);
  for (const word of segmented) {
    words.push([word.text, ...camelParts(word.text)].map(foldNormalized));
    if (!word.run || !word.pieces) continue;
    const pieces = words.slice(-word.pieces);
    if (isReadWhole(pieces.map(([piece = '']) => piece))) {
      words.splice(-word.pieces, word.pieces, [foldNormalized(word.run)]);
    }
  }
  return { words, cut: segmented.length };
}

/** Whether a katakana run of these pieces (folded) is read whole by the query tokenizer (see wordsOf). */
export function isReadWhole(pieces: readonly string[]): boolean {
  return pieces.length > 1 && pieces.some((piece) => piece.length === 1);
}

/**
 * Words that carry no meaning of their own in a search (as folded by normalizeTerm): left out of a query that has
 * other words, so `how to install` looks for `install` and `ピアノの鍵盤` for ピアノ and 鍵盤 (the particle の would
 * also be read as the start of every word beginning with it).
 */
const STOP_WORDS = new Set([
  ...['a', 'an', 'and', 'are', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on'],
  ...['or', 'the', 'to', 'what', 'when', 'with'],
  ...[
    'の',
    'は',
    'が',
    'を',
    'に',
    'で',
    'と',
    'も',
    'へ',
    'や',
    'から',
    'まで',
    'より',
    'する',
    'には',
    'とは',
  ],
  ...['方', '使い方', '方法'],
]);

/**
 * The query's words, each as its normalised terms (the word, then its camelCase parts), stop words left out when
 * other words remain (unless kept, to compare the query with a title). Loanwords are written in katakana in the docs, but a reader may type them in hiragana, which
 * the segmenter cuts into particles (`すらいだー`); the query is also read as katakana and the reading with fewer
 * words wins, so both spellings give the indexed word.
 */
export function queryWords(text: string, locale: string, keepStopWords = false): string[][] {
  let { words, cut } = wordsOf(text, locale);
  if (/[\u3041-\u3096]/.test(text)) {
    const asKatakana = wordsOf(
      text.replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60)),
      locale,
    );
    if (asKatakana.cut < cut) ({ words, cut } = asKatakana);
  }
  if (keepStopWords) return words;
  const meaningful = words.filter(([word]) => !STOP_WORDS.has(word ?? ''));
  return meaningful.length > 0 ? meaningful : words;
}

/** British and American spellings: the docs write British English, readers type either. */
const SPELLINGS = new Map(
  [
    ['color', 'colour'],
    ['colors', 'colours'],
    ['gray', 'grey'],
    ['center', 'centre'],
    ['behavior', 'behaviour'],
    ['customize', 'customise'],
    ['favorite', 'favourite'],
    ['initialize', 'initialise'],
    ['normalize', 'normalise'],
  ].flatMap(([american = '', british = '']) => [
    [american, british],
    [british, american],
  ]),
);

/** Short words an ending may leave that would match nearly every text (`theming` → `them`). */
const COMMON_WORDS = new Set(['them', 'then', 'this', 'that', 'thin', 'were', 'wher', 'ther']);

/**
 * Other forms of an English query word that the docs may use instead: the other spelling (`color`, `colour`), and
 * for a word with an ending the forms without it (`installation`, `installing` → `install`; `theming` → `theme`;
 * `knobs` → `knob`), none shorter than four letters.
 */
export function alternativesOf(word: string, locale: string): string[] {
  if (!/^en\b/i.test(locale) || !/^[a-z]+$/.test(word)) return [];
  const forms = new Set<string>();
  const spelled = SPELLINGS.get(word);
  if (spelled) forms.add(spelled);
  for (const [ending, replacements] of [
    ['ations', ['', 'e']],
    ['ation', ['', 'e']],
    ['ings', ['', 'e']],
    ['ing', ['', 'e']],
    ['ies', ['y']],
    ['es', ['', 'e']],
    ['ed', ['', 'e']],
    ['s', ['']],
  ] as const) {
    if (!word.endsWith(ending) || word.endsWith('ss')) continue;
    const stem = word.slice(0, -ending.length);
    for (const replacement of replacements) forms.add(stem + replacement);
    break;
  }
  forms.delete(word);
  return [...forms].filter((form) => form.length >= 4 && !COMMON_WORDS.has(form));
}

/** Query-time tokenizer: the terms of queryWords, in order. */
export function tokenizeQuery(text: string, locale: string): string[] {
  return queryWords(text, locale).flat();
}
