import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, shipEngineIndex } from './engine';
import { groupContents, type CompactIndex } from './records';
import { readShippedIndex, writeShippedIndex } from './shippedFiles';
import {
  bucketOf,
  bucketStarts,
  canonicalIndex,
  contentHash,
  radixTree,
  shipIndex,
  textBucketFile,
  utf8Length,
} from './shippedIndex';
import { tokenize } from './tokenize';

const english: CompactIndex = {
  format: 2,
  language: 'en',
  version: ['current'],
  pages: [
    ['/docs/components/knob/', 'Components'],
    ['/docs/api/functions/useMIDIInput/', 'Hooks API'],
  ],
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
  format: 2,
  language: 'ja',
  version: ['current'],
  pages: [['/ja/docs/components/slider/', 'コンポーネント']],
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
      const { index, texts } = shipEngineIndex(compact);
      expect(index.format).toBe(4);
      expect(texts).toEqual(compact.texts);
      const loaded = LocalSearchEngine.fromShipped(JSON.parse(JSON.stringify(index)), texts);
      expect(canonicalIndex(loaded.serialize())).toBe(canonicalIndex(built.serialize()));
      expect(loaded.records).toEqual(built.records);
    }
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
      ],
      ja: ['スライダー', 'すらいだー', '縦向き', 'vertical', 'コンポーネント'],
    };
    for (const compact of [english, japanese]) {
      const built = new LocalSearchEngine(compact);
      const { index, texts } = shipEngineIndex(compact);
      const loaded = LocalSearchEngine.fromShipped(index, texts);
      for (const query of queries[compact.language as 'en' | 'ja']) {
        const expected = answers(built, query);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(answers(loaded, query), query).toEqual(expected);
      }
    }
  });

  it('ships a term met more than once in a text with its count', () => {
    const { index } = shipEngineIndex(english);
    const knob = index.terms.indexOf('knob');
    // The first text (record 5, gap 0 from the first text) has "knob" twice; the second (gap 1) once.
    expect(index.content[knob]).toEqual([-2, 0, 1]);
    expect(index.headingTerms[4]?.map((term) => index.terms[term])).toEqual([
      'usemidiinput',
      'use',
      'midi',
      'input',
    ]);
  });

  it('notices a shipped index that would load differently', () => {
    const built = new LocalSearchEngine(english).serialize();
    const { index, texts } = shipIndex(english, built, (text) => tokenize(text, 'en'));
    const knob = index.terms.indexOf('knob');
    index.content[knob] = [0];
    const loaded = LocalSearchEngine.fromShipped(index, texts).serialize();
    expect(canonicalIndex(loaded)).not.toBe(canonicalIndex(built));
  });

  it('names a heading whose terms the engine did not index', () => {
    const built = new LocalSearchEngine(english).serialize();
    expect(() => shipIndex(english, built, (text) => [text.toUpperCase()])).toThrow(
      /the term "KNOB" of heading 0 \("Knob"\) is not in the index/,
    );
  });
});

describe('text buckets', () => {
  it('cut the texts into consecutive buckets of about the given size', () => {
    const texts = ['aaaa', 'bb', 'cccccc', 'd', 'ee', 'ffffffff'];
    expect(bucketStarts(texts, 6)).toEqual([0, 2, 3]);
    expect(bucketStarts(texts, 1000)).toEqual([0]);
    expect(bucketStarts([], 6)).toEqual([]);
    const starts = [0, 2, 3, 5];
    expect([0, 1, 2, 3, 4, 5, 6].map((text) => bucketOf(starts, text))).toEqual([0, 0, 1, 2, 2, 3, 3]);
    // Sized in UTF-8 bytes: two Japanese characters weigh six.
    expect(bucketStarts(['値値', 'a', 'b'], 6)).toEqual([0, 1]);
    expect(['a', 'é', '値', '🎹', 'a値🎹'].map(utf8Length)).toEqual([1, 2, 3, 4, 8]);
    expect(utf8Length('値🎹é')).toBe(Buffer.byteLength('値🎹é'));
  });

  it('are named after every text, so another build’s texts have other names', () => {
    const { index } = shipEngineIndex(english);
    expect(index.textBuckets.id).toMatch(/^[0-9a-f]{8}$/);
    const changed = {
      ...english,
      texts: english.texts.map((text, number) => (number === 0 ? `${text}!` : text)),
    };
    expect(shipEngineIndex(changed).index.textBuckets.id).not.toBe(index.textBuckets.id);
    expect(contentHash('')).toBe('811c9dc5');
    expect(textBucketFile('ja', 'a1b2c3d4', 7)).toBe('ja.texts.a1b2c3d4.7.json');
  });

  it('are written beside the index and read back whole', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'shipped-'));
    try {
      const long = { ...english, texts: english.texts.map((text) => text.repeat(400)) };
      const shipped = shipEngineIndex(long);
      expect(shipped.index.textBuckets.starts.length).toBeGreaterThan(1);
      const written = await writeShippedIndex(directory, shipped);
      expect([...written.keys()].sort()).toEqual(
        [
          'en.json',
          ...shipped.index.textBuckets.starts.map((_, bucket) =>
            textBucketFile('en', shipped.index.textBuckets.id, bucket),
          ),
        ].sort(),
      );
      const read = readShippedIndex(directory, 'en');
      expect(read.index).toEqual(shipped.index);
      expect(read.texts).toEqual(long.texts);
      expect(() => readShippedIndex(directory, 'ja')).toThrow(
        /ja\.json is missing; run `npm run build` first/,
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('leave the engine naming the buckets a query needs until they are added', () => {
    const { index, texts } = shipEngineIndex(english);
    const engine = LocalSearchEngine.fromShipped(index);
    const query = { query: 'knob' };
    const missing = engine.missingTexts(query);
    expect(missing.length).toBeGreaterThan(0);
    expect(() => engine.search(query)).toThrow(/needed before its bucket has arrived/);
    const { starts } = index.textBuckets;
    for (const bucket of missing) {
      engine.addTexts(bucket, texts.slice(starts[bucket], starts[bucket + 1] ?? texts.length));
    }
    expect(engine.missingTexts(query)).toEqual([]);
    const hits = (answering: LocalSearchEngine) =>
      answering.search(query).hits.map((hit) => [hit.objectID, hit.content]);
    expect(hits(engine)).toEqual(hits(new LocalSearchEngine(english)));
    expect(hits(engine).some(([, content]) => content)).toBe(true);
    expect(() => engine.addTexts(starts.length, [])).toThrow(/does not belong to it/);
  });
});
