import type { Hierarchy, HitType, SearchRecord } from './types';

/**
 * The per-locale index as the build writes it (`public/search/<locale>.json`): each page, heading and paragraph
 * once, so the hierarchy is not repeated in every record. `expandIndex` turns it into DocSearch records.
 */
export interface CompactIndex {
  format: 2;
  language: string;
  version: string[];
  /** [site path without base path, lvl0 (category or page type)] */
  pages: [path: string, lvl0: string][];
  /** [page, level 1–6, text, anchor ('' for the page top), parent heading (-1 for none)] */
  headings: [page: number, level: number, text: string, anchor: string, parent: number][];
  /**
   * How many texts sit under each heading (parallel to `headings`); `texts` lists them heading after heading.
   * Grouping saves the heading number on every text, which is a tenth of the compressed index.
   */
  counts: number[];
  texts: string[];
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

/** DocSearch records of a compact index; `origin` prefixes the URLs (the site URL for a hosted index). */
export function expandIndex(index: CompactIndex, origin = ''): SearchRecord[] {
  const records: SearchRecord[] = [];
  const base = index.headings.map((heading, id) => {
    const path = index.pages[heading[0]]?.[0] ?? '/';
    const anchor = heading[3] || null;
    return {
      url_without_anchor: `${origin}${path}`,
      url: `${origin}${path}${anchor ? `#${anchor}` : ''}`,
      anchor,
      hierarchy: hierarchyOf(index, id),
      id: `${index.language}:${path}${anchor ? `#${anchor}` : ''}`,
    };
  });
  base.forEach((entry, id) => {
    const level = index.headings[id]?.[1] ?? 1;
    records.push({
      objectID: entry.id,
      url: entry.url,
      url_without_anchor: entry.url_without_anchor,
      anchor: entry.anchor,
      type: `lvl${level}` as HitType,
      hierarchy: entry.hierarchy,
      content: null,
      language: index.language,
      version: index.version,
    });
  });
  const ordinals = new Map<number, number>();
  for (const [headingId, text] of contentsOf(index)) {
    const entry = base[headingId];
    if (!entry) continue;
    const ordinal = ordinals.get(headingId) ?? 0;
    ordinals.set(headingId, ordinal + 1);
    records.push({
      objectID: `${entry.id}:${ordinal}`,
      url: entry.url,
      url_without_anchor: entry.url_without_anchor,
      anchor: entry.anchor,
      type: 'content',
      hierarchy: entry.hierarchy,
      content: text,
      language: index.language,
      version: index.version,
    });
  }
  return records;
}
