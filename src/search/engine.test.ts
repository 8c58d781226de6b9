import { describe, expect, it } from 'vitest';
import { LocalSearchEngine, shipEngineIndex } from './engine';
import { escapeHtml } from './escapeHtml';
import { groupContents, type CompactIndex } from './records';

const english: CompactIndex = {
  format: 3,
  language: 'en',
  version: ['current'],
  pages: [
    ['/docs/components/knob/', 'Components'],
    ['/docs/api/functions/functions/dbToGain/', 'Functions'],
  ],
  keywords: [[], []],
  headings: [
    [0, 1, 'Knob', '', -1],
    [0, 2, 'Styling the knob', 'styling', 0],
    [1, 1, 'dbToGain', '', -1],
  ],
  ...groupContents(3, [
    [0, 'A rotary control that keeps a value between min and max.'],
    [1, 'Never write <script>alert(1)</script> into a knob label.'],
    [2, 'Converts decibels to a linear gain factor for a GainNode.'],
  ]),
};

const japanese: CompactIndex = {
  format: 3,
  language: 'ja',
  version: ['current'],
  pages: [['/ja/docs/components/slider/', 'コンポーネント']],
  keywords: [[]],
  headings: [[0, 1, 'スライダー', '', -1]],
  counts: [1],
  texts: ['スライダーは横向きと縦向きで使えます。'],
};

describe('LocalSearchEngine', () => {
  const engine = new LocalSearchEngine(english);
  const docsearchParams = {
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:5'],
    hitsPerPage: 20,
  };

  it('answers in the hosted response shape', () => {
    const response = engine.search({ query: 'knob', ...docsearchParams }, 'docs');
    expect(response.nbHits).toBeGreaterThan(0);
    expect(response.hitsPerPage).toBe(20);
    expect(response.queryID).toMatch(/\S+/);
    expect(response.index).toBe('docs');
    const [first] = response.hits;
    expect(first?.type).toBe('lvl1');
    expect(first?._highlightResult.hierarchy.lvl1).toMatchObject({
      value: '<mark>Knob</mark>',
      matchLevel: 'full',
      matchedWords: ['knob'],
    });
    expect(first?._snippetResult.content).toBeDefined();
  });

  it('lists each section once, at its best-ranked record, so other sections are not pushed down', () => {
    const sections = new LocalSearchEngine({
      ...english,
      headings: [...english.headings, [0, 2, 'Detents', 'detents', 0]],
      ...groupContents(4, [
        [1, 'Detents on a knob snap the value to marks.'],
        [1, 'Detents make a knob easier to return to zero.'],
        [3, 'A knob with detents stops at each mark.'],
        [3, 'Detents are set with the knob step prop.'],
      ]),
    });
    const hits = sections.search({ query: 'detents' }).hits;
    const urls = hits.map((hit) => hit.url);
    // The Detents heading and both its paragraphs share one address; "Styling the knob" has two paragraphs.
    expect(urls).toEqual(['/docs/components/knob/#detents', '/docs/components/knob/#styling']);
    expect(hits[0]?.type).toBe('lvl2');
    expect(sections.search({ query: 'detents' }).nbHits).toBe(2);
  });

  it('matches prefixes and typos', () => {
    expect(engine.search({ query: 'rota' }).hits[0]?.content).toContain('rotary');
    expect(engine.search({ query: 'decibles' }).hits[0]?.hierarchy.lvl1).toBe('dbToGain');
    expect(engine.search({ query: 'gain' }).hits.some((hit) => hit.hierarchy.lvl1 === 'dbToGain')).toBe(true);
  });

  it('escapes record text and marks only the matching words', () => {
    const hit = engine.search({ query: 'script', ...docsearchParams, attributesToSnippet: ['content:20'] })
      .hits[0];
    expect(hit?._highlightResult.content.value).toBe(
      'Never write &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; into a knob label.',
    );
    expect(hit?._snippetResult.content.value).not.toContain('<script>');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('cuts snippets to the asked number of words with the ellipsis', () => {
    const hit = engine
      .search({ query: 'linear', ...docsearchParams })
      .hits.find((entry) => entry.type === 'content');
    const value = hit?._snippetResult.content.value ?? '';
    expect(value).toContain('<mark>linear</mark>');
    expect(value.endsWith('…')).toBe(true);
    expect(
      value
        .replace(/<\/?mark>|…/g, '')
        .split(/\s+/)
        .filter(Boolean).length,
    ).toBeLessThanOrEqual(5);
  });

  it('pages by hitsPerPage and scopes by language and version facets', () => {
    const all = engine.search({ query: 'knob' });
    const firstPage = engine.search({ query: 'knob', hitsPerPage: 1 });
    expect(firstPage.hits).toHaveLength(1);
    expect(firstPage.nbPages).toBe(all.nbHits);
    expect(engine.search({ query: 'knob', facetFilters: ['language:ja'] }).nbHits).toBe(0);
    expect(engine.search({ query: 'knob', facetFilters: ['language:en', ['version:current']] }).nbHits).toBe(
      all.nbHits,
    );
    expect(engine.search({ query: 'knob', facetFilters: [['version:1.x']] }).nbHits).toBe(0);
  });

  it('finds Japanese words whatever the kana or width the reader types', () => {
    const ja = new LocalSearchEngine(japanese);
    for (const query of ['スライダー', 'すらいだー', 'ｽﾗｲﾀﾞｰ', '縦向き']) {
      expect(ja.search({ query }).nbHits, query).toBeGreaterThan(0);
    }
    const hit = ja.search({ query: 'すらいだー', highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
      .hits[0];
    expect(hit?._highlightResult.hierarchy.lvl1.value).toBe('<mark>スライダー</mark>');
  });
});

describe('LocalSearchEngine ranking of names', () => {
  // The longer names come first in the index and outscore `Slider` itself on the terms alone.
  const names: CompactIndex = {
    format: 3,
    language: 'en',
    version: ['current'],
    pages: [
      ['/docs/api/react/functions/SliderTrack/', '@vibrato-ui/react'],
      ['/docs/api/react/interfaces/SliderProps/', '@vibrato-ui/react'],
      ['/docs/api/react/variables/Slider/', '@vibrato-ui/react'],
      ['/docs/components/piano/', 'Components'],
    ],
    keywords: [[], [], [], []],
    headings: [
      [0, 1, 'SliderTrack', '', -1],
      [1, 1, 'SliderProps', '', -1],
      [2, 1, 'Slider', '', -1],
      [3, 1, 'Piano', '', -1],
      [3, 2, 'Next to a slider', 'slider', 3],
    ],
    ...groupContents(5, [
      [0, 'The track of a Slider: the slider measures pointer positions against it.'],
      [1, 'Props of Slider and of the slider thumb.'],
      [2, 'A slider.'],
      [4, 'A Piano with a Slider for the velocity.'],
    ]),
  };

  it('puts the hits whose title is the query first, in both the built and the shipped engine', () => {
    const { index, parts } = shipEngineIndex(names);
    for (const engine of [new LocalSearchEngine(names), LocalSearchEngine.fromShipped(index, parts)]) {
      const titles = (query: string) =>
        engine
          .search({ query })
          .hits.filter((hit) => hit.type !== 'content')
          .map((hit) => hit.hierarchy[hit.type as 'lvl1' | 'lvl2']);
      expect(titles('slider')[0]).toBe('Slider');
      expect(titles('Slider')[0]).toBe('Slider');
      // A name the query only begins, or a title with more words, keeps its place by score.
      expect(titles('slidertrack')[0]).toBe('SliderTrack');
      expect(titles('slid')).toContain('SliderTrack');
      expect(titles('next to a slider')[0]).toBe('Next to a slider');
      // A word being typed: the one-word titles it begins, shortest first.
      expect(titles('slid')[0]).toBe('Slider');
    }
  });
});

describe('LocalSearchEngine queries', () => {
  const docs: CompactIndex = {
    format: 3,
    language: 'en',
    version: ['current'],
    pages: [
      ['/docs/api/react/interfaces/KnobProps/', '@vibrato-ui/react'],
      ['/docs/api/react/variables/Knob/', '@vibrato-ui/react'],
      ['/docs/components/knob/', 'Components'],
      ['/docs/tutorials/styling/', 'Tutorials'],
    ],
    keywords: [[], [], [], []],
    headings: [
      [0, 1, 'KnobProps', '', -1],
      [0, 2, 'Properties', 'properties', 0],
      [0, 3, 'onChange', 'onChange', 1],
      [1, 1, 'Knob', '', -1],
      [2, 1, 'Knob', '', -1],
      [2, 2, 'Range and step', 'range-and-step', 4],
      [3, 1, 'Styling', '', -1],
      [3, 2, 'Change the theme', 'change-the-theme', 6],
    ],
    ...groupContents(8, [
      [2, 'Called with the new value on every change.'],
      [3, 'A rotary knob for React.'],
      [5, 'The knob snaps its value to the step.'],
      [6, 'Themes and colours for the knob.'],
      [7, 'Set the tokens on the root, then every knob follows.'],
    ]),
  };
  const engine = new LocalSearchEngine(docs);
  const urls = (query: string) => engine.search({ query }).hits.map((hit) => hit.url);

  it('matches a camelCase name whole, not by one of its parts or a near spelling', () => {
    expect(urls('onChange')[0]).toBe('/docs/api/react/interfaces/KnobProps/#onChange');
    expect(urls('onChange')).not.toContain('/docs/tutorials/styling/#change-the-theme');
  });

  it('puts the guide before the reference page of the same name', () => {
    expect(urls('knob').slice(0, 2)).toEqual(['/docs/components/knob/', '/docs/api/react/variables/Knob/']);
  });

  it('leaves out words of no meaning, and with few hits takes those with some of the words', () => {
    expect(urls('how to change the theme')[0]).toBe('/docs/tutorials/styling/#change-the-theme');
    // No text has all three words: those with two of them come first.
    const some = urls('knob step size');
    expect(some[0]).toMatch(/^\/docs\/components\/knob\/#range-and-step/);
    expect(some.length).toBeGreaterThan(1);
    // A query of stop words alone is searched as typed.
    expect(urls('the').length).toBeGreaterThan(0);
  });

  it('finds a word in the spelling of the docs or without the ending the reader typed', () => {
    expect(urls('knob colors')[0]).toBe('/docs/tutorials/styling/');
    expect(urls('theming')[0]).toBe('/docs/tutorials/styling/#change-the-theme');
  });

  it('reads only the last word as the start of a longer one, and marks words the same way', () => {
    const params = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
    // `col` followed by another word is a whole word: no text has it, so the hits are those with `knob` alone.
    const whole = engine.search({ query: 'col knob', ...params }).hits;
    expect(whole.length).toBeGreaterThan(0);
    expect(JSON.stringify(whole)).not.toContain('<mark>colours');
    const typed = engine.search({ query: 'knob col', ...params });
    expect(typed.hits[0]?._highlightResult.content.value).toBe(
      'Themes and <mark>colours</mark> for the <mark>knob</mark>.',
    );
  });
});

describe('LocalSearchEngine in Japanese', () => {
  const ja = new LocalSearchEngine({
    format: 3,
    language: 'ja',
    version: ['current'],
    pages: [['/ja/docs/tutorials/styling/', 'チュートリアル']],
    keywords: [[]],
    headings: [[0, 1, 'スタイル', '', -1]],
    counts: [2],
    texts: ['CSS カスタムプロパティで色を変えます。', 'スライダーの太さも変えられます。'],
  });
  const marked = (query: string) =>
    ja
      .search({ query, highlightPreTag: '<mark>', highlightPostTag: '</mark>' })
      .hits.map((hit) => hit._highlightResult.content.value);

  it('finds and marks a loanword the segmenter cuts into pieces as one word', () => {
    expect(marked('カスタムプロパティ')).toEqual(['CSS <mark>カスタムプロパティ</mark>で色を変えます。']);
  });

  it('finds a loanword from its first letters, as the reader types it', () => {
    expect(marked('スラ')).toEqual(['<mark>スライダー</mark>の太さも変えられます。']);
  });
});

describe('LocalSearchEngine and the keywords of a page', () => {
  const params = {
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: ['content:10'],
  };
  // The Knob page keeps its English title on the Japanese site: only its keywords say ノブ or つまみ, which the
  // sections of other pages have in their own titles.
  const keyworded: CompactIndex = {
    format: 3,
    language: 'ja',
    version: ['current'],
    pages: [
      ['/ja/docs/components/knob/', 'コンポーネント'],
      ['/ja/docs/components/number-input/', 'コンポーネント'],
      ['/ja/docs/tutorials/react/getting-started/', 'チュートリアル'],
    ],
    // As the pages have them: the tutorial also names the knob it builds, among more words.
    keywords: [
      ['ノブ', 'つまみ', 'ダイヤル', 'ロータリー', 'スキュー'],
      ['数値入力', 'スピンボタン', 'ステッパー', 'テンポ'],
      ['React', 'チュートリアル', 'はじめに', 'Web Audio', 'ゲイン', 'ノブ'],
    ],
    headings: [
      [0, 1, 'Knob', '', -1],
      [0, 2, '基本のノブ', 'basic', 0],
      [1, 1, 'NumberInput', '', -1],
      [1, 2, 'ノブと並べる', 'with-a-knob', 2],
      [2, 1, 'React ではじめる', '', -1],
      [2, 2, 'ゲインを操作するノブ', 'gain-knob', 4],
    ],
    ...groupContents(6, [
      [0, '回転で値を選ぶコントロールです。'],
      [1, 'value と onChange を渡します。'],
      [2, '数値を直接入力できます。'],
      [3, 'ノブの下に数値入力を置くと、細かい値を入力できます。'],
      [4, 'Vibrato UI を React のアプリに入れます。'],
      [5, 'ノブでゲインを操作します。ノブを回すと音量が変わります。'],
    ]),
  };
  const engine = new LocalSearchEngine(keyworded);

  it('finds the page by a keyword its title and text lack, at its top, first', () => {
    for (const query of ['ノブ', 'つまみ', 'ロータリー']) {
      const [first] = engine.search({ query, ...params }).hits;
      expect(first?.url, query).toBe('/ja/docs/components/knob/');
      expect(first?.type, query).toBe('lvl1');
    }
    // Sections that mention the word still come after it.
    expect(engine.search({ query: 'ノブ', ...params }).hits.map((hit) => hit.url)).toEqual(
      expect.arrayContaining([
        '/ja/docs/components/number-input/#with-a-knob',
        '/ja/docs/tutorials/react/getting-started/#gain-knob',
      ]),
    );
  });

  it('searches the keywords with the page’s top heading only, not with the sections below it', () => {
    const urls = engine.search({ query: 'ロータリー', ...params }).hits.map((hit) => hit.url);
    expect(urls).toEqual(['/ja/docs/components/knob/']);
    expect(engine.search({ query: 'ステッパー', ...params }).hits.map((hit) => hit.url)).toEqual([
      '/ja/docs/components/number-input/',
    ]);
  });

  it('shows the page title as a hit found by its keywords, unmarked, and never the keywords', () => {
    const response = engine.search({ query: 'つまみ', ...params });
    const [first] = response.hits;
    expect(first?.hierarchy.lvl1).toBe('Knob');
    expect(first?.content).toBeNull();
    expect(first?._highlightResult.hierarchy.lvl1).toMatchObject({ value: 'Knob', matchLevel: 'none' });
    expect(JSON.stringify(response.hits)).not.toMatch(/つまみ|ツマミ|ロータリー/);
    // A word also in the texts is marked there as usual.
    const knob = engine.search({ query: 'ノブ', ...params }).hits;
    expect(knob.find((hit) => hit.anchor === 'gain-knob')?._highlightResult.hierarchy.lvl2?.value).toBe(
      'ゲインを操作する<mark>ノブ</mark>',
    );
  });

  it('weighs keywords alike however many pages without keywords come before them in the index', () => {
    // A site's reference pages (sorted first by path) have no keywords.
    const reference = Array.from({ length: 300 }, (_, page) => page);
    const grown = new LocalSearchEngine({
      ...keyworded,
      pages: [
        ...reference.map((page): [string, string] => [`/ja/docs/api/react/functions/f${page}/`, 'React API']),
        ...keyworded.pages,
      ],
      keywords: [...reference.map(() => []), ...keyworded.keywords],
      headings: [
        ...reference.map((page): CompactIndex['headings'][number] => [page, 1, `f${page}`, '', -1]),
        ...keyworded.headings.map(([page, level, text, anchor, parent]): CompactIndex['headings'][number] => [
          page + reference.length,
          level,
          text,
          anchor,
          parent < 0 ? parent : parent + reference.length,
        ]),
      ],
      counts: [...reference.map(() => 1), ...keyworded.counts],
      texts: [...reference.map((page) => `関数 f${page} の説明です。`), ...keyworded.texts],
    });
    const [first] = grown.search({ query: 'ノブ', ...params }).hits;
    expect(first?.url).toBe('/ja/docs/components/knob/');
  });
});

describe('LocalSearchEngine and an index of another format', () => {
  it('refuses it with a message that says what to do', () => {
    const old = { ...japanese, format: 1 } as unknown as CompactIndex;
    expect(() => new LocalSearchEngine(old)).toThrow(/format 1, this page reads format 3; reload the page/);
  });
});
