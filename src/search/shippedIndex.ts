import type MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { AsPlainObject } from 'minisearch';
import type { CompactIndex } from './records';

/**
 * The search index as the build ships it: the engine's term index made at build time, so the browser loads it
 * (MiniSearch.loadJS) instead of tokenizing every text and indexing it again, which took most of the time from
 * Ctrl+K to the first hit. Two files per locale under public/search/:
 *
 * - `<locale>.json` (ShippedIndex): pages and headings as in CompactIndex, the vocabulary, the terms of every
 *   heading and page category by number, and the postings of the content field. The title and path fields repeat
 *   heading text in every record under it, so their postings are rebuilt from the heading terms, not shipped.
 * - `<locale>.texts.<id>.<n>.json` (textBucketFile): the texts (CompactIndex `texts`), which only hits and snippets
 *   need, in buckets of consecutive texts of a few kilobytes, so a search fetches the texts of the hits it shows,
 *   not every text of the site.
 *
 * `shipIndex` checks that what the browser rebuilds is exactly the index the engine builds from the texts.
 */
export interface ShippedIndex extends Omit<CompactIndex, 'format' | 'texts'> {
  format: 4;
  textBuckets: TextBuckets;
  /** Every indexed term, sorted; the fields below refer to terms by their number here. */
  terms: string[];
  /** The terms of each heading's text, in order (parallel to `headings`). */
  headingTerms: number[][];
  /** The terms of each page's category, the hierarchy's lvl0 (parallel to `pages`). */
  pageTerms: number[][];
  /**
   * Per term, the texts it occurs in: the gap from the previous text's number (texts numbered after the headings,
   * as records are), preceded by `-count` when the term occurs more than once in that text.
   */
  content: number[][];
}

/** Where the texts are: buckets of consecutive texts (in the records' order), a file each. */
export interface TextBuckets {
  /**
   * Names this build's files: a hash of every text, so that a page of an earlier deploy, whose index numbers the
   * texts differently, finds no bucket instead of the wrong texts.
   */
  id: string;
  /** The number of each bucket's first text; the first is 0. */
  starts: number[];
}

/**
 * A bucket holds texts up to about this many bytes of UTF-8 (1–2 KB compressed): measured in bytes, not
 * characters, so that Japanese buckets (three bytes a character) are not three times the size of English ones.
 */
export const TEXT_BUCKET_BYTES = 4096;

/** The length of `text` in UTF-8 bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair: one four-byte character.
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** The file (under /search/) of a bucket of texts. */
export function textBucketFile(language: string, id: string, bucket: number): string {
  return `${language}.texts.${id}.${bucket}.json`;
}

/** The first text of each bucket: consecutive texts, a new bucket once one holds `bytes` or more. */
export function bucketStarts(texts: string[], bytes = TEXT_BUCKET_BYTES): number[] {
  const starts = [0];
  let size = 0;
  texts.forEach((text, number) => {
    if (size >= bytes) {
      starts.push(number);
      size = 0;
    }
    size += utf8Length(text);
  });
  return texts.length === 0 ? [] : starts;
}

/** The bucket holding text `text` (starts ascending, the first 0). */
export function bucketOf(starts: number[], text: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= text) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** FNV-1a (32 bits) of a string, as 8 hex digits: names a build's text buckets, nothing secret. */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** MiniSearch's field numbers, in the engine's field order. */
const FIELDS = { title: 0, path: 1, content: 2 } as const;

/**
 * For each record, which heading gives each hierarchy level (1–6), the way hierarchyOf in records.ts walks the
 * parents: a level set once is kept by the farthest heading up the chain.
 */
function levelHeadings(headings: CompactIndex['headings'], headingId: number): (number | undefined)[] {
  const byLevel: (number | undefined)[] = [];
  for (let id = headingId; id >= 0; ) {
    const entry = headings[id];
    if (!entry) break;
    byLevel[entry[1]] = id;
    id = entry[4];
  }
  return byLevel;
}

/** The compact index (pages, headings and texts: the records) of a shipped index and its texts. */
export function compactIndexOf(shipped: ShippedIndex, texts: string[]): CompactIndex {
  const {
    terms: _terms,
    headingTerms: _headings,
    pageTerms: _pages,
    content: _content,
    textBuckets: _buckets,
    ...rest
  } = shipped;
  return { ...rest, format: 2, texts };
}

/** Per field, per term number: record → occurrences. */
type Postings = Map<number, number>[][];

function occurrences(postings: Postings, field: number, term: number): Map<number, number> {
  const byTerm = postings[field] as Map<number, number>[];
  let records = byTerm[term];
  if (!records) byTerm[term] = records = new Map();
  return records;
}

/** Each term of a field's text with its occurrences; the size is the field's length as MiniSearch counts it. */
function counted(terms: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** Adds one record's field (terms counted); returns the field's length. */
function addField(postings: Postings, field: number, record: number, counts: Map<number, number>): number {
  for (const [term, count] of counts) occurrences(postings, field, term).set(record, count);
  return counts.size;
}

/**
 * The postings and field lengths of every record, rebuilt as engine.ts indexes them: a heading's record has the
 * heading as title and the levels above it as path; a text's record has every level as path and the text as
 * content.
 */
function rebuild(shipped: ShippedIndex): { postings: Postings; lengths: number[][] } {
  // Filled arrays, not holey ones, so the engine's arrays stay fast to index.
  const postings: Postings = [0, 1, 2].map(() => new Array(shipped.terms.length).fill(undefined));
  const lengths: number[][] = [];
  const under: Map<number, number>[] = [];
  shipped.headings.forEach((heading, record) => {
    const byLevel = levelHeadings(shipped.headings, record);
    const levelTerms = (level: number) => {
      const source = byLevel[level];
      return source === undefined ? [] : (shipped.headingTerms[source] ?? []);
    };
    const path: number[] = [...(shipped.pageTerms[heading[0]] ?? [])];
    let above: number[] = [];
    for (let level = 1; level <= 6; level += 1) {
      if (level === heading[1]) above = [...path];
      path.push(...levelTerms(level));
    }
    under[record] = counted(path);
    lengths.push([
      addField(postings, FIELDS.title, record, counted(levelTerms(heading[1]))),
      addField(postings, FIELDS.path, record, counted(above)),
      0,
    ]);
  });
  let record = shipped.headings.length;
  shipped.counts.forEach((count, heading) => {
    const path = under[heading] ?? new Map<number, number>();
    for (let taken = 0; taken < count; taken += 1, record += 1) {
      lengths.push([0, addField(postings, FIELDS.path, record, path), 0]);
    }
  });
  shipped.content.forEach((entries, term) => {
    let text = shipped.headings.length;
    let count = 1;
    for (const entry of entries) {
      if (entry < 0) {
        count = -entry;
        continue;
      }
      text += entry;
      occurrences(postings, FIELDS.content, term).set(text, count);
      const length = lengths[text];
      if (length) length[FIELDS.content] = (length[FIELDS.content] ?? 0) + 1;
      count = 1;
    }
  });
  return { postings, lengths };
}

/** The parts of MiniSearch 7 that loadJS sets, set here from Maps directly (loadJS would parse objects back). */
interface MiniSearchState {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _dirtCount: number;
  _index: SearchableMap<Map<number, Map<number, number>>>;
}

/** A node of SearchableMap's radix tree: edge label → child node, and '' → the value of the key ending here. */
type RadixNode<T> = Map<string, RadixNode<T> | T>;

/**
 * The radix tree SearchableMap would build by inserting `terms` one by one (edges split where keys part), made in
 * one pass over the sorted terms: inserting one by one scans a node's children for every key, which is slow for
 * Japanese, whose first characters are many.
 */
export function radixTree<T>(terms: string[], valueOf: (index: number) => T): RadixNode<T> {
  const build = (from: number, to: number, depth: number): RadixNode<T> => {
    const node: RadixNode<T> = new Map();
    let start = from;
    if ((terms[start] as string).length === depth) {
      node.set('', valueOf(start));
      start += 1;
    }
    while (start < to) {
      const first = terms[start] as string;
      let end = start + 1;
      while (end < to && (terms[end] as string)[depth] === first[depth]) end += 1;
      // Sorted terms: the group's common prefix is that of its first and last term.
      const last = terms[end - 1] as string;
      let shared = depth + 1;
      while (shared < first.length && shared < last.length && first[shared] === last[shared]) shared += 1;
      node.set(first.slice(depth, shared), build(start, end, shared));
      start = end;
    }
    return node;
  };
  return terms.length === 0 ? new Map() : build(0, terms.length, 0);
}

/**
 * Fills an empty MiniSearch (fields title, path and content, ids the record numbers) with the shipped index. The
 * build checks the result against the index MiniSearch builds itself (shipIndex), so a MiniSearch upgrade that
 * changes these fields fails the build, not the search.
 */
export function loadShippedIndex<T>(shipped: ShippedIndex, empty: MiniSearch<T>): MiniSearch<T> {
  const { postings, lengths } = rebuild(shipped);
  const state = empty as unknown as MiniSearchState;
  const records = lengths.length;
  state._documentCount = records;
  state._nextId = records;
  state._documentIds = new Map();
  state._idToShortId = new Map();
  state._fieldLength = new Map();
  // MiniSearch keeps a running mean, record after record; the same sums in the same order give the same floats.
  const average = [0, 0, 0];
  lengths.forEach((length, record) => {
    state._documentIds.set(record, record);
    state._idToShortId.set(record, record);
    state._fieldLength.set(record, length);
    for (let field = 0; field < 3; field += 1) {
      average[field] = ((average[field] ?? 0) * record + (length[field] ?? 0)) / (record + 1);
    }
  });
  state._avgFieldLength = average;
  state._dirtCount = 0;
  const tree = radixTree(shipped.terms, (id) => {
    const data = new Map<number, Map<number, number>>();
    postings.forEach((byTerm, field) => {
      const records = byTerm[id];
      if (records) data.set(field, records);
    });
    return data;
  });
  state._index = new SearchableMap(tree as Map<string, never>);
  return empty;
}

/** Terms in order, by number in `terms`; an unknown term is a build error. */
function termNumbers(numbers: Map<string, number>, terms: string[], where: string): number[] {
  return terms.map((term) => {
    const number = numbers.get(term);
    if (number === undefined) {
      throw new Error(`Search index: the term "${term}" of ${where} is not in the index`);
    }
    return number;
  });
}

/** A MiniSearch index with its terms in a fixed order, to compare two indexes (records are in order already). */
export function canonicalIndex(index: AsPlainObject): string {
  return JSON.stringify({
    ...index,
    index: [...index.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  });
}

/**
 * The shipped form of a compact index, given the engine's index built from it (`built`) and the tokenizer it was
 * built with. engine.ts's shipEngineIndex checks that the browser rebuilds exactly `built` from it.
 */
export function shipIndex(
  compact: CompactIndex,
  built: AsPlainObject,
  tokenize: (text: string) => string[],
): { index: ShippedIndex; texts: string[] } {
  const terms = built.index.map(([term]) => term).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const numbers = new Map(terms.map((term, id) => [term, id]));
  const contentField = String(FIELDS.content);
  const byTerm = new Map(built.index as [string, Record<string, Record<string, number>>][]);
  const content = terms.map((term) => {
    const recordsOf = Object.entries(byTerm.get(term)?.[contentField] ?? {})
      .map(([record, count]) => [Number(record), count] as const)
      .sort(([a], [b]) => a - b);
    const entries: number[] = [];
    let previous = compact.headings.length;
    for (const [record, count] of recordsOf) {
      if (count > 1) entries.push(-count);
      entries.push(record - previous);
      previous = record;
    }
    return entries;
  });
  const { format: _format, texts, ...rest } = compact;
  const index: ShippedIndex = {
    ...rest,
    format: 4,
    textBuckets: { id: contentHash(JSON.stringify(texts)), starts: bucketStarts(texts) },
    terms,
    headingTerms: compact.headings.map((heading, id) =>
      termNumbers(numbers, tokenize(heading[2]), `heading ${id} ("${heading[2]}")`),
    ),
    pageTerms: compact.pages.map((page) =>
      termNumbers(numbers, tokenize(page[1]), `the category of ${page[0]} ("${page[1]}")`),
    ),
    content,
  };
  return { index, texts };
}
