import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, shipEngineIndex } from './engine';
import { contentsOf, groupContents, type CompactIndex } from './records';
import { readShippedIndex, writeShippedIndex } from './shippedFiles';
import {
  bucketItems,
  bucketOf,
  bucketStarts,
  canonicalIndex,
  contentHash,
  decodePostings,
  encodePostings,
  loadShippedIndex,
  ONE_HEADINGS_BUCKET_BYTES,
  PART_BUCKET_BYTES,
  PART_KINDS,
  partFile,
  partStarts,
  radixTree,
  shipIndex,
  TEXTS_BUCKET_MOST_BYTES,
  utf8Length,
  type IndexParts,
  type ShippedIndex,
  type TermPostings,
} from './shippedIndex';
import { tokenize } from './tokenize';
import type { SearchParams } from './types';

const english: CompactIndex = {
  format: 3,
  language: 'en',
  version: ['current'],
  pages: [
    ['/docs/components/knob/', 'Components'],
    ['/docs/api/functions/useMIDIInput/', 'Hooks API'],
  ],
  keywords: [['knob', 'rotary', 'potentiometer'], []],
  headings: [
    [0, 1, 'Knob', '', -1],
    [0, 2, 'Styling the knob', 'styling', 0],
    [0, 3, 'Knob track colours', 'track', 1],
    [0, 2, 'Keyboard', 'keyboard', 0],
    [1, 1, 'useMIDIInput', '', -1],
  ],
  ...groupContents(5, [
    [0, 'A rotary control: the knob keeps a value between min and max, and the knob snaps to steps.'],
    [1, 'Custom properties colour the knob.'],
    [2, 'The track and the pointer take the accent colour.'],
    [2, 'The track takes the accent colour.'],
    [3, 'Arrow keys step the value; Page Up and Page Down step ten times as far.'],
    [4, 'Listens to MIDI input messages from the device the reader picks.'],
  ]),
};

const japanese: CompactIndex = {
  format: 3,
  language: 'ja',
  version: ['current'],
  pages: [['/ja/docs/components/slider/', 'コンポーネント']],
  keywords: [['フェーダー', 'つまみ']],
  headings: [
    [0, 1, 'スライダー', '', -1],
    [0, 2, '縦向きのスライダー', 'vertical', 0],
  ],
  ...groupContents(2, [
    [0, 'スライダーは横向きと縦向きで使えます。'],
    [1, '縦向きにするには orientation を vertical にします。'],
  ]),
};

/** Each hit's record and score, in order; scores rounded, as sums of the same terms may differ in the last bit. */
function answers(engine: LocalSearchEngine, query: string) {
  const results = (
    engine as unknown as { miniSearch: { search(query: string): { id: number; score: number }[] } }
  ).miniSearch.search(query);
  return results.map((result) => [result.id, result.score.toFixed(9)]);
}

describe('radixTree', () => {
  const terms = [
    'a',
    'ab',
    'abc',
    'abd',
    'b',
    'knob',
    'knobs',
    'note',
    'notes',
    'スライダー',
    'スライド',
    '値',
  ];

  it('builds the tree SearchableMap builds key by key', () => {
    const byInsertion = new SearchableMap<number>();
    // Out of order on purpose: insertion order does not change the tree's shape.
    for (const term of [...terms].reverse()) byInsertion.set(term, terms.indexOf(term));
    const shape = (node: unknown): unknown =>
      node instanceof Map
        ? Object.fromEntries([...node.entries()].map(([key, child]) => [key, shape(child)]))
        : node;
    const tree = radixTree(terms, (index) => index);
    expect(shape(tree)).toEqual(shape((byInsertion as unknown as { _tree: unknown })._tree));
    const loaded = new SearchableMap(tree as Map<string, never>);
    expect([...loaded.keys()].sort()).toEqual(terms);
    expect([...loaded.atPrefix('ab').keys()].sort()).toEqual(['ab', 'abc', 'abd']);
    expect([...loaded.fuzzyGet('knab', 1).keys()]).toEqual(['knob']);
  });

  it('gives an empty tree for no terms', () => {
    expect(radixTree([], () => 0).size).toBe(0);
  });
});

describe('shipEngineIndex', () => {
  it('ships an index the browser loads into exactly the engine the texts build', () => {
    for (const compact of [english, japanese]) {
      const built = new LocalSearchEngine(compact);
      const { index, parts } = shipEngineIndex(compact);
      expect(index.format).toBe(7);
      expect(parts.texts).toEqual(compact.texts);
      expect(parts.headings).toEqual(compact.headings.map((heading) => [heading[2], heading[3]]));
      const loaded = LocalSearchEngine.fromShipped(JSON.parse(JSON.stringify(index)), parts);
      expect(canonicalIndex(loaded.serialize())).toBe(canonicalIndex(built.serialize()));
      expect(loaded.records).toEqual(built.records);
    }
  });

  it('ships the field lengths, which the check covers, and places texts under headings that have none', () => {
    // "Installation" and "Options" have no texts of their own: the texts after them are those of the next heading.
    const sparse: CompactIndex = {
      ...english,
      headings: [
        [0, 1, 'Knob', '', -1],
        [0, 2, 'Installation', 'installation', 0],
        [0, 2, 'Options', 'options', 0],
        [0, 3, 'Knob track colours', 'track', 2],
        [1, 1, 'useMIDIInput', '', -1],
      ],
      ...groupContents(5, [
        [0, 'A rotary control that keeps a value between min and max.'],
        [3, 'The track and the pointer take the accent colour.'],
        [3, 'The track takes the accent colour.'],
        [4, 'Listens to MIDI input messages from the device the reader picks.'],
      ]),
    };
    const built = new LocalSearchEngine(sparse).serialize();
    const { index, parts } = shipEngineIndex(sparse);
    // Per heading: title, its record's path ("Components", "Knob", "Options"), its texts' path (those and the title,
    // "knob" counted once).
    expect(index.headingLengths.slice(9, 12)).toEqual([3, 3, 5]);
    expect(index.averageLengths).toEqual(built.averageFieldLength);
    const loaded = (changed: (shipped: ShippedIndex) => void) => {
      const copy = JSON.parse(JSON.stringify(index)) as ShippedIndex;
      changed(copy);
      return canonicalIndex(LocalSearchEngine.fromShipped(copy, parts).serialize());
    };
    expect(loaded(() => undefined)).toBe(canonicalIndex(built));
    // A length or mean shipped wrong loads another index, which the build's check refuses.
    expect(loaded((copy) => (copy.headingLengths[11] = 6))).not.toBe(canonicalIndex(built));
    expect(loaded((copy) => (copy.averageLengths[1] = 1))).not.toBe(canonicalIndex(built));
  });

  it('answers every query as the engine built from the texts does', () => {
    const queries = {
      en: [
        'knob',
        'kno',
        'styling knob',
        'track colour',
        'trak',
        'midi',
        'use',
        'input',
        'page step',
        'value',
        'rotary',
        'potentiometer',
        'rotary knob',
      ],
      ja: [
        'スライダー',
        'すらいだー',
        '縦向き',
        'vertical',
        'コンポーネント',
        'フェーダー',
        'ツマミ',
        'つま',
      ],
    };
    for (const compact of [english, japanese]) {
      const built = new LocalSearchEngine(compact);
      const { index, parts } = shipEngineIndex(compact);
      const loaded = LocalSearchEngine.fromShipped(index, parts);
      for (const query of queries[compact.language as 'en' | 'ja']) {
        const expected = answers(built, query);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(answers(loaded, query), query).toEqual(expected);
      }
    }
  });

  it('makes a term’s title and path postings when a search first reads it, not when the index loads', () => {
    const { index, parts } = shipEngineIndex(english);
    const loaded = LocalSearchEngine.fromShipped(index, parts);
    const postings = (loaded as unknown as { termPostings: Map<number, unknown>[] }).termPostings;
    const [title, path] = [0, 1];
    const knob = postings[index.terms.indexOf('knob')];
    const midi = postings[index.terms.indexOf('midi')];
    // Map's own `has` does not make them (the engine's reads go through `get`).
    expect([knob?.has(title), knob?.has(path), midi?.has(title)]).toEqual([false, false, false]);
    expect(answers(loaded, 'knob').length).toBeGreaterThan(0);
    expect([knob?.has(title), knob?.has(path), midi?.has(title)]).toEqual([true, true, false]);
  });

  it('ships the terms of a page’s keywords, not their text, and searches them with its top heading only', () => {
    const { index, parts } = shipEngineIndex(english);
    expect(index.keywordTerms.map((terms) => terms.map((term) => index.terms[term]))).toEqual([
      ['knob', 'rotary', 'potentiometer'],
      [],
    ]);
    const shipped = JSON.stringify([index.pages, index.headingTerms, parts.texts, parts.headings]);
    expect(shipped).not.toContain('potentiometer');
    // Only in the keywords: no content postings, and the page's top heading (record 0) is its only record.
    const loaded = LocalSearchEngine.fromShipped(index, parts);
    expect(parts.postings[index.terms.indexOf('potentiometer')]).toEqual([]);
    expect(answers(loaded, 'potentiometer').map(([record]) => record)).toEqual([0]);
    expect(loaded.records[0]).toEqual(new LocalSearchEngine(english).records[0]);
  });

  it('loads a read-only engine: adding a record to it fails and says so', () => {
    const { index, parts } = shipEngineIndex(english);
    const loaded = LocalSearchEngine.fromShipped(index, parts);
    const miniSearch = (loaded as unknown as { miniSearch: { add(document: object): void } }).miniSearch;
    expect(() => miniSearch.add({ id: 99, title: 'Slider', path: '', content: '' })).toThrow(/read-only/);
    expect(answers(loaded, 'knob').length).toBeGreaterThan(0);
  });

  it('ships a term met more than once in a text with its count', () => {
    const { index, parts } = shipEngineIndex(english);
    const knob = index.terms.indexOf('knob');
    // The first text (record 5, gap 0 from the first text) has "knob" twice; the second (gap 1) once.
    expect(parts.postings[knob]).toEqual([-2, 0, 1]);
    expect([...decodePostings([-2, 0, 1], 5)]).toEqual([
      [5, 2],
      [6, 1],
    ]);
    expect(encodePostings([...decodePostings([-2, 0, 1], 5)], 5)).toEqual([-2, 0, 1]);
    // Each text's length: its distinct terms.
    expect(index.contentLengths[1]).toBe(new Set(tokenize(english.texts[1] as string, 'en')).size);
    expect(index.headingTerms[4]?.map((term) => index.terms[term])).toEqual([
      'usemidiinput',
      'use',
      'midi',
      'input',
    ]);
  });

  it('notices a shipped index that would load differently', () => {
    const built = new LocalSearchEngine(english).serialize();
    const { index, parts } = shipIndex(english, built, (text) => tokenize(text, 'en'));
    const knob = index.terms.indexOf('knob');
    parts.postings[knob] = [0];
    const loaded = LocalSearchEngine.fromShipped(index, parts).serialize();
    expect(canonicalIndex(loaded)).not.toBe(canonicalIndex(built));
  });

  it('names a heading whose terms the engine did not index', () => {
    const built = new LocalSearchEngine(english).serialize();
    expect(() => shipIndex(english, built, (text) => [text.toUpperCase()])).toThrow(
      /the term "KNOB" of heading 0 \("Knob"\) is not in the index/,
    );
  });
});

/** A word of letters only for a number (the tokenizer splits letters from digits): 0 → "qa", 27 → "qbb". */
const lettersOf = (number: number) =>
  `q${[...number.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;

/**
 * Long enough that every kind of part has several buckets (headings of more than ONE_HEADINGS_BUCKET_BYTES in
 * all).
 */
const grown = (compact: CompactIndex, times: number): CompactIndex => ({
  ...compact,
  pages: Array.from({ length: times }, (_, copy) =>
    compact.pages.map(([path, lvl0]): [string, string] => [`${path}${copy}/`, lvl0]),
  ).flat(),
  headings: Array.from({ length: times }, (_, copy) =>
    compact.headings.map(([page, level, text, anchor, parent]): CompactIndex['headings'][number] => [
      page + copy * compact.pages.length,
      level,
      `${text} ${'section '.repeat(copy % 7)}${copy} ${'long heading words '.repeat(14)}`.trim(),
      anchor,
      parent < 0 ? parent : parent + copy * compact.headings.length,
    ]),
  ).flat(),
  counts: Array.from({ length: times }, () => compact.counts).flat(),
  texts: Array.from({ length: times }, (_, copy) =>
    // Words of this text alone, so the postings fill several buckets.
    compact.texts.map(
      (text, number) =>
        `${text} copy${copy} ${'more words '.repeat(copy % 5)}` +
        Array.from({ length: 30 }, (_, word) => lettersOf(copy * 1000 + number * 30 + word)).join(' '),
    ),
  ).flat(),
});

/** An engine over the shipped index with no part yet, filled as PartsOnDemand fills it, in two rounds at most. */
function onDemand(index: ShippedIndex, parts: IndexParts) {
  const engine = LocalSearchEngine.fromShipped(index);
  const fetched: string[] = [];
  const answer = (query: string, params: Omit<SearchParams, 'query'> = {}) => {
    for (let round = 0; ; round += 1) {
      const missing = engine.missingParts({ query, ...params });
      if (missing.length === 0) break;
      if (round === 2) throw new Error(`a third round for "${query}"`);
      // As PartsOnDemand does once it has asked for the buckets.
      engine.prepareArrivingTerms();
      for (const part of missing) {
        fetched.push(engine.partFile(part));
        engine.addPart(part, bucketItems<unknown>(parts[part.kind], index.parts[part.kind], part.bucket));
      }
    }
    return engine.search({ query, ...params });
  };
  return { engine, fetched, answer };
}

const hitsOf = (response: { hits: { objectID: string; content: string | null; hierarchy: object }[] }) =>
  response.hits.map((hit) => [hit.objectID, hit.content, hit.hierarchy]);

describe('parts fetched on demand', () => {
  it('answer every query as the whole index does, fetching postings first, then texts and headings', () => {
    const queries = {
      en: ['knob', 'kno', 'styling knob', 'trak', 'midi', 'page step', 'copy12', 'section', 'words'],
      ja: ['スライダー', '縦向き', 'vertical', 'コンポーネント', 'copy3'],
    };
    for (const compact of [grown(english, 60), grown(japanese, 60)]) {
      const { index, parts } = shipEngineIndex(compact);
      for (const kind of PART_KINDS) expect(index.parts[kind].length, kind).toBeGreaterThan(1);
      const whole = LocalSearchEngine.fromShipped(index, parts);
      const lazy = onDemand(index, parts);
      for (const query of queries[compact.language as 'en' | 'ja']) {
        const expected = whole.search({ query });
        expect(expected.nbHits, query).toBeGreaterThan(0);
        const answered = lazy.answer(query);
        expect(answered.nbHits, query).toBe(expected.nbHits);
        expect(hitsOf(answered), query).toEqual(hitsOf(expected));
        expect(answers(lazy.engine, query), query).toEqual(answers(whole, query));
      }
      // One query needs only some of each kind of part.
      const single = onDemand(index, parts);
      // A word of one text, so that its hits are a text and its headings.
      single.answer(lettersOf(12 * 1000 + 3));
      for (const kind of PART_KINDS) {
        const needed = single.fetched.filter((file) => file.includes(`.${kind}.`)).length;
        expect(needed, kind).toBeGreaterThan(0);
        expect(needed, kind).toBeLessThan(index.parts[kind].length);
      }
    }
  });

  it('with hitsPerCategory, answer with the hits a list grouped by category shows, fetching only their texts', () => {
    const { index, parts } = shipEngineIndex(grown(english, 60));
    const whole = LocalSearchEngine.fromShipped(index, parts).search({ query: 'copy1' });
    // As DocSearch's modal groups hits: the first two of each category (lvl0), in order.
    const taken = new Map<string, number>();
    const shown = whole.hits.filter((hit) => {
      const count = taken.get(hit.hierarchy.lvl0) ?? 0;
      taken.set(hit.hierarchy.lvl0, count + 1);
      return count < 2;
    });
    expect(taken.size).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(whole.hits.length);
    const grouped = onDemand(index, parts);
    const answered = grouped.answer('copy1', { hitsPerCategory: 2 });
    expect(hitsOf(answered)).toEqual(hitsOf({ hits: shown }));
    expect(answered.nbHits).toBe(whole.nbHits);
    const every = onDemand(index, parts);
    every.answer('copy1');
    const texts = (fetched: string[]) => fetched.filter((file) => file.includes('.texts.')).length;
    expect(texts(grouped.fetched)).toBeLessThan(texts(every.fetched));
    // A value that is not a positive whole number asks for the whole page.
    for (const hitsPerCategory of [0, -1, 1.5]) {
      expect(hitsOf(onDemand(index, parts).answer('copy1', { hitsPerCategory }))).toEqual(hitsOf(whole));
    }
  });

  it('name the postings a query needs before it can answer, and its texts and headings after', () => {
    const { index, parts } = shipEngineIndex(grown(english, 60));
    const engine = LocalSearchEngine.fromShipped(index);
    const query = { query: 'rotary' };
    expect(() => engine.search(query)).toThrow(/the postings of "rotary" are needed before their bucket/);
    const first = engine.missingParts(query);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((part) => part.kind === 'postings')).toBe(true);
    for (const part of first) {
      engine.addPart(part, bucketItems<unknown>(parts.postings, index.parts.postings, part.bucket));
    }
    const second = engine.missingParts(query);
    expect(new Set(second.map((part) => part.kind))).toEqual(new Set(['texts', 'headings']));
    expect(() => engine.search(query)).toThrow(/needed before its bucket has arrived/);
  });

  it('refuse a bucket of another build, of every kind', () => {
    const { index } = shipEngineIndex(grown(english, 60));
    const engine = LocalSearchEngine.fromShipped(index);
    const wrong = { postings: [['a']], texts: [1, 2], headings: [['only the text']] };
    for (const kind of PART_KINDS) {
      expect(() => engine.addPart({ kind, bucket: 0 }, wrong[kind])).toThrow(
        new RegExp(
          `${kind} bucket 0 of the en index does not belong to it, as after a deploy; reload the page`,
        ),
      );
      expect(() => engine.addPart({ kind, bucket: index.parts[kind].length }, [])).toThrow(
        /does not belong to it/,
      );
    }
  });
});

describe('buckets', () => {
  it('cut a list into consecutive buckets of about the given size', () => {
    const sizes = [4, 2, 6, 1, 2, 8];
    expect(bucketStarts(sizes, 6)).toEqual([0, 2, 3]);
    expect(bucketStarts(sizes, 1000)).toEqual([0]);
    expect(bucketStarts([], 6)).toEqual([]);
    // Only where a bucket may start: here at even items.
    expect(bucketStarts(sizes, 6, (item) => item % 2 === 0)).toEqual([0, 2, 4]);
    // Or anywhere before a bucket would pass 7: the last item (8 on its own) starts one at an odd item.
    expect(bucketStarts(sizes, 6, (item) => item % 2 === 0, 7)).toEqual([0, 2, 4, 5]);
    expect(bucketStarts([9, 9], 1000, () => false, 7)).toEqual([0, 1]);
    const starts = [0, 2, 3, 5];
    expect([0, 1, 2, 3, 4, 5, 6].map((item) => bucketOf(starts, item))).toEqual([0, 0, 1, 2, 2, 3, 3]);
    expect(bucketItems(['a', 'b', 'c', 'd', 'e', 'f'], starts, 1)).toEqual(['c']);
    expect(bucketItems(['a', 'b', 'c', 'd', 'e', 'f'], starts, 3)).toEqual(['f']);
    expect(['a', 'é', '値', '🎹', 'a値🎹'].map(utf8Length)).toEqual([1, 2, 3, 4, 8]);
    expect(utf8Length('値🎹é')).toBe(Buffer.byteLength('値🎹é'));
  });

  it('hold a small site’s headings in one, a larger site’s in buckets of a few kilobytes', () => {
    const withHeadings = (count: number): IndexParts => ({
      postings: [],
      texts: [],
      headings: Array.from({ length: count }, (_, heading) => [`Heading ${heading} ${'x'.repeat(80)}`, '']),
    });
    const bytes = (parts: IndexParts) =>
      parts.headings.reduce((total, heading) => total + utf8Length(JSON.stringify(heading)), 0);
    // Every heading on a page of its own, so that a bucket may start anywhere.
    const pageOf = (parts: IndexParts) => parts.headings.map((_, heading) => heading);
    const small = withHeadings(300);
    const large = withHeadings(400);
    expect(bytes(small)).toBeLessThanOrEqual(ONE_HEADINGS_BUCKET_BYTES);
    expect(bytes(large)).toBeGreaterThan(ONE_HEADINGS_BUCKET_BYTES);
    expect(partStarts(small, pageOf(small), []).headings).toEqual([0]);
    const starts = partStarts(large, pageOf(large), []).headings;
    expect(starts.length).toBe(Math.ceil(bytes(large) / PART_BUCKET_BYTES.headings));
    expect(partStarts(withHeadings(0), [], []).headings).toEqual([]);
    // The site's own fixture: one bucket; grown sixty times: several.
    expect(shipEngineIndex(english).index.parts.headings).toEqual([0]);
    expect(shipEngineIndex(grown(english, 60)).index.parts.headings.length).toBeGreaterThan(1);
  });

  it('keep a page’s headings together', () => {
    const { index } = shipEngineIndex(grown(english, 60));
    for (const start of index.parts.headings.slice(1)) {
      expect(index.headings[start]?.[0]).not.toBe(index.headings[start - 1]?.[0]);
    }
  });

  it('end a page’s texts with the page, unless they would pass the most a texts bucket holds', () => {
    // A text of `bytes` bytes as JSON (its quotes included).
    const text = (bytes: number) => 'x'.repeat(bytes - 2);
    const sized = (bytes: number[]): IndexParts => ({ postings: [], texts: bytes.map(text), headings: [] });
    const least = PART_BUCKET_BYTES.texts;
    const most = TEXTS_BUCKET_MOST_BYTES;
    // Pages 0, 1 and 2: page 0 fills a bucket; page 1, small, shares one with page 2, until page 2's texts pass
    // the most a bucket holds and go on in the next.
    const page0 = [least / 2, least / 2, least / 2];
    const page1 = [least / 4];
    const perBucket = Math.floor((most - least / 4) / (least / 2));
    const page2 = Array.from({ length: perBucket + 2 }, () => least / 2);
    const pages = [...page0.map(() => 0), ...page1.map(() => 1), ...page2.map(() => 2)];
    const { texts } = partStarts(sized([...page0, ...page1, ...page2]), [], pages);
    expect(texts).toEqual([0, page0.length, page0.length + page1.length + perBucket]);
    // The site's fixture grown: every bucket starts a page, or follows one that had no room for its first text.
    const compact = grown(english, 60);
    const { index, parts } = shipEngineIndex(compact);
    const pageOfText = contentsOf(compact).map(([heading]) => index.headings[heading]?.[0]);
    const bytes = parts.texts.map((item) => utf8Length(JSON.stringify(item)));
    expect(index.parts.texts.length).toBeGreaterThan(2);
    index.parts.texts.slice(1).forEach((start, bucket) => {
      const previous = bytes.slice(index.parts.texts[bucket], start).reduce((total, size) => total + size, 0);
      const full = previous + (bytes[start] ?? 0) > most;
      expect(full || (pageOfText[start] !== pageOfText[start - 1] && previous >= least)).toBe(true);
    });
  });

  it('are named after every part, so another build’s parts have other names', () => {
    const { index } = shipEngineIndex(english);
    expect(index.parts.id).toMatch(/^[0-9a-f]{8}$/);
    const changed = {
      ...english,
      texts: english.texts.map((text, number) => (number === 0 ? `${text}!` : text)),
    };
    expect(shipEngineIndex(changed).index.parts.id).not.toBe(index.parts.id);
    expect(contentHash('')).toBe('811c9dc5');
    expect(partFile('ja', 'texts', 'a1b2c3d4', 7)).toBe('ja.texts.a1b2c3d4.7.json');
  });

  it('are written beside the index and read back whole', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'shipped-'));
    try {
      // Left by an earlier build: its English buckets go, the rest stays.
      const earlier = ['en.texts.0badc0de.3.json', 'en.headings.0badc0de.0.json'];
      const kept = ['ja.texts.0badc0de.3.json', 'en.texts.notes.json', 'config.json'];
      await Promise.all([...earlier, ...kept].map((name) => writeFile(path.join(directory, name), '[]')));
      const shipped = shipEngineIndex(grown(english, 60));
      const written = await writeShippedIndex(directory, shipped);
      expect((await readdir(directory)).sort()).toEqual([...written.keys(), ...kept].sort());
      expect([...written.keys()].sort()).toEqual(
        [
          'en.json',
          ...PART_KINDS.flatMap((kind) =>
            shipped.index.parts[kind].map((_, bucket) =>
              partFile('en', kind, shipped.index.parts.id, bucket),
            ),
          ),
        ].sort(),
      );
      const read = readShippedIndex(directory, 'en');
      expect(read.index).toEqual(shipped.index);
      expect(read.parts).toEqual(shipped.parts);
      expect(read.partFiles.texts).toHaveLength(shipped.index.parts.texts.length);
      expect(() => readShippedIndex(directory, 'ja')).toThrow(
        /ja\.json is missing; run `npm run build` first/,
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('a term whose postings have not arrived', () => {
  /** Each field's postings of a term, whatever the order they were made in. */
  const fieldsOf = (term: TermPostings) =>
    Object.fromEntries([...term.entries()].map(([field, postings]) => [field, [...postings]]));
  const empty = () => new MiniSearch({ fields: ['title', 'path', 'content', 'keywords'] });

  it('gives no field when read and makes none, saying it waits; its other fields can be made ahead', () => {
    const { index, parts } = shipEngineIndex(english);
    const waited: number[] = [];
    const terms = loadShippedIndex(index, empty(), undefined, (term) => waited.push(term));
    const knob = index.terms.indexOf('knob');
    const term = terms[knob] as TermPostings;
    // Title, then content: as MiniSearch reads a term's fields.
    expect(term.get(0)).toBeUndefined();
    expect(term.get(2)).toBeUndefined();
    expect(waited).toEqual([knob, knob]);
    expect(term.size).toBe(0);
    term.addHeadingFields();
    expect(term.get(0)).toBeUndefined();
    // Made ahead, then the postings: the term as the index with every part has it.
    expect(term.size).toBeGreaterThan(0);
    term.arrive(parts.postings[knob] ?? [], index.headings.length);
    const whole = loadShippedIndex(index, empty(), parts.postings)[knob] as TermPostings;
    expect(fieldsOf(term)).toEqual(fieldsOf(whole));
    expect(term.get(0)?.size).toBeGreaterThan(0);
  });
});
