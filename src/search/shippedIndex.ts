import type MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { AsPlainObject } from 'minisearch';
import { contentsOf, keywordsText, type CompactIndex } from './records';

/**
 * The search index as the build ships it: the engine's term index made at build time, so the browser loads it
 * (MiniSearch.loadJS would be the slow way) instead of tokenizing every text and indexing it again. The first
 * download holds what every query needs, whatever the size of the site: the vocabulary, the structure of pages and
 * headings, the terms of the headings and the length of every text. The rest is in parts of a few kilobytes that a
 * query fetches as it needs them, so the first search stays small as the docs grow. Files under public/search/:
 *
 * - `<locale>.json` (ShippedIndex): pages; headings without their text; the vocabulary; the terms of every
 *   heading and page category by number (the title and path fields repeat heading text in every record under it,
 *   so their postings are rebuilt from these, not shipped), and of every page's keywords (searched with its top
 *   heading, never shown: their text is not shipped); the length of every field in terms, and their means.
 * - `<locale>.postings.<id>.<n>.json`: the postings of the content field for a range of terms; a query fetches
 *   the ranges of the terms it matches (exact, prefix and fuzzy, as MiniSearch finds them).
 * - `<locale>.texts.<id>.<n>.json` and `<locale>.headings.<id>.<n>.json`: the texts and the headings' text and
 *   anchor, which only hits need: a search fetches those of the hits it shows.
 *
 * `shipIndex` checks that what the browser rebuilds with every part is exactly the index the engine builds.
 */
export interface ShippedIndex extends Omit<CompactIndex, 'format' | 'texts' | 'headings' | 'keywords'> {
  format: 7;
  /** [page, level 1–6, parent heading (-1 for none)]; the text and anchor are in the headings parts. */
  headings: [page: number, level: number, parent: number][];
  parts: PartStarts;
  /** Every indexed term, sorted; the fields below refer to terms by their number here. */
  terms: string[];
  /** The terms of each heading's text, in order (parallel to `headings`). */
  headingTerms: number[][];
  /** The terms of each page's category, the hierarchy's lvl0 (parallel to `pages`). */
  pageTerms: number[][];
  /** The terms of each page's keywords (parallel to `pages`; see keywordsText in records.ts), in order. */
  keywordTerms: number[][];
  /** Each text's length as the engine counts it (its distinct terms), which ranking needs for every hit. */
  contentLengths: number[];
  /**
   * Per heading, three lengths: its record's title and path fields, and the path field of the records of its texts
   * (see headingLengths). Worked out by the build, since they walk every heading's chain of parents: the browser
   * would spend more time on that than on the rest of loading.
   */
  headingLengths: number[];
  /** The mean length of each field (title, path, content, keywords) over the records, as the engine has it. */
  averageLengths: number[];
}

/** The kinds of parts: each a list cut into buckets of consecutive items, a file each. */
export const PART_KINDS = ['postings', 'texts', 'headings'] as const;
export type PartKind = (typeof PART_KINDS)[number];

/** Where the parts are: for each kind, the number of each bucket's first item (the first is 0). */
export interface PartStarts extends Record<PartKind, number[]> {
  /**
   * Names this build's files: a hash of every part and of where its buckets start, so that a page of an earlier
   * deploy, whose index numbers or cuts things differently, finds no file instead of the wrong data.
   */
  id: string;
}

/** The content of the parts, whole: what a bucket holds is a slice of one of these lists. */
export interface IndexParts {
  /** Per term, the texts it occurs in (see encodePostings). */
  postings: number[][];
  texts: string[];
  /** Per heading: its text and anchor ('' for the page top). */
  headings: [text: string, anchor: string][];
}

/** One bucket of one kind of part. */
export interface PartRef {
  kind: PartKind;
  bucket: number;
}

/**
 * A bucket holds items up to about this many bytes of UTF-8 as JSON (1–3 KB compressed): measured in bytes, not
 * characters, so that Japanese buckets (three bytes a character) are not three times the size of English ones.
 * A texts bucket holds at least this many and then ends where a page does (see TEXTS_BUCKET_MOST_BYTES).
 */
export const PART_BUCKET_BYTES: Record<PartKind, number> = { postings: 8192, texts: 2048, headings: 4096 };

/**
 * A texts bucket ends where a page's texts do, once it holds PART_BUCKET_BYTES.texts, unless it would then pass
 * this many bytes: a long page's texts go on in the next bucket. A query's hits sit on a handful of pages, several
 * on each; measured over the bench's queries, buckets cut so need 15–20% fewer requests than buckets of 4 KB cut
 * anywhere, with no more bytes. Fewer requests matter: a browser opens six connections to a host over HTTP/1.1,
 * and the requests past six wait for one.
 */
export const TEXTS_BUCKET_MOST_BYTES = 8192;

/**
 * Headings up to this many bytes in all (a site of a few dozen pages: about 4 KB compressed) go in one bucket:
 * nearly every query's hits need headings of several buckets, and one request costs less than several. A larger
 * site's are cut into PART_BUCKET_BYTES.headings buckets, so a query fetches those of the pages it hits.
 */
export const ONE_HEADINGS_BUCKET_BYTES = 32768;

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

/** The file (under /search/) of a bucket of parts. */
export function partFile(language: string, kind: PartKind, id: string, bucket: number): string {
  return `${language}.${kind}.${id}.${bucket}.json`;
}

/**
 * The first item of each bucket: consecutive items, a new bucket once one holds `bytes` or more, starting only
 * where `canStart` allows (a page's headings stay together, so a hit's hierarchy is in one bucket), or anywhere
 * before a bucket would pass `most` bytes.
 */
export function bucketStarts(
  sizes: number[],
  bytes: number,
  canStart: (item: number) => boolean = () => true,
  most = Infinity,
): number[] {
  const starts = [0];
  let size = 0;
  sizes.forEach((itemSize, item) => {
    if ((size >= bytes && canStart(item)) || (size > 0 && size + itemSize > most)) {
      starts.push(item);
      size = 0;
    }
    size += itemSize;
  });
  return sizes.length === 0 ? [] : starts;
}

/**
 * The bucket holding item `item` (starts ascending, the first 0): the last bucket starting at or before it, so of
 * buckets starting at the same item (empty ones), the last.
 */
export function bucketOf(starts: ArrayLike<number>, item: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= item) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The items of bucket `bucket` of `list`. */
export function bucketItems<T>(list: T[], starts: number[], bucket: number): T[] {
  return list.slice(starts[bucket], starts[bucket + 1] ?? list.length);
}

/**
 * The buckets of every kind of part, sized by PART_BUCKET_BYTES (and ONE_HEADINGS_BUCKET_BYTES,
 * TEXTS_BUCKET_MOST_BYTES); `headingPages` and `textPages` give the page of each heading and text.
 */
export function partStarts(
  parts: IndexParts,
  headingPages: ArrayLike<number>,
  textPages: ArrayLike<number>,
): PartStarts {
  const json = (item: unknown) => utf8Length(JSON.stringify(item));
  const headingSizes = parts.headings.map(json);
  const headingBytes = headingSizes.reduce((total, size) => total + size, 0);
  const starts = {
    postings: bucketStarts(parts.postings.map(json), PART_BUCKET_BYTES.postings),
    texts: bucketStarts(
      parts.texts.map(json),
      PART_BUCKET_BYTES.texts,
      (text) => textPages[text] !== textPages[text - 1],
      TEXTS_BUCKET_MOST_BYTES,
    ),
    headings: bucketStarts(
      headingSizes,
      headingBytes <= ONE_HEADINGS_BUCKET_BYTES ? Infinity : PART_BUCKET_BYTES.headings,
      (heading) => headingPages[heading] !== headingPages[heading - 1],
    ),
  };
  // The same parts cut otherwise are other files too.
  return { id: contentHash(JSON.stringify([parts, starts])), ...starts };
}

/** FNV-1a (32 bits) of a string, as 8 hex digits: names a build's parts, nothing secret. */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Checks a downloaded bucket: the right number of items, each of the kind's shape. A bucket of another build is
 * refused (the caller tells the reader to reload).
 */
export function isBucketOf(kind: PartKind, items: unknown, length: number): boolean {
  if (!Array.isArray(items) || items.length !== length) return false;
  if (kind === 'texts') return items.every((item) => typeof item === 'string');
  if (kind === 'headings') {
    return items.every(
      (item) =>
        Array.isArray(item) &&
        item.length === 2 &&
        typeof item[0] === 'string' &&
        typeof item[1] === 'string',
    );
  }
  return items.every((item) => Array.isArray(item) && item.every((entry) => Number.isInteger(entry)));
}

/** MiniSearch's field numbers, in the engine's field order. */
const FIELDS = { title: 0, path: 1, content: 2, keywords: 3 } as const;

/**
 * For each heading's record, which heading gives each hierarchy level (1–6), the way hierarchyOf in records.ts
 * walks the parents (a level met again further up the chain is given by the heading further up): seven slots a
 * heading, slot 0 unused, -1 for a level no heading gives.
 */
function levelHeadings(headings: ShippedIndex['headings']): Int32Array {
  const levels = new Int32Array(headings.length * 7).fill(-1);
  for (let heading = 0; heading < headings.length; heading += 1) {
    for (let id = heading; id >= 0; ) {
      const entry = headings[id];
      if (!entry) break;
      if (entry[1] >= 1 && entry[1] <= 6) levels[heading * 7 + entry[1]] = id;
      id = entry[2];
    }
  }
  return levels;
}

/**
 * The compact index (pages, headings and texts: the records) of a shipped index and those of its parts that are
 * there: a text or heading text not given is left out (undefined) until its bucket arrives.
 */
export function compactIndexOf(
  shipped: ShippedIndex,
  parts: Partial<Pick<IndexParts, 'texts' | 'headings'>> = {},
): CompactIndex {
  const textCount = shipped.counts.reduce((total, count) => total + count, 0);
  return {
    format: 3,
    language: shipped.language,
    version: shipped.version,
    pages: shipped.pages,
    // Only their terms are shipped (keywordTerms), which the engine has: keywords are never shown.
    keywords: shipped.pages.map(() => []),
    headings: shipped.headings.map(([page, level, parent], id) => {
      const heading = parts.headings?.[id];
      return [page, level, heading?.[0] as string, heading?.[1] as string, parent];
    }),
    counts: shipped.counts,
    texts: parts.texts ?? new Array<string>(textCount),
  };
}

/**
 * A term's content postings as shipped: the gap from the previous text's record (texts numbered after the
 * headings, as records are), preceded by `-count` when the term occurs more than once in that text.
 */
export function decodePostings(entries: number[], headingCount: number): Map<number, number> {
  const records = new Map<number, number>();
  let record = headingCount;
  let count = 1;
  for (const entry of entries) {
    if (entry < 0) {
      count = -entry;
      continue;
    }
    record += entry;
    records.set(record, count);
    count = 1;
  }
  return records;
}

/** The shipped form of a term's content postings (record → occurrences, in record order); see decodePostings. */
export function encodePostings(records: [record: number, count: number][], headingCount: number): number[] {
  const entries: number[] = [];
  let previous = headingCount;
  for (const [record, count] of records) {
    if (count > 1) entries.push(-count);
    entries.push(record - previous);
    previous = record;
  }
  return entries;
}

/** How many times `term` is in `terms`. */
function occurrencesIn(terms: number[] | undefined, term: number): number {
  let count = 0;
  // Indexed loops here and below: they run cold, once per heading, where an iterator costs more than the work.
  if (terms) for (let index = 0; index < terms.length; index += 1) if (terms[index] === term) count += 1;
  return count;
}

/** See HeadingFields.structure. */
interface Walks {
  headings: number[][];
  pages: number[][];
  keywordPages: number[][];
  children: number[][];
  onPage: number[][];
}

/** Where a record's fields come from: its levels' headings, its heading's texts, its page's top heading. */
interface Layout {
  /** Per heading, the heading that gives each hierarchy level (see levelHeadings). */
  levels: Int32Array;
  /** Per heading: the number of its first text's record. */
  firstText: Int32Array;
  /** Per page: its top heading, the first (whose record has the page's keywords); -1 for a page without one. */
  pageTop: Int32Array;
}

function layoutOf({ headings, counts, pages }: ShippedIndex): Layout {
  const firstText = new Int32Array(headings.length);
  const pageTop = new Int32Array(pages.length).fill(-1);
  let text = headings.length;
  for (let heading = 0; heading < headings.length; heading += 1) {
    firstText[heading] = text;
    text += counts[heading] ?? 0;
    const page = (headings[heading] as ShippedIndex['headings'][number])[0];
    if (pageTop[page] === -1) pageTop[page] = heading;
  }
  return { levels: levelHeadings(headings), firstText, pageTop };
}

/** Marks `terms` with `stamp` in `marks`; returns how many were not marked with it yet (distinct terms, once). */
function countNew(marks: Uint32Array, terms: number[] | undefined, stamp: number): number {
  let count = 0;
  if (!terms) return 0;
  for (let index = 0; index < terms.length; index += 1) {
    const term = terms[index] as number;
    if (marks[term] === stamp) continue;
    marks[term] = stamp;
    count += 1;
  }
  return count;
}

/** The terms of hierarchy level `level` of `heading`'s record (those of the heading that gives it). */
function levelTerms(
  { headingTerms }: Pick<ShippedIndex, 'headingTerms'>,
  levels: Int32Array,
  heading: number,
  level: number,
): number[] | undefined {
  const source = levels[heading * 7 + level] ?? -1;
  return source < 0 ? undefined : headingTerms[source];
}

/**
 * The build's side of ShippedIndex.headingLengths: per heading, the distinct terms of its title (its own level's
 * heading), of its record's path (the category and the levels above it) and of its texts' path (the category and
 * every level).
 */
function headingLengths(
  shipped: Pick<ShippedIndex, 'headings' | 'headingTerms' | 'pageTerms' | 'terms'>,
): number[] {
  const { headings, pageTerms } = shipped;
  const levels = levelHeadings(headings);
  const marks = new Uint32Array(shipped.terms.length);
  const lengths: number[] = [];
  let stamp = 0;
  for (let id = 0; id < headings.length; id += 1) {
    const [page, level] = headings[id] as ShippedIndex['headings'][number];
    stamp += 1;
    let above = countNew(marks, pageTerms[page], stamp);
    for (let each = 1; each < level; each += 1)
      above += countNew(marks, levelTerms(shipped, levels, id, each), stamp);
    let path = above;
    for (let each = level; each <= 6; each += 1)
      path += countNew(marks, levelTerms(shipped, levels, id, each), stamp);
    stamp += 1;
    lengths.push(countNew(marks, levelTerms(shipped, levels, id, level), stamp), above, path);
  }
  return lengths;
}

/**
 * The build's side of ShippedIndex.averageLengths, given every record's field lengths in record order. MiniSearch
 * keeps a running mean, record after record: the same sums in the same order give the same floats. The keywords'
 * mean is over the records that have them (see setKeywordsMean).
 */
function averageLengths(recordLengths: number[][]): number[] {
  const average = [0, 0, 0];
  recordLengths.forEach((length, record) => {
    for (let field = 0; field < 3; field += 1) {
      average[field] = ((average[field] ?? 0) * record + (length[field] ?? 0)) / (record + 1);
    }
  });
  const keywords = keywordsMean(recordLengths);
  return keywords === undefined ? average : [...average, keywords];
}

/**
 * The title and path fields of every record, as engine.ts indexes them: a heading's record has the heading as
 * title and the page's category and the levels above it as path; a text's record has the category and every level
 * as path (and the text as content); a page's top heading's record has the page's keywords, if any, as keywords.
 * Their lengths, which ranking needs for every record it scores, come with the index (headingLengths,
 * contentLengths) and are put together per record when first read. A term's postings in these fields are made
 * the first time a search reads the term (TermPostings), from the terms of the headings, categories and keywords,
 * so loading does not build the postings of the thousands of terms no search reads.
 */
class HeadingFields {
  /** Made when first needed: for the first record's lengths read, the first term's postings (see `structure`). */
  private layoutMade: Layout | null = null;
  private walks: Walks | null = null;
  /** Scratch marks, one per term and heading, for the counting and search below (see `mark`). */
  private termMarksMade: Uint32Array | null = null;
  private headingMarksMade: Uint32Array | null = null;
  private stamp = 0;
  /** Per record, as first read (see lengthsOf). */
  private readonly recordLengths: number[][] = [];
  /** How many records the index has: its headings', then its texts'. */
  readonly recordCount: number;

  constructor(private readonly shipped: ShippedIndex) {
    this.recordCount = shipped.headings.length + shipped.contentLengths.length;
  }

  /**
   * The [title, path, content] lengths (distinct terms) of a record, and the keywords' for a page's top heading
   * with keywords (MiniSearch has no length for a field a record does not have).
   */
  lengthsOf(record: number): number[] {
    const made = this.recordLengths[record];
    if (made) return made;
    const { headings, headingLengths, contentLengths, keywordTerms } = this.shipped;
    let lengths: number[];
    if (record < headings.length) {
      lengths = [headingLengths[record * 3] ?? 0, headingLengths[record * 3 + 1] ?? 0, 0];
      const page = (headings[record] as ShippedIndex['headings'][number])[0];
      const keywords = keywordTerms[page];
      if (this.layout().pageTop[page] === record && keywords && keywords.length > 0) {
        lengths.push(countNew(this.termMarks(), keywords, this.mark()));
      }
    } else {
      const heading = this.headingOfText(record);
      lengths = [0, headingLengths[heading * 3 + 2] ?? 0, contentLengths[record - headings.length] ?? 0];
    }
    this.recordLengths[record] = lengths;
    return lengths;
  }

  /** The heading whose texts a text's record is among. */
  private headingOfText(record: number): number {
    // The last heading whose texts start at or before the record: a heading without texts starts where the next
    // one does, so the last of those is the one whose texts hold it.
    return bucketOf(this.layout().firstText, record);
  }

  private layout(): Layout {
    this.layoutMade ??= layoutOf(this.shipped);
    return this.layoutMade;
  }

  private termMarks(): Uint32Array {
    this.termMarksMade ??= new Uint32Array(this.shipped.terms.length);
    return this.termMarksMade;
  }

  private headingMarks(): Uint32Array {
    this.headingMarksMade ??= new Uint32Array(this.shipped.headings.length);
    return this.headingMarksMade;
  }

  /** The terms of hierarchy level `level` of `heading`'s record (those of the heading that gives it). */
  private levelTerms(heading: number, level: number): number[] | undefined {
    return levelTerms(this.shipped, this.layout().levels, heading, level);
  }

  /**
   * Per term, the headings, the pages (categories) and the pages' keywords whose own terms have it; per heading,
   * the headings whose parent it is; per page, its headings.
   */
  private structure(): Walks {
    if (this.walks) return this.walks;
    const { headings, headingTerms, pageTerms, keywordTerms } = this.shipped;
    const having = (lists: number[][]) => {
      const byTerm: number[][] = [];
      lists.forEach((terms, id) => {
        for (const term of terms) if (byTerm[term]?.at(-1) !== id) (byTerm[term] ??= []).push(id);
      });
      return byTerm;
    };
    const children: number[][] = [];
    const onPage: number[][] = [];
    headings.forEach(([page, , parent], id) => {
      if (parent >= 0) (children[parent] ??= []).push(id);
      (onPage[page] ??= []).push(id);
    });
    this.walks = {
      headings: having(headingTerms),
      pages: having(pageTerms),
      keywordPages: having(keywordTerms),
      children,
      onPage,
    };
    return this.walks;
  }

  /** A new stamp for the scratch marks: anything marked before no longer counts as marked. */
  private mark(): number {
    this.stamp += 1;
    return this.stamp;
  }

  /**
   * `term`'s postings in the title, path and keywords fields: heading records in order, then text records (path
   * only); the keywords' on the pages' top headings.
   */
  postingsOf(term: number): {
    title: Map<number, number>;
    path: Map<number, number>;
    keywords: Map<number, number>;
  } {
    const { headings, pageTerms, keywordTerms, counts } = this.shipped;
    const title = new Map<number, number>();
    const path = new Map<number, number>();
    const keywords = new Map<number, number>();
    // Only the headings on the pages whose category has it, and those under a heading that has it, can have it
    // in their fields (a record's levels are given by headings up its chain of parents).
    const walks = this.structure();
    const { firstText, pageTop } = this.layout();
    const headingMarks = this.headingMarks();
    const seen = this.mark();
    const candidates: number[] = [];
    const take = (id: number) => {
      if (headingMarks[id] === seen) return;
      headingMarks[id] = seen;
      candidates.push(id);
    };
    for (const page of walks.pages[term] ?? []) for (const id of walks.onPage[page] ?? []) take(id);
    const under = [...(walks.headings[term] ?? [])];
    for (let id = under.pop(); id !== undefined; id = under.pop()) {
      take(id);
      under.push(...(walks.children[id] ?? []));
    }
    // In record order, as MiniSearch has them.
    candidates.sort((a, b) => a - b);
    const texts: [heading: number, count: number][] = [];
    for (const id of candidates) {
      const [page, level] = headings[id] as ShippedIndex['headings'][number];
      let above = occurrencesIn(pageTerms[page], term);
      for (let each = 1; each < level; each += 1) above += occurrencesIn(this.levelTerms(id, each), term);
      const own = occurrencesIn(this.levelTerms(id, level), term);
      let below = 0;
      for (let each = level + 1; each <= 6; each += 1)
        below += occurrencesIn(this.levelTerms(id, each), term);
      if (own > 0) title.set(id, own);
      if (above > 0) path.set(id, above);
      if (above + own + below > 0 && (counts[id] ?? 0) > 0) texts.push([id, above + own + below]);
    }
    for (const [heading, count] of texts) {
      const first = firstText[heading] as number;
      const last = first + (counts[heading] as number);
      for (let record = first; record < last; record += 1) path.set(record, count);
    }
    const tops = (walks.keywordPages[term] ?? []).flatMap((page) => {
      const top = pageTop[page] ?? -1;
      return top < 0 ? [] : [[top, occurrencesIn(keywordTerms[page], term)]];
    });
    for (const [top, count] of tops.sort(([a], [b]) => (a as number) - (b as number))) {
      keywords.set(top as number, count as number);
    }
    return { title, path, keywords };
  }
}

/**
 * A term's postings by field, as MiniSearch keeps them. Until the term's postings bucket arrives, the content
 * field is missing and reading it calls `waiting`: a search run then names every term whose bucket it needs. The
 * title, path and keywords postings are made the first time one of them is read or the whole is iterated
 * (MiniSearch does nothing else with a term's fields; `size` and `has` do not make them).
 */
export class TermPostings extends Map<number, Map<number, number>> {
  waiting: ((term: number) => void) | null = null;
  private headingFields: HeadingFields | null = null;

  constructor(readonly term: number) {
    super();
  }

  /** The term's title, path and keywords postings are to be made from `fields` when first read. */
  deferHeadingFields(fields: HeadingFields): void {
    this.headingFields = fields;
  }

  /**
   * Makes the title, path and keywords postings, once: when first read, or ahead of that while the term's postings
   * bucket is on its way (see LocalSearchEngine.prepareArrivingTerms).
   */
  addHeadingFields(): void {
    if (!this.headingFields) return;
    const { title, path, keywords } = this.headingFields.postingsOf(this.term);
    this.headingFields = null;
    if (title.size > 0) super.set(FIELDS.title, title);
    if (path.size > 0) super.set(FIELDS.path, path);
    if (keywords.size > 0) super.set(FIELDS.keywords, keywords);
  }

  override get(field: number): Map<number, number> | undefined {
    if (this.waiting) {
      // The search reading the term now is run again once its bucket has arrived, and its results until then are
      // not used: none of the term's fields is worth making or scoring for it.
      this.waiting(this.term);
      return undefined;
    }
    if (field !== FIELDS.content) this.addHeadingFields();
    return super.get(field);
  }

  override entries(): MapIterator<[number, Map<number, number>]> {
    this.addHeadingFields();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[number, Map<number, number>]> {
    return this.entries();
  }

  override forEach(
    callback: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void,
    thisArg?: unknown,
  ): void {
    this.addHeadingFields();
    super.forEach(callback, thisArg);
  }

  override values(): MapIterator<Map<number, number>> {
    this.addHeadingFields();
    return super.values();
  }

  override keys(): MapIterator<number> {
    this.addHeadingFields();
    return super.keys();
  }

  /** The content postings have arrived (see decodePostings). */
  arrive(entries: number[], headingCount: number): void {
    if (entries.length > 0) this.set(FIELDS.content, decodePostings(entries, headingCount));
    this.waiting = null;
  }
}

/**
 * The records 0 … count − 1 as a Map, each one's value given by `valueAt`: what loadJS would fill entry by entry
 * for thousands of records, made at no cost. Read-only: the engine adds and removes nothing once loaded.
 */
class RecordMap<V> extends Map<number, V> {
  constructor(
    private readonly count: number,
    private readonly valueAt: (record: number) => V,
  ) {
    super();
  }

  override get size(): number {
    return this.count;
  }

  override has(record: number): boolean {
    return Number.isInteger(record) && record >= 0 && record < this.count;
  }

  override get(record: number): V | undefined {
    return this.has(record) ? this.valueAt(record) : undefined;
  }

  override set(): this {
    throw new Error('Search: the index the build shipped is read-only');
  }

  override delete(): boolean {
    throw new Error('Search: the index the build shipped is read-only');
  }

  override entries(): MapIterator<[number, V]> {
    return this.list().entries();
  }

  override keys(): MapIterator<number> {
    return this.list().keys();
  }

  override values(): MapIterator<V> {
    return this.list().values();
  }

  override [Symbol.iterator](): MapIterator<[number, V]> {
    return this.entries();
  }

  override forEach(callback: (value: V, key: number, map: Map<number, V>) => void, thisArg?: unknown): void {
    for (const [record, value] of this.entries()) callback.call(thisArg, value, record, this);
  }

  /** Every entry, made on the spot (only a serialization or a search for everything reads them all). */
  private list(): Map<number, V> {
    return new Map(Array.from({ length: this.count }, (_, record) => [record, this.valueAt(record)]));
  }
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
 * Fills an empty MiniSearch (fields title, path and content, ids the record numbers) with the shipped index and
 * returns its terms' postings. With `postings` (every term's, as in Node) the index is whole; without, each term
 * waits for its bucket (TermPostings.arrive) and calls `waiting` when a search reads it before. The build checks
 * the whole index against the one MiniSearch builds itself (shipIndex), so a MiniSearch upgrade that changes
 * these fields fails the build, not the search.
 */
export function loadShippedIndex<T>(
  shipped: ShippedIndex,
  empty: MiniSearch<T>,
  postings?: number[][],
  waiting: (term: number) => void = () => undefined,
): TermPostings[] {
  const fields = new HeadingFields(shipped);
  const state = empty as unknown as MiniSearchState;
  const records = fields.recordCount;
  state._documentCount = records;
  state._nextId = records;
  // Record numbers are the ids: the same numbers both ways.
  state._documentIds = new RecordMap(records, (record) => record);
  state._idToShortId = state._documentIds as Map<unknown, number>;
  state._fieldLength = new RecordMap(records, (record) => fields.lengthsOf(record));
  state._avgFieldLength = [...shipped.averageLengths];
  state._dirtCount = 0;
  const terms = shipped.terms.map((_, id) => {
    const data = new TermPostings(id);
    data.deferHeadingFields(fields);
    const entries = postings?.[id];
    if (entries) data.arrive(entries, shipped.headings.length);
    else data.waiting = waiting;
    return data;
  });
  state._index = new SearchableMap(radixTree(shipped.terms, (id) => terms[id]) as Map<string, never>);
  return terms;
}

/**
 * Sets the mean length of the keywords field to its mean over the records that have one (the pages' top headings
 * with keywords). MiniSearch's running mean counts every record before the last that has the field, as if the
 * others had it empty: the mean would shrink as the site grows, and ranking, which compares a record's length with
 * the mean, would weigh keywords a little less with every page. Called once the index is built or loaded, so the
 * index built from the texts and the one the browser loads agree (the build works out the shipped means the same
 * way, see averageLengths).
 */
export function setKeywordsMean<T>(miniSearch: MiniSearch<T>): void {
  const state = miniSearch as unknown as MiniSearchState;
  const mean = keywordsMean(state._fieldLength.values());
  if (mean !== undefined) state._avgFieldLength[FIELDS.keywords] = mean;
}

/** The mean length of the keywords field over the records that have one (see setKeywordsMean); none without. */
function keywordsMean(recordLengths: Iterable<number[]>): number | undefined {
  let total = 0;
  let count = 0;
  for (const lengths of recordLengths) {
    const length = lengths[FIELDS.keywords];
    if (length === undefined) continue;
    total += length;
    count += 1;
  }
  return count > 0 ? total / count : undefined;
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
): { index: ShippedIndex; parts: IndexParts } {
  const terms = built.index.map(([term]) => term).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const numbers = new Map(terms.map((term, id) => [term, id]));
  const contentField = String(FIELDS.content);
  const byTerm = new Map(built.index as [string, Record<string, Record<string, number>>][]);
  const headingCount = compact.headings.length;
  const contentLengths = new Array<number>(compact.texts.length).fill(0);
  const postings = terms.map((term) => {
    const recordsOf = Object.entries(byTerm.get(term)?.[contentField] ?? {})
      .map(([record, count]) => [Number(record), count] as [number, number])
      .sort(([a], [b]) => a - b);
    for (const [record] of recordsOf) {
      const text = record - headingCount;
      contentLengths[text] = (contentLengths[text] ?? 0) + 1;
    }
    return encodePostings(recordsOf, headingCount);
  });
  const parts: IndexParts = {
    postings,
    texts: compact.texts,
    headings: compact.headings.map(([, , text, anchor]) => [text, anchor]),
  };
  const headingTerms = compact.headings.map((heading, id) =>
    termNumbers(numbers, tokenize(heading[2]), `heading ${id} ("${heading[2]}")`),
  );
  const pageTerms = compact.pages.map((page) =>
    termNumbers(numbers, tokenize(page[1]), `the category of ${page[0]} ("${page[1]}")`),
  );
  const headings = compact.headings.map(([page, level, , , parent]): ShippedIndex['headings'][number] => [
    page,
    level,
    parent,
  ]);
  const headingPages = headings.map(([page]) => page);
  const index: ShippedIndex = {
    format: 7,
    language: compact.language,
    version: compact.version,
    pages: compact.pages,
    headings,
    counts: compact.counts,
    parts: partStarts(
      parts,
      headingPages,
      contentsOf(compact).map(([heading]) => headingPages[heading] ?? -1),
    ),
    terms,
    headingTerms,
    pageTerms,
    keywordTerms: compact.pages.map(([path], page) => {
      const text = keywordsText(compact.keywords[page]);
      const terms = text === undefined ? [] : tokenize(text);
      // The engine gives a page with keywords a keywords field, which the browser knows by its terms.
      if (text !== undefined && terms.length === 0) {
        throw new Error(`Search index: the keywords of ${path} ("${text}") have no words to search`);
      }
      return termNumbers(numbers, terms, `the keywords of ${path}`);
    }),
    contentLengths,
    headingLengths: headingLengths({ headings, headingTerms, pageTerms, terms }),
    averageLengths: [],
  };
  // Every record's lengths as the browser puts them together, so that the check of shipEngineIndex covers them.
  const fields = new HeadingFields(index);
  index.averageLengths = averageLengths(
    Array.from({ length: fields.recordCount }, (_, record) => fields.lengthsOf(record)),
  );
  return { index, parts };
}
