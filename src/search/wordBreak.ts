/**
 * Word segmentation that gives the same segments as `Intl.Segmenter` (granularity `word`) at a fraction of its
 * cost: runs of ASCII text (and of the symbols English prose uses, see SYMBOLS) are split by the Unicode
 * word-boundary rules (UAX #29) restricted to those characters, and only the other runs go through the segmenter.
 * Building the search index segments every text of a locale, and the segmenter's per-segment objects were most of
 * that time; in the browser the segmenter is made only when a text needs it, since making one in a fresh worker
 * costs some 60 ms on the way to the first hit, and English queries and hits seldom need it.
 */

/** A piece of text and whether it is a word (segments concatenate back to the original text). */
export interface Segment {
  text: string;
  isWord: boolean;
}

/** UAX #29 word-break classes of the ASCII characters. */
const enum Wb {
  Other,
  Letter,
  Numeric,
  ExtendNumLet,
  MidLetter,
  MidNumLet,
  MidNum,
  CR,
  LF,
  Newline,
  Space,
}

const ASCII_CLASS = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const char = String.fromCharCode(code);
  ASCII_CLASS[code] = /[A-Za-z]/.test(char)
    ? Wb.Letter
    : /[0-9]/.test(char)
      ? Wb.Numeric
      : char === '_'
        ? Wb.ExtendNumLet
        : char === ':'
          ? Wb.MidLetter
          : char === '.' || char === "'"
            ? Wb.MidNumLet
            : char === ',' || char === ';'
              ? Wb.MidNum
              : char === '\r'
                ? Wb.CR
                : char === '\n'
                  ? Wb.LF
                  : char === '\v' || char === '\f'
                    ? Wb.Newline
                    : char === ' '
                      ? Wb.Space
                      : Wb.Other;
}

/**
 * Symbols of English prose that UAX #29 classes as Other (a break on both sides, never a word), so runs holding
 * them need no segmenter: dashes, ellipsis, minus, multiplication and plus-minus signs, degree, arrows, and the
 * sharp and flat signs of note names.
 */
const SYMBOLS = '\u2013\u2014\u2026\u2212\u00d7\u00b1\u00b0\u2190-\u2194\u266d\u266f';

/** The class of a character of a run the rules split: ASCII by the table, SYMBOLS (code ≥ 128) Other. */
function classOf(code: number): Wb {
  return (ASCII_CLASS[code] as Wb | undefined) ?? Wb.Other;
}

/** The class of the character at `index` of a run [start, end); outside the run, Other. */
function classAt(text: string, index: number, start: number, end: number): Wb {
  return index < start || index >= end ? Wb.Other : classOf(text.charCodeAt(index));
}

const isBreakLine = (wb: Wb) => wb === Wb.CR || wb === Wb.LF || wb === Wb.Newline;
const isMidLetter = (wb: Wb) => wb === Wb.MidLetter || wb === Wb.MidNumLet;
const isMidNum = (wb: Wb) => wb === Wb.MidNum || wb === Wb.MidNumLet;
const isWordChar = (wb: Wb) => wb === Wb.Letter || wb === Wb.Numeric;

/** Whether UAX #29 keeps the characters at `index - 1` and `index` of an ASCII run together. */
function joins(text: string, index: number, start: number, end: number): boolean {
  const before = classAt(text, index - 1, start, end);
  const after = classAt(text, index, start, end);
  if (before === Wb.CR && after === Wb.LF) return true; // WB3
  if (isBreakLine(before) || isBreakLine(after)) return false; // WB3a, WB3b
  if (before === Wb.Space && after === Wb.Space) return true; // WB3d
  if (isWordChar(before) && isWordChar(after)) return true; // WB5, WB8, WB9, WB10
  if (before === Wb.Letter && isMidLetter(after)) return classAt(text, index + 1, start, end) === Wb.Letter; // WB6
  if (isMidLetter(before) && after === Wb.Letter) return classAt(text, index - 2, start, end) === Wb.Letter; // WB7
  if (before === Wb.Numeric && isMidNum(after)) return classAt(text, index + 1, start, end) === Wb.Numeric; // WB12
  if (isMidNum(before) && after === Wb.Numeric) return classAt(text, index - 2, start, end) === Wb.Numeric; // WB11
  if (after === Wb.ExtendNumLet) return isWordChar(before) || before === Wb.ExtendNumLet; // WB13a
  if (before === Wb.ExtendNumLet) return isWordChar(after); // WB13b
  return false; // WB999
}

/** Segments of the run text[start, end) of ASCII and SYMBOLS, appended to `out`. */
function segmentAscii(text: string, start: number, end: number, out: Segment[]): void {
  let from = start;
  for (let index = start + 1; index <= end; index += 1) {
    if (index < end && joins(text, index, start, end)) continue;
    const first = classOf(text.charCodeAt(from));
    // A lone `_` is not a word; `__` is (as ICU reports them).
    const isWord = isWordChar(first) || (first === Wb.ExtendNumLet && index - from > 1);
    out.push({ text: text.slice(from, index), isWord });
    from = index;
  }
}

/**
 * Non-ASCII characters that always break from an ASCII neighbour and whose own segmentation does not look past
 * it: hiragana, katakana (unless next to `_`, which joins it), kanji, and Japanese punctuation that is neither a
 * space nor a letter.
 */
const CUT_AGAINST_ASCII = /[\u3041-\u3096\u309d-\u309f\u3400-\u4dbf\u4e00-\u9fff\u3001\u3002\u3008-\u3011]/;
const KATAKANA = /[\u30a1-\u30fa\u30fc-\u30ff]/;

function isCut(text: string, asciiIndex: number, otherIndex: number): boolean {
  const other = text.charAt(otherIndex);
  if (CUT_AGAINST_ASCII.test(other)) return true;
  return KATAKANA.test(other) && text.charAt(asciiIndex) !== '_';
}

/** What the ASCII rules leave to the segmenter: other scripts, and the rare control characters. */
const NON_ASCII = new RegExp(`[^\\t-~${SYMBOLS}]+`, 'g');

/**
 * `Intl.Segmenter` word segments of `text`, with the segmenter (`segmenterOf`, called only then) used only for the
 * text that is not ASCII. Text that mixes ASCII with other scripts in ways the ASCII rules cannot cut goes to the
 * segmenter whole.
 */
export function segmentWords(text: string, segmenterOf: () => Intl.Segmenter): Segment[] {
  const out: Segment[] = [];
  const runs: [start: number, end: number][] = [];
  NON_ASCII.lastIndex = 0;
  for (let match = NON_ASCII.exec(text); match; match = NON_ASCII.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    if ((start > 0 && !isCut(text, start - 1, start)) || (end < text.length && !isCut(text, end, end - 1))) {
      return Array.from(segmenterOf().segment(text), (part) => ({
        text: part.segment,
        isWord: Boolean(part.isWordLike),
      }));
    }
    runs.push([start, end]);
  }
  let from = 0;
  for (const [start, end] of runs) {
    if (start > from) segmentAscii(text, from, start, out);
    for (const part of segmenterOf().segment(text.slice(start, end))) {
      out.push({ text: part.segment, isWord: Boolean(part.isWordLike) });
    }
    from = end;
  }
  if (from < text.length) segmentAscii(text, from, text.length, out);
  return out;
}
