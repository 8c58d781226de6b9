import { MAX_QUERY_LENGTH } from './types';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone surrogate (half of a character cut apart) replaced by U+FFFD: `encodeURIComponent`
 * throws on one, and a query goes into URLs.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * A query as the search box takes it: at most MAX_QUERY_LENGTH UTF-16 code units (what `maxlength` counts),
 * never ending in half of a character, and well formed.
 */
export function limitQuery(text: string): string {
  let cut = text.slice(0, MAX_QUERY_LENGTH);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return wellFormed(cut);
}
