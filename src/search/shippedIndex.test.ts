import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, shipEngineIndex } from './engine';
import { groupContents, type CompactIndex } from './records';
import { canonicalIndex, radixTree, shipIndex } from './shippedIndex';
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
      expect(index.format).toBe(3);
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
