import { remember } from './remember';
import { escapeHtml } from './escapeHtml';
import { isReadWhole, normalizeTerm, segment, wordTerms } from './tokenize';
import type { Segment } from './wordBreak';
import type { HighlightValue, MatchLevel, SnippetValue } from './types';

/**
 * What to mark: the index terms that matched (fuzzy ones included), and the query's own terms: each where a word
 * has it, and those that may be the start of a word (the one being typed) where a word begins with it.
 */
export interface MatchTerms {
  matched: ReadonlySet<string>;
  query: readonly string[];
  prefixes: readonly string[];
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/** The words of a text and which of them are marked. */
interface MarkedText {
  /** The text's words, spaces and punctuation, as segment() gives them (shared: never changed). */
  parts: readonly Segment[];
  /** Per part, 1 where it is a marked word. */
  marks: Uint8Array;
  /** Where in `parts` the words are (the rest are spaces and punctuation). */
  wordPositions: number[];
  /** Which word (an index into `wordPositions`) is the first marked one; -1 for none. */
  firstMarkedWord: number;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

/** Each word's normalised forms (`wordTerms`), kept across queries: the same words come back in every hit. */
const formsCache = new Map<string, string[]>();
const FORMS_CACHE_SIZE = 20000;

const formsOf = (word: string) => remember(formsCache, word, () => wordTerms(word), FORMS_CACHE_SIZE);

/**
 * What a word's forms have of the query: null when the word is not marked, else the query terms it has (none
 * when only a matched index term marks it).
 */
type WordMatch = readonly string[] | null;
const NO_QUERY_TERMS: readonly string[] = [];

/** A word is marked by any of its forms: a matched index term, or a query term (a prefix one as a word's start). */
function matchOf(forms: readonly string[], terms: MatchTerms): WordMatch {
  let found: string[] | null = null;
  for (const queryTerm of terms.query) {
    const prefix = terms.prefixes.includes(queryTerm);
    for (const form of forms) {
      if (prefix ? form.startsWith(queryTerm) : form === queryTerm) {
        (found ??= []).push(queryTerm);
        break;
      }
    }
  }
  if (found) return found;
  for (const form of forms) if (terms.matched.has(form)) return NO_QUERY_TERMS;
  return null;
}

const KATAKANA_WORD = /^[\u30a1-\u30ff]+$/;

/**
 * Marks the words of `text`; `matchOfWord` gives a word's match, kept for the query (the same words come back in
 * the texts of many hits).
 */
function markWords(
  text: string,
  locale: string,
  terms: MatchTerms,
  matchOfWord: (word: string) => WordMatch,
): MarkedText {
  const parts = segment(text, locale);
  const marks = new Uint8Array(parts.length);
  const found = new Set<string>();
  const wordPositions: number[] = [];
  const take = (position: number, match: WordMatch) => {
    if (!match) return;
    marks[position] = 1;
    for (const term of match) found.add(term);
  };
  for (let position = 0; position < parts.length; position += 1) {
    const part = parts[position] as Segment;
    if (!part.isWord) continue;
    wordPositions.push(position);
    take(position, matchOfWord(part.text));
  }
  // A katakana run the segmenter cut into pieces, which the search read whole (see queryWords): marked whole.
  let runStart = 0;
  const endRun = (end: number) => {
    if (end - runStart > 1) {
      const pieces = parts.slice(runStart, end).map((part) => normalizeTerm(part.text));
      const match = isReadWhole(pieces) ? matchOf([pieces.join('')], terms) : null;
      if (match) for (let position = runStart; position < end; position += 1) take(position, match);
    }
    runStart = end + 1;
  };
  for (let position = 0; position < parts.length; position += 1) {
    const part = parts[position] as Segment;
    if (!part.isWord || !KATAKANA_WORD.test(part.text)) endRun(position);
  }
  endRun(parts.length);
  const firstMarkedWord = wordPositions.findIndex((position) => marks[position] === 1);
  const anyMarked = firstMarkedWord >= 0;
  let matchLevel: MatchLevel = 'none';
  if (anyMarked)
    matchLevel = found.size === terms.query.length || terms.query.length <= 1 ? 'full' : 'partial';
  return {
    parts,
    marks,
    wordPositions,
    firstMarkedWord,
    matchLevel,
    matchedWords: anyMarked ? [...(found.size ? found : terms.query)] : [],
  };
}

/** Parts `from` to `to` of a marked text, HTML-escaped, with the marked words in the highlight tags. */
function render({ parts, marks }: MarkedText, tags: HighlightTags, from = 0, to = parts.length): string {
  // The words between two marked ones are escaped as one run, not one by one; marked words with nothing between
  // them (the pieces of one Japanese word as the segmenter cut it) are one mark.
  let html = '';
  let run = '';
  let marked = '';
  for (let position = from; position < to; position += 1) {
    const text = (parts[position] as Segment).text;
    if (!marks[position]) {
      if (marked) html += `${tags.pre}${escapeHtml(marked)}${tags.post}`;
      marked = '';
      run += text;
      continue;
    }
    html += escapeHtml(run);
    run = '';
    marked += text;
  }
  if (marked) html += `${tags.pre}${escapeHtml(marked)}${tags.post}`;
  return html + escapeHtml(run);
}

/** The whole text, HTML-escaped, with matching words wrapped in the highlight tags. */
function highlightMarked(text: MarkedText, tags: HighlightTags): HighlightValue {
  const { parts, marks } = text;
  return {
    value: render(text, tags),
    matchLevel: text.matchLevel,
    matchedWords: text.matchedWords,
    fullyHighlighted:
      parts.length > 0 && parts.every((part, position) => !part.isWord || marks[position] === 1),
  };
}

/**
 * At most `wordCount` words of the text around the first match (from the start when nothing matches),
 * HTML-escaped and highlighted, with the ellipsis where text was cut.
 */
function snippetMarked(
  text: MarkedText,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
): SnippetValue {
  const { parts, wordPositions, firstMarkedWord, matchLevel } = text;
  if (wordPositions.length <= wordCount) return { value: render(text, tags), matchLevel };
  const firstMatch = Math.max(0, firstMarkedWord);
  const startWord = Math.max(
    0,
    Math.min(firstMatch - Math.floor(wordCount / 4), wordPositions.length - wordCount),
  );
  const start = startWord === 0 ? 0 : (wordPositions[startWord] ?? 0);
  const endWord = startWord + wordCount - 1;
  const end = (wordPositions[endWord] ?? parts.length - 1) + 1;
  const body = render(text, tags, start, end).trim();
  const prefix = start > 0 ? ellipsis : '';
  const suffix = end < parts.length ? ellipsis : '';
  return { value: `${prefix}${body}${suffix}`, matchLevel };
}

/** Highlights and snippets for one query's hits; texts repeated across hits (their headings) are marked once. */
export interface Highlighter {
  highlight(text: string): HighlightValue;
  snippet(text: string, wordCount: number, ellipsis: string): SnippetValue;
}

export function createHighlighter(locale: string, terms: MatchTerms, tags: HighlightTags): Highlighter {
  const marked = new Map<string, MarkedText>();
  const wordMatches = new Map<string, WordMatch>();
  const matchOfWord = (word: string) => remember(wordMatches, word, () => matchOf(formsOf(word), terms));
  const highlights = new Map<string, HighlightValue>();
  /** Per word count and ellipsis, keyed by the text itself (see segment's caches). */
  const snippets = new Map<string, Map<string, SnippetValue>>();
  const mark = (text: string) => remember(marked, text, () => markWords(text, locale, terms, matchOfWord));
  // Each hit gets its own copy: a caller may change a hit without changing the others that share a heading.
  return {
    highlight(text) {
      const value = remember(highlights, text, () => highlightMarked(mark(text), tags));
      return { ...value, matchedWords: [...value.matchedWords] };
    },
    snippet(text, wordCount, ellipsis) {
      const sized = remember(
        snippets,
        `${wordCount}\u0000${ellipsis}`,
        () => new Map<string, SnippetValue>(),
      );
      return { ...remember(sized, text, () => snippetMarked(mark(text), tags, wordCount, ellipsis)) };
    },
  };
}
