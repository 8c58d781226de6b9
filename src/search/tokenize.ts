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

/** `useMIDIInput` → `use`, `midi`, `input`; a plain word gives nothing. */
function camelParts(word: string): string[] {
  // Most words have no capital or digit after their first letter and cannot split: skip the full match.
  if (!/[A-Z0-9]/.test(word.slice(1)) && !/^[0-9]./.test(word)) return [];
  const parts = word.match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
  return parts.length > 1 ? parts : [];
}

/** The normalised terms of one word: itself, then its camelCase parts. */
export function wordTerms(word: string): string[] {
  return [word, ...camelParts(word)].map(normalizeTerm);
}

/** Index-time tokenizer (and the base of the query-time one). */
export function tokenize(text: string, locale: string): string[] {
  // The text is normalised once here, so each word needs only folding (same result as wordTerms).
  const terms: string[] = [];
  // Not through segment()'s cache: indexing sees each text once.
  for (const part of segmentWords(text.normalize('NFKC'), () => segmenterFor(locale))) {
    if (!part.isWord) continue;
    terms.push(foldNormalized(part.text));
    for (const piece of camelParts(part.text)) terms.push(foldNormalized(piece));
  }
  return terms;
}

const HIRAGANA = /[\u3041-\u3096]/g;

/**
 * Query-time tokenizer. Loanwords are written in katakana in the docs, but a reader may type them in hiragana,
 * which the segmenter cuts into particles (`すらいだー`); the query is also read as katakana and the reading with
 * fewer words wins, so both spellings give the indexed word.
 */
export function tokenizeQuery(text: string, locale: string): string[] {
  const asTyped = tokenize(text, locale);
  if (!/[\u3041-\u3096]/.test(text)) return asTyped;
  const asKatakana = tokenize(
    text.replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60)),
    locale,
  );
  return asKatakana.length < asTyped.length ? asKatakana : asTyped;
}
