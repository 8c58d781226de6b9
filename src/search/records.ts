import type { Hierarchy, HitType, SearchRecord } from './types';

/**
 * The per-locale index as the build writes it (`public/search/<locale>.json`): each page, heading and paragraph
 * once, so the hierarchy is not repeated in every record. `expandIndex` turns it into DocSearch records.
 */
export interface CompactIndex {
  format: 3;
  language: string;
  version: string[];
  /** [site path without base path, lvl0 (category or page type)] */
  pages: [path: string, lvl0: string][];
  /**
   * The keywords the author gave each page (parallel to `pages`): searched with the page's top heading (see
   * keywordsText), never shown. An index made from a shipped one has none: it ships only their terms.
   */
  keywords: string[][];
  /** [page, level 1–6, text, anchor ('' for the page top), parent heading (-1 for none)] */
  headings: [page: number, level: number, text: string, anchor: string, parent: number][];
  /**
   * How many texts sit under each heading (parallel to `headings`); `texts` lists them heading after heading.
   * Grouping saves the heading number on every text, which is a tenth of the compressed index.
   */
  counts: number[];
  texts: string[];
}

/**
 * The text the engine indexes as a page's keywords, on its top heading's record (the page's first heading);
 * undefined for a page without keywords, whose record has no keywords field at all.
 */
export function keywordsText(keywords: readonly string[] | undefined): string | undefined {
  return keywords && keywords.length > 0 ? keywords.join(', ') : undefined;
}

/** Whether `heading` is its page's first heading, the page's top (a page's headings are consecutive). */
export function isPageTop(headings: readonly (readonly [number, ...unknown[]])[], heading: number): boolean {
  return heading === 0 || headings[heading - 1]?.[0] !== headings[heading]?.[0];
}

/** [heading it sits under, text] for every text of the index, in order. */
export function contentsOf(index: CompactIndex): [heading: number, text: string][] {
  const contents: [number, string][] = [];
  let next = 0;
  index.counts.forEach((count, heading) => {
    for (let taken = 0; taken < count; taken += 1) {
      const text = index.texts[next];
      next += 1;
      if (text !== undefined) contents.push([heading, text]);
    }
  });
  return contents;
}

/** Groups [heading, text] pairs (in any order; stable within a heading) into `counts` and `texts`. */
export function groupContents(
  headingCount: number,
  contents: [heading: number, text: string][],
): Pick<CompactIndex, 'counts' | 'texts'> {
  const counts = new Array<number>(headingCount).fill(0);
  const byHeading = Array.from({ length: headingCount }, () => [] as string[]);
  for (const [heading, text] of contents) {
    const list = byHeading[heading];
    if (!list) throw new Error(`Search index: text under heading ${heading}, which does not exist`);
    list.push(text);
    counts[heading] = (counts[heading] ?? 0) + 1;
  }
  return { counts, texts: byHeading.flat() };
}

function hierarchyOf(index: CompactIndex, headingId: number): Hierarchy {
  const heading = index.headings[headingId];
  const page = heading ? index.pages[heading[0]] : undefined;
  const hierarchy: Hierarchy = {
    lvl0: page?.[1] ?? '',
    lvl1: '',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  for (let id = headingId; id >= 0; ) {
    const entry = index.headings[id];
    if (!entry) break;
    hierarchy[`lvl${entry[1]}` as 'lvl1'] = entry[2];
    id = entry[4];
  }
  return hierarchy;
}

/** What the records of one heading share: its URL, anchor, hierarchy and id. */
interface HeadingBase {
  url_without_anchor: string;
  url: string;
  anchor: string | null;
  hierarchy: Hierarchy;
  id: string;
}

/**
 * The records of a compact index by number, each made when first asked for: the headings' records first, then
 * the texts' heading after heading (the order expandIndex lists them in). A search shows a page of hits, so the
 * engine needs a few records, not thousands, and makes none while it loads.
 */
export class RecordLookup {
  /** How many records the index has. */
  readonly count: number;
  private readonly headingCount: number;
  /** For each text: the heading it sits under, and its place among that heading's texts. */
  private readonly textHeading: Int32Array;
  private readonly textOrdinal: Int32Array;
  private readonly bases: (HeadingBase | undefined)[] = [];
  private readonly made: (SearchRecord | undefined)[] = [];

  constructor(
    private readonly index: CompactIndex,
    private readonly origin = '',
  ) {
    this.headingCount = index.headings.length;
    const listed = index.counts.reduce((total, count) => total + count, 0);
    // As contentsOf: texts past the end of `texts` are left out.
    const texts = Math.min(listed, index.texts.length);
    this.textHeading = new Int32Array(texts);
    this.textOrdinal = new Int32Array(texts);
    let next = 0;
    index.counts.forEach((count, heading) => {
      for (let ordinal = 0; ordinal < count && next < texts; ordinal += 1, next += 1) {
        this.textHeading[next] = heading;
        this.textOrdinal[next] = ordinal;
      }
    });
    this.count = this.headingCount + texts;
  }

  /** The record's type: the heading's level for a heading's record, else content. */
  type(id: number): HitType {
    if (id >= this.headingCount) return 'content';
    return `lvl${this.index.headings[id]?.[1] ?? 1}` as HitType;
  }

  /** The heading a record is (a heading's record) or sits under (a text's), or -1 past the end. */
  headingOf(id: number): number {
    if (id < 0 || id >= this.count) return -1;
    return id < this.headingCount ? id : (this.textHeading[id - this.headingCount] ?? 0);
  }

  /** The record's category (its hierarchy's lvl0: its page's), known before any part has arrived. */
  category(id: number): string {
    const page = this.index.headings[this.headingOf(id)]?.[0];
    return (page === undefined ? undefined : this.index.pages[page]?.[1]) ?? '';
  }

  /** The path of the record's page, known before any part has arrived. */
  pagePath(id: number): string {
    const page = this.index.headings[this.headingOf(id)]?.[0];
    return (page === undefined ? undefined : this.index.pages[page]?.[0]) ?? '';
  }

  /** The record numbered `id`, or undefined past the end. */
  get(id: number): SearchRecord | undefined {
    if (id < 0 || id >= this.count) return undefined;
    const made = this.made[id];
    if (made) return made;
    const heading = this.headingOf(id);
    const base = this.base(heading);
    const { language, version } = this.index;
    const record: SearchRecord =
      id < this.headingCount
        ? {
            objectID: base.id,
            url: base.url,
            url_without_anchor: base.url_without_anchor,
            anchor: base.anchor,
            type: this.type(id),
            hierarchy: base.hierarchy,
            content: null,
            language,
            version,
          }
        : {
            objectID: `${base.id}:${this.textOrdinal[id - this.headingCount] ?? 0}`,
            url: base.url,
            url_without_anchor: base.url_without_anchor,
            anchor: base.anchor,
            type: 'content',
            hierarchy: base.hierarchy,
            content: this.text(id - this.headingCount),
            language,
            version,
          };
    this.made[id] = record;
    return record;
  }

  /** A text the record needs; one not downloaded yet (see LocalSearchEngine.missingParts) is a mistake here. */
  private text(number: number): string {
    const text = this.index.texts[number];
    if (text === undefined) throw new Error(`Search: text ${number} is needed before its bucket has arrived`);
    return text;
  }

  private base(headingId: number): HeadingBase {
    let base = this.bases[headingId];
    if (!base) {
      // As for texts: a heading whose text has not been downloaded yet is a mistake here.
      for (let id = headingId; id >= 0; id = this.index.headings[id]?.[4] ?? -1) {
        if (this.index.headings[id]?.[2] === undefined) {
          throw new Error(`Search: heading ${id} is needed before its bucket has arrived`);
        }
      }
      const heading = this.index.headings[headingId];
      const path = (heading ? this.index.pages[heading[0]]?.[0] : undefined) ?? '/';
      const anchor = heading?.[3] || null;
      const hash = anchor ? `#${anchor}` : '';
      base = {
        url_without_anchor: `${this.origin}${path}`,
        url: `${this.origin}${path}${hash}`,
        anchor,
        hierarchy: hierarchyOf(this.index, headingId),
        id: `${this.index.language}:${path}${hash}`,
      };
      this.bases[headingId] = base;
    }
    return base;
  }
}

/** DocSearch records of a compact index; `origin` prefixes the URLs (the site URL for a hosted index). */
export function expandIndex(index: CompactIndex, origin = ''): SearchRecord[] {
  const lookup = new RecordLookup(index, origin);
  return Array.from({ length: lookup.count }, (_, id) => lookup.get(id) as SearchRecord);
}
