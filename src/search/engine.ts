import MiniSearch, { type AsPlainObject, type Options, type Query, type SearchResult } from 'minisearch';
import { createHighlighter, type Highlighter, type HighlightTags, type MatchTerms } from './highlight';
import { isPageTop, keywordsText, RecordLookup, type CompactIndex } from './records';
import {
  bucketOf,
  canonicalIndex,
  compactIndexOf,
  isBucketOf,
  loadShippedIndex,
  partFile,
  shipIndex,
  type IndexParts,
  type PartRef,
  type PartStarts,
  type ShippedIndex,
  type TermPostings,
  setKeywordsMean,
} from './shippedIndex';
import { alternativesOf, queryWords, tokenize, tokenizeQuery } from './tokenize';
import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SNIPPET_WORDS,
  LEVELS,
  type HitType,
  type Level,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types';

/** Headings rank above paragraphs, higher headings above lower ones, as DocSearch's own ranking does. */
const TYPE_BOOST: Record<HitType, number> = {
  lvl0: 1.6,
  lvl1: 1.5,
  lvl2: 1.35,
  lvl3: 1.25,
  lvl4: 1.15,
  lvl5: 1.1,
  lvl6: 1.05,
  content: 1,
};

/**
 * The reference pages (one per export) rank a little below the guides when the two score alike: a reader who
 * types `knob` gets the Knob guide, then the Knob API page (both titled Knob), not the other way round by the
 * order of their paths.
 */
const REFERENCE_BOOST = 0.9;
const REFERENCE_PATH = /^(\/[a-z]{2}(-[A-Za-z]+)?)?\/docs\/api\//;

/** The weight of a page's keywords (see IndexedDocument.keywords) against its title's 3. */
const KEYWORDS_BOOST = 2.5;

/** Fewer hits than this with every word required, and the search also takes hits with only some of the words. */
const FEW_HITS = 5;

/** Among the first results this many are checked for a title that begins with a one-word query. */
const PREFIX_TITLE_WINDOW = 100;

/** Without spaces between words, a query's words may be cut otherwise than the text's: each may be a prefix. */
const WITHOUT_SPACES = /^(ja|zh|th|lo|km|my|bo)\b/i;

interface IndexedDocument {
  id: number;
  title: string;
  path: string;
  content: string;
  /** The page's keywords, on its top heading's record only (see keywordsText); never shown. */
  keywords?: string;
}

/** `'content:20'` → 20 for the attribute named, else the default. */
function snippetWords(attributes: string[] | undefined, attribute: string): number {
  for (const entry of attributes ?? []) {
    const [name, count] = entry.split(':');
    if (name === attribute && count) return Number(count) || DEFAULT_SNIPPET_WORDS;
  }
  return DEFAULT_SNIPPET_WORDS;
}

/** The snippet length of every attribute a hit has, read once per query from its `attributesToSnippet`. */
interface SnippetWordCounts {
  content: number;
  hierarchy: Record<Level, number>;
}

function snippetWordCounts(attributes: string[] | undefined): SnippetWordCounts {
  const hierarchy = {} as Record<Level, number>;
  for (const level of LEVELS) hierarchy[level] = snippetWords(attributes, `hierarchy.${level}`);
  return { content: snippetWords(attributes, 'content'), hierarchy };
}

/**
 * Facet filters as DocSearch sends them: AND of entries, each an OR list (`[['language:ja'], 'version:current']`).
 * Every record of an index has the index's language and versions, so the index as a whole matches or not.
 */
function matchesFilters(
  record: Pick<SearchRecord, 'language' | 'version'>,
  filters: SearchParams['facetFilters'],
): boolean {
  if (!filters) return true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((entry) =>
    Array.isArray(entry) ? entry : [entry],
  );
  return groups.every((group) =>
    group.some((filter) => {
      const [name, ...rest] = filter.split(':');
      const value = rest.join(':');
      if (name === 'language') return record.language === value;
      if (name === 'version' || name === 'docusaurus_tag') return record.version.includes(value);
      return true;
    }),
  );
}

let queryCounter = 0;

/** A search read terms whose postings bucket has not arrived (see LocalSearchEngine.missingParts). */
class PostingsNotArrived extends Error {
  constructor(
    readonly terms: number[],
    term: string,
  ) {
    super(`Search: the postings of "${term}" are needed before their bucket has arrived`);
  }
}

/** The in-browser search engine over one locale's records, answering in the hosted API's response shape. */
export class LocalSearchEngine {
  private readonly lookup: RecordLookup;
  private readonly version: string[];
  private readonly language: string;
  private readonly miniSearch: MiniSearch<IndexedDocument>;
  /** The records' data; the texts and heading texts of a shipped index have holes until their buckets arrive. */
  private readonly compact: CompactIndex;
  private readonly headingCount: number;
  /** Where the parts are when they are not all there from the start (the shipped index's buckets). */
  private readonly parts: PartStarts | null;
  /** The shipped index's terms, in the order of its vocabulary; each takes its postings bucket as it arrives. */
  private readonly termPostings: TermPostings[] = [];
  private readonly terms: string[] = [];
  /** The terms a search read before their postings arrived. */
  private readonly waitingTerms = new Set<number>();
  /** The terms the last search stopped for (see PostingsNotArrived), whose buckets are being fetched. */
  private arrivingTerms: number[] = [];
  /** The terms of a heading's text, joined by spaces (see exactTitlesFirst); made when first read. */
  private readonly headingKeys: (string | undefined)[] = [];
  private readonly headingTerms: (heading: number) => string[];
  /** The last query's results: missingParts and then search ask for the same query. */
  private lastResults: { key: string; results: SearchResult[] } | null = null;

  /**
   * The engine over a compact index: indexes every text, unless the build's index of them comes along (with the
   * postings of every term, or none: each then arrives with its bucket).
   */
  constructor(index: CompactIndex, shipped?: ShippedIndex, postings?: number[][]) {
    if (
      index.format !== 3 ||
      !Array.isArray(index.counts) ||
      !Array.isArray(index.texts) ||
      !Array.isArray(index.keywords)
    ) {
      throw new Error(
        `Search: the ${String(index.language)} index has format ${String(index.format)}, this page reads format 3; reload the page`,
      );
    }
    this.language = index.language;
    this.version = index.version;
    this.compact = index;
    this.headingCount = index.headings.length;
    this.parts = shipped?.parts ?? null;
    this.lookup = new RecordLookup(index);
    // A heading's path repeats in every record under it: tokenize each distinct text once while indexing.
    const indexTerms = new Map<string, string[]>();
    const tokenizeForLocale = (text: string, field?: string) => {
      if (field !== 'path') return tokenize(text, this.language);
      let terms = indexTerms.get(text);
      if (!terms) {
        terms = tokenize(text, this.language);
        indexTerms.set(text, terms);
      }
      return terms;
    };
    const options: Options<IndexedDocument> = {
      // In the order of shippedIndex.ts's FIELDS.
      fields: ['title', 'path', 'content', 'keywords'],
      tokenize: tokenizeForLocale,
      // Terms are already folded by the tokenizer.
      processTerm: (term) => term,
      searchOptions: {
        // A page's keywords name what it is about, as its title does, a little less surely.
        boost: { title: 3, path: 1.5, content: 1, keywords: KEYWORDS_BOOST },
        tokenize: (text) => tokenizeQuery(text, this.language),
        prefix: true,
        fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
        combineWith: 'AND',
        boostDocument: (id) =>
          TYPE_BOOST[this.lookup.type(id as number)] *
          (REFERENCE_PATH.test(this.lookup.pagePath(id as number)) ? REFERENCE_BOOST : 1),
      },
    };
    this.miniSearch = new MiniSearch<IndexedDocument>(options);
    // A heading's terms as the title field has them: shipped by number, else its text tokenized (the build checks
    // that the two agree, see shipIndex).
    this.headingTerms = shipped
      ? (heading) => (shipped.headingTerms[heading] ?? []).map((term) => shipped.terms[term] ?? '')
      : (heading) => tokenize(index.headings[heading]?.[2] ?? '', this.language);
    if (shipped) {
      this.terms = shipped.terms;
      this.termPostings = loadShippedIndex(shipped, this.miniSearch, postings, (term) =>
        this.waitingTerms.add(term),
      );
      return;
    }
    this.miniSearch.addAll(
      this.records.map((record, id) => {
        const level = record.type === 'content' ? null : record.type;
        return {
          id,
          title: level ? (record.hierarchy[level] ?? '') : '',
          path: LEVELS.slice(0, level ? LEVELS.indexOf(level) : LEVELS.length)
            .map((name) => record.hierarchy[name] ?? '')
            .join(' '),
          content: record.content ?? '',
          keywords:
            level && isPageTop(index.headings, id)
              ? keywordsText(index.keywords[index.headings[id]?.[0] ?? -1])
              : undefined,
        };
      }),
    );
    setKeywordsMean(this.miniSearch);
  }

  /**
   * The engine over the index the build ships (see shippedIndex.ts): nothing is indexed again. With `parts` (all
   * of them, as in Node) it answers at once; without, it names the buckets each query needs (missingParts) and
   * answers once they have been added (addPart).
   */
  static fromShipped(shipped: ShippedIndex, parts?: IndexParts): LocalSearchEngine {
    if (
      shipped.format !== 7 ||
      !Array.isArray(shipped.terms) ||
      !Array.isArray(shipped.counts) ||
      !Array.isArray(shipped.headings) ||
      !Array.isArray(shipped.contentLengths) ||
      !Array.isArray(shipped.keywordTerms) ||
      !Array.isArray(shipped.headingLengths) ||
      !Array.isArray(shipped.averageLengths) ||
      !Array.isArray(shipped.parts?.postings)
    ) {
      throw new Error(
        `Search: the ${String(shipped.language)} index has format ${String(shipped.format)}, this page reads format 7; reload the page`,
      );
    }
    const texts = shipped.counts.reduce((total, count) => total + count, 0);
    if (
      parts !== undefined &&
      (parts.texts?.length !== texts ||
        parts.headings?.length !== shipped.headings.length ||
        parts.postings?.length !== shipped.terms.length)
    ) {
      throw new Error(
        `Search: the ${shipped.language} parts do not belong to its index (${String(parts.texts?.length)} texts, ${texts} expected), as after a deploy; reload the page`,
      );
    }
    return new LocalSearchEngine(compactIndexOf(shipped, parts), shipped, parts?.postings);
  }

  /**
   * The buckets (see PartStarts) that this query needs and that have not been added yet: first the postings of
   * the terms it matches, then, once those are in, the texts and headings of its page of hits. None means
   * search() can answer it.
   */
  missingParts(params: SearchParams): PartRef[] {
    const starts = this.parts;
    if (!starts) return [];
    const missing = new Map<string, PartRef>();
    const need = (kind: PartRef['kind'], item: number) => {
      const bucket = bucketOf(starts[kind], item);
      missing.set(`${kind} ${bucket}`, { kind, bucket });
    };
    let pageResults: SearchResult[];
    try {
      pageResults = this.pageResults(params);
    } catch (error) {
      if (!(error instanceof PostingsNotArrived)) throw error;
      for (const term of error.terms) need('postings', term);
      return [...missing.values()];
    }
    for (const result of pageResults) {
      const record = result.id as number;
      const text = record - this.headingCount;
      if (text >= 0 && this.compact.texts[text] === undefined) need('texts', text);
      for (let heading = this.lookup.headingOf(record); heading >= 0; ) {
        const entry = this.compact.headings[heading];
        if (!entry) break;
        if (entry[2] === undefined) need('headings', heading);
        heading = entry[4];
      }
    }
    return [...missing.values()];
  }

  /**
   * Makes what the terms the last query stopped for need besides their postings (their title, path and keywords
   * fields, see TermPostings), while their buckets are on their way: the query, run again once they are in, then
   * finds them made.
   */
  prepareArrivingTerms(): void {
    for (const term of this.arrivingTerms) this.termPostings[term]?.addHeadingFields();
    this.arrivingTerms = [];
  }

  /**
   * Buckets worth fetching before any query asks: the headings when they are one bucket (a small site, see
   * ONE_HEADINGS_BUCKET_BYTES), which nearly every query's hits need.
   */
  prefetchParts(): PartRef[] {
    return this.parts?.headings.length === 1 ? [{ kind: 'headings', bucket: 0 }] : [];
  }

  /** The file (under /search/) of a bucket of the shipped index's parts. */
  partFile({ kind, bucket }: PartRef): string {
    if (!this.parts) throw new Error('Search: this engine was built from its texts and has no parts');
    return partFile(this.language, kind, this.parts.id, bucket);
  }

  /** Adds a bucket as downloaded; a bucket of another build (another number or shape of items) is refused. */
  addPart({ kind, bucket }: PartRef, items: unknown): void {
    const starts = this.parts?.[kind] ?? [];
    const start = starts[bucket];
    const total =
      kind === 'postings'
        ? this.termPostings.length
        : kind === 'texts'
          ? this.compact.texts.length
          : this.headingCount;
    const end = starts[bucket + 1] ?? total;
    if (start === undefined || !isBucketOf(kind, items, end - start)) {
      throw new Error(
        `Search: ${kind} bucket ${bucket} of the ${this.language} index does not belong to it, as after a deploy; reload the page`,
      );
    }
    if (kind === 'postings') {
      (items as number[][]).forEach((entries, offset) =>
        this.termPostings[start + offset]?.arrive(entries, this.headingCount),
      );
    } else if (kind === 'texts') {
      (items as string[]).forEach((text, offset) => {
        this.compact.texts[start + offset] = text;
      });
    } else {
      (items as [string, string][]).forEach(([text, anchor], offset) => {
        const heading = this.compact.headings[start + offset];
        if (heading) {
          heading[2] = text;
          heading[3] = anchor;
        }
      });
    }
  }

  /** Every record, in order (made on the spot: the engine itself makes only the records it shows). */
  get records(): SearchRecord[] {
    return Array.from({ length: this.lookup.count }, (_, id) => this.lookup.get(id) as SearchRecord);
  }

  /** How many records the index has. */
  get recordCount(): number {
    return this.lookup.count;
  }

  /** The term index as MiniSearch serialises it (the build ships it compacted, see shippedIndex.ts). */
  serialize(): AsPlainObject {
    return this.miniSearch.toJSON();
  }

  /** One query: filtered by locale and version facets, paged, highlighted and snippeted. */
  search(params: SearchParams, indexName = 'local'): SearchResponse {
    const started = Date.now();
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const query = params.query.trim().slice(0, 512);
    const results = this.results(params);
    const tags: HighlightTags = {
      pre: params.highlightPreTag ?? '<em>',
      post: params.highlightPostTag ?? '</em>',
    };
    const ellipsis = params.snippetEllipsisText ?? '';
    const typed = queryWords(query, this.language);
    const pageResults = this.pageResults(params);
    // One highlighter for the page: every hit matched through terms of the same query, so a word is marked the
    // same way in every hit, and the headings the hits share are marked once.
    const terms: MatchTerms = {
      matched: new Set(pageResults.flatMap((result) => result.terms)),
      query: typed.flatMap(([word = '']) => [word, ...alternativesOf(word, this.language)]),
      prefixes: typed.flatMap(([word = ''], index) => (this.mayBePrefix(typed, index) ? [word] : [])),
    };
    const highlighter = createHighlighter(this.language, terms, tags);
    const words = snippetWordCounts(params.attributesToSnippet);
    const hits = pageResults.flatMap((result) => {
      const record = this.lookup.get(result.id as number);
      return record ? [this.toHit(record, highlighter, words, ellipsis)] : [];
    });
    queryCounter += 1;
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      query: params.query,
      params: new URLSearchParams({ query: params.query, hitsPerPage: String(hitsPerPage) }).toString(),
      processingTimeMS: Date.now() - started,
      queryID: `local-${queryCounter.toString(16)}-${started.toString(16)}`,
      index: indexName,
    };
  }

  /**
   * The query's results, in scope of its facet filters; the last query's are kept. Throws PostingsNotArrived when
   * the search read terms whose postings have not arrived (its results would be short of them).
   */
  private results(params: SearchParams): SearchResult[] {
    const query = params.query.trim().slice(0, 512);
    const inScope = matchesFilters({ language: this.language, version: this.version }, params.facetFilters);
    const key = inScope ? query : '';
    if (this.lastResults?.key !== key) {
      this.waitingTerms.clear();
      const results = key ? this.searchWords(key) : [];
      if (this.waitingTerms.size > 0) {
        const terms = [...this.waitingTerms];
        this.waitingTerms.clear();
        this.arrivingTerms = terms;
        throw new PostingsNotArrived(terms, this.terms[terms[0] as number] ?? '');
      }
      this.lastResults = { key, results: this.onePerSection(this.exactTitlesFirst(key, results)) };
    }
    return this.lastResults.results;
  }

  /**
   * The query as MiniSearch reads it: every word must match (in any of its forms, see alternativesOf), then (with
   * few hits) any of them, the hits with more of the words first. A camelCase name (`onChange`) is looked for whole, never by its parts (the index has them
   * for names typed in parts: `on change` finds it, but `on` alone would match nearly every text) nor fuzzily
   * (`onchange` is two edits from `change`). The last word may be the start of a longer one, as it is while the
   * reader types; in a language written without spaces every word may be, and in any, a word of one letter only
   * when it is the whole query.
   */
  private searchWords(query: string): SearchResult[] {
    const words = queryWords(query, this.language);
    if (words.length === 0) return [];
    const wordQuery = ([word = '', ...parts]: string[], index: number): Query => {
      const whole: Query = {
        queries: [word],
        prefix: this.mayBePrefix(words, index),
        fuzzy: parts.length > 0 || word.length < 4 ? false : 0.2,
      };
      const alternatives = alternativesOf(word, this.language);
      if (alternatives.length === 0) return whole;
      // Another spelling or the word without its ending (`installation`): any of them, exactly.
      return {
        combineWith: 'OR',
        queries: [whole, { combineWith: 'OR', queries: alternatives, prefix: false, fuzzy: false }],
      };
    };
    // The words are terms already: MiniSearch must not cut them again.
    const tree = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith,
      queries: words.map(wordQuery),
    });
    const options = { tokenize: (term: string) => [term] };
    const all = this.miniSearch.search(tree('AND'), options);
    if (all.length >= FEW_HITS || words.length === 1) return all;
    const found = new Set(all.map((result) => result.id as number));
    const some = this.miniSearch
      .search(tree('OR'), options)
      .filter((result) => !found.has(result.id as number));
    return [...all, ...some];
  }

  /** Whether the query's word at `index` may be the start of a longer word (see searchWords). */
  private mayBePrefix(words: string[][], index: number): boolean {
    const word = words[index]?.[0] ?? '';
    const last = WITHOUT_SPACES.test(this.language) || index === words.length - 1;
    return last && (word.length > 1 || words.length === 1);
  }

  /**
   * The results whose own title is the query, term for term, first (in score order), then the others: a reader
   * who types a component's name wants its page before the longer names containing it, which otherwise outscore
   * it (`SliderTrack` has the terms `slidertrack`, `slider` and `track`, so `slider` matches its title twice, once
   * whole and once as a prefix). Algolia's default ranking does the same for one-word queries (the exact
   * criterion with exactOnSingleWordQuery `attribute`: the query equal to a whole attribute).
   */
  private exactTitlesFirst(query: string, results: SearchResult[]): SearchResult[] {
    const words = queryWords(query, this.language, true);
    const wanted = words.flat().join(' ');
    if (!wanted) return results;
    const exact: SearchResult[] = [];
    const begun: { result: SearchResult; length: number }[] = [];
    const others: SearchResult[] = [];
    const typed = words.length === 1 ? (words[0]?.[0] ?? '') : '';
    results.forEach((result, rank) => {
      const id = result.id as number;
      if (this.titleKey(id) === wanted) {
        exact.push(result);
        return;
      }
      const word = typed && rank < PREFIX_TITLE_WINDOW ? this.oneWordTitle(id) : undefined;
      if (word?.startsWith(typed)) begun.push({ result, length: word.length });
      else others.push(result);
    });
    if (exact.length === 0 && begun.length === 0) return results;
    // A word being typed (`slid`): the titles it begins, shortest first (Slider before SliderTrack), which would
    // otherwise rank below longer names matching it once whole and again by a part.
    begun.sort((a, b) => a.length - b.length);
    return [...exact, ...begun.map(({ result }) => result), ...others];
  }

  /**
   * The best-ranked result of each section only: a heading's record and those of its paragraphs share one address,
   * and the same link listed again, with another paragraph under it, tells the reader nothing new while it pushes
   * other pages off the list (a DocSearch index does the same: distinct on the url).
   */
  private onePerSection(results: SearchResult[]): SearchResult[] {
    const seen = new Set<number>();
    return results.filter((result) => {
      const section = this.lookup.headingOf(result.id as number);
      if (seen.has(section)) return false;
      seen.add(section);
      return true;
    });
  }

  /** The title of a heading's record when it is one word (its terms the word and its parts), else undefined. */
  private oneWordTitle(record: number): string | undefined {
    const key = this.titleKey(record);
    if (!key) return undefined;
    const [word = '', ...parts] = key.split(' ');
    return parts.length === 0 || parts.join('') === word ? word : undefined;
  }

  /**
   * The title terms of a heading's record, joined by spaces; undefined for a text's record, which has no title.
   * The title is the text of the farthest heading up the chain at the record's level (as hierarchyOf in records.ts
   * reads the levels), which is the heading itself unless the headings skip levels.
   */
  private titleKey(record: number): string | undefined {
    if (record < 0 || record >= this.headingCount) return undefined;
    const known = this.headingKeys[record];
    if (known !== undefined) return known;
    const level = this.compact.headings[record]?.[1];
    let titled = record;
    for (let id = record; id >= 0; ) {
      const entry = this.compact.headings[id];
      if (!entry) break;
      if (entry[1] === level) titled = id;
      id = entry[4];
    }
    const key = this.headingTerms(titled).join(' ');
    this.headingKeys[record] = key;
    return key;
  }

  /** The results of the requested page of hits: with hitsPerCategory, those a list grouped by category shows. */
  private pageResults(params: SearchParams): SearchResult[] {
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const pageResults = this.results(params).slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const perCategory = params.hitsPerCategory;
    if (perCategory === undefined || !Number.isInteger(perCategory) || perCategory < 1) return pageResults;
    const taken = new Map<string, number>();
    return pageResults.filter((result) => {
      const category = this.lookup.category(result.id as number);
      const count = taken.get(category) ?? 0;
      taken.set(category, count + 1);
      return count < perCategory;
    });
  }

  private toHit(
    record: SearchRecord,
    highlighter: Highlighter,
    words: SnippetWordCounts,
    ellipsis: string,
  ): SearchHit {
    const highlightHierarchy = {} as SearchHit['_highlightResult']['hierarchy'];
    const snippetHierarchy = {} as SearchHit['_snippetResult']['hierarchy'];
    for (const level of LEVELS) {
      const text = record.hierarchy[level as Level] ?? '';
      highlightHierarchy[level] = highlighter.highlight(text);
      snippetHierarchy[level] = highlighter.snippet(text, words.hierarchy[level], ellipsis);
    }
    const content = record.content ?? '';
    return {
      ...record,
      _highlightResult: { content: highlighter.highlight(content), hierarchy: highlightHierarchy },
      _snippetResult: {
        content: highlighter.snippet(content, words.content, ellipsis),
        hierarchy: snippetHierarchy,
      },
    };
  }
}

/**
 * What the build ships for a compact index (see shippedIndex.ts): the engine indexes the texts, and the index the
 * browser will rebuild from the shipped form must be exactly that one, or the build stops here.
 */
export function shipEngineIndex(compact: CompactIndex): { index: ShippedIndex; parts: IndexParts } {
  const built = new LocalSearchEngine(compact).serialize();
  const shipped = shipIndex(compact, built, (text) => tokenize(text, compact.language));
  const rebuilt = LocalSearchEngine.fromShipped(shipped.index, shipped.parts).serialize();
  if (canonicalIndex(rebuilt) !== canonicalIndex(built)) {
    throw new Error(
      `Search index (${compact.language}): the index the browser would rebuild differs from the one built from the ` +
        'texts; check that a heading path tokenizes as its parts do and that MiniSearch is still 7.2 ' +
        '(loadShippedIndex in src/search/shippedIndex.ts)',
    );
  }
  return shipped;
}
