import { segment, wordTerms } from './tokenize';
import type { HighlightValue, MatchLevel, SnippetValue } from './types';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML, so record text can never inject markup into the modal or the results page. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** What to mark: the index terms that matched (fuzzy ones included) and the query's own terms (as prefixes). */
export interface MatchTerms {
  matched: ReadonlySet<string>;
  query: readonly string[];
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

function markWords(text: string, locale: string, terms: MatchTerms) {
  const found = new Set<string>();
  const words: MarkedWord[] = segment(text, locale).map((part) => {
    if (!part.isWord) return { ...part, marked: false };
    const forms = wordTerms(part.text);
    let marked = forms.some((form) => terms.matched.has(form));
    for (const queryTerm of terms.query) {
      if (forms.some((form) => form.startsWith(queryTerm))) {
        found.add(queryTerm);
        marked = true;
      }
    }
    return { ...part, marked };
  });
  const anyMarked = words.some((word) => word.marked);
  let matchLevel: MatchLevel = 'none';
  if (anyMarked)
    matchLevel = found.size === terms.query.length || terms.query.length <= 1 ? 'full' : 'partial';
  return { words, matchLevel, matchedWords: anyMarked ? [...(found.size ? found : terms.query)] : [] };
}

function render(words: MarkedWord[], tags: HighlightTags): string {
  return words
    .map((word) => (word.marked ? `${tags.pre}${escapeHtml(word.text)}${tags.post}` : escapeHtml(word.text)))
    .join('');
}

/** The whole text, HTML-escaped, with matching words wrapped in the highlight tags. */
export function highlight(
  text: string,
  locale: string,
  terms: MatchTerms,
  tags: HighlightTags,
): HighlightValue {
  const { words, matchLevel, matchedWords } = markWords(text, locale, terms);
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
export function snippet(
  text: string,
  locale: string,
  terms: MatchTerms,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
): SnippetValue {
  const { words, matchLevel } = markWords(text, locale, terms);
  const wordPositions = words.flatMap((word, position) => (word.isWord ? [position] : []));
  if (wordPositions.length <= wordCount) return { value: render(words, tags), matchLevel };
  const firstMatch = Math.max(
    0,
    wordPositions.findIndex((position) => words[position]?.marked),
  );
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
