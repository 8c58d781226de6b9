import { remember } from './remember';
import { escapeHtml } from './escapeHtml';
import { isReadWhole, normalizeTerm, segment, wordTerms } from './tokenize';
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

interface MarkedWord {
  text: string;
  isWord: boolean;
  marked: boolean;
}

interface MarkedText {
  words: MarkedWord[];
  /** Where in `words` the words are (the rest are spaces and punctuation). */
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

/** Whether any of a word's forms matches: a matched index term, or a query term (`found` gets those it has). */
function matches(forms: readonly string[], terms: MatchTerms, found: Set<string>): boolean {
  let marked = forms.some((form) => terms.matched.has(form));
  for (const queryTerm of terms.query) {
    const prefix = terms.prefixes.includes(queryTerm);
    if (forms.some((form) => (prefix ? form.startsWith(queryTerm) : form === queryTerm))) {
      found.add(queryTerm);
      marked = true;
    }
  }
  return marked;
}

const KATAKANA_WORD = /^[\u30a1-\u30ff]+$/;

function markWords(text: string, locale: string, terms: MatchTerms): MarkedText {
  const found = new Set<string>();
  const wordPositions: number[] = [];
  const words: MarkedWord[] = segment(text, locale).map((part, position) => {
    if (!part.isWord) return { text: part.text, isWord: false, marked: false };
    wordPositions.push(position);
    return { text: part.text, isWord: true, marked: matches(formsOf(part.text), terms, found) };
  });
  // A katakana run the segmenter cut into pieces, which the search read whole (see queryWords): marked whole.
  let run: MarkedWord[] = [];
  const endRun = () => {
    const pieces = run.map((word) => normalizeTerm(word.text));
    if (isReadWhole(pieces) && matches([pieces.join('')], terms, found)) {
      for (const word of run) word.marked = true;
    }
    run = [];
  };
  for (const word of words) {
    if (word.isWord && KATAKANA_WORD.test(word.text)) run.push(word);
    else endRun();
  }
  endRun();
  const firstMarkedWord = wordPositions.findIndex((position) => words[position]?.marked);
  const anyMarked = firstMarkedWord >= 0;
  let matchLevel: MatchLevel = 'none';
  if (anyMarked)
    matchLevel = found.size === terms.query.length || terms.query.length <= 1 ? 'full' : 'partial';
  return {
    words,
    wordPositions,
    firstMarkedWord,
    matchLevel,
    matchedWords: anyMarked ? [...(found.size ? found : terms.query)] : [],
  };
}

function render(words: MarkedWord[], tags: HighlightTags): string {
  // The words between two marked ones are escaped as one run, not one by one; marked words with nothing between
  // them (the pieces of one Japanese word as the segmenter cut it) are one mark.
  let html = '';
  let run = '';
  let marked = '';
  for (const word of words) {
    if (!word.marked) {
      if (marked) html += `${tags.pre}${escapeHtml(marked)}${tags.post}`;
      marked = '';
      run += word.text;
      continue;
    }
    html += escapeHtml(run);
    run = '';
    marked += word.text;
  }
  if (marked) html += `${tags.pre}${escapeHtml(marked)}${tags.post}`;
  return html + escapeHtml(run);
}

/** The whole text, HTML-escaped, with matching words wrapped in the highlight tags. */
function highlightMarked(
  { words, matchLevel, matchedWords }: MarkedText,
  tags: HighlightTags,
): HighlightValue {
  return {
    value: render(words, tags),
    matchLevel,
    matchedWords,
    fullyHighlighted: words.length > 0 && words.every((word) => !word.isWord || word.marked),
  };
}

/**
 * At most `wordCount` words of the text around the first match (from the start when nothing matches),
 * HTML-escaped and highlighted, with the ellipsis where text was cut.
 */
function snippetMarked(
  { words, wordPositions, firstMarkedWord, matchLevel }: MarkedText,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
): SnippetValue {
  if (wordPositions.length <= wordCount) return { value: render(words, tags), matchLevel };
  const firstMatch = Math.max(0, firstMarkedWord);
  const startWord = Math.max(
    0,
    Math.min(firstMatch - Math.floor(wordCount / 4), wordPositions.length - wordCount),
  );
  const start = startWord === 0 ? 0 : (wordPositions[startWord] ?? 0);
  const endWord = startWord + wordCount - 1;
  const end = (wordPositions[endWord] ?? words.length - 1) + 1;
  const body = render(words.slice(start, end), tags).trim();
  const prefix = start > 0 ? ellipsis : '';
  const suffix = end < words.length ? ellipsis : '';
  return { value: `${prefix}${body}${suffix}`, matchLevel };
}

/** Highlights and snippets for one query's hits; texts repeated across hits (their headings) are marked once. */
export interface Highlighter {
  highlight(text: string): HighlightValue;
  snippet(text: string, wordCount: number, ellipsis: string): SnippetValue;
}

export function createHighlighter(locale: string, terms: MatchTerms, tags: HighlightTags): Highlighter {
  const marked = new Map<string, MarkedText>();
  const highlights = new Map<string, HighlightValue>();
  /** Per word count and ellipsis, keyed by the text itself (see segment's caches). */
  const snippets = new Map<string, Map<string, SnippetValue>>();
  const mark = (text: string) => remember(marked, text, () => markWords(text, locale, terms));
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
