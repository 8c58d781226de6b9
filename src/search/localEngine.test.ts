import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEngine, engineInWorker, WorkerUnavailableError } from './localEngine';
import { LocalSearchEngine, shipEngineIndex } from './engine';
import { workerErrorOf, type IndexFiles } from './engineStart';
import { SearchUnavailableError } from './fetchFile';
import { groupContents, type CompactIndex } from './records';
import { bucketItems, PART_KINDS, partFile } from './shippedIndex';
import {
  createWorkerHandler,
  PartsOnDemand,
  type FromWorker,
  type LoadPartFile,
  type ToWorker,
} from './workerEngine';

/** A paragraph about `word`, longer than a texts bucket may hold (TEXTS_BUCKET_MOST_BYTES): a bucket of its own. */
const long = (word: string) => `${word} ${'filler words for length '.repeat(360)}`;

const index: CompactIndex = {
  format: 3,
  language: 'en',
  version: ['current'],
  pages: [['/docs/components/knob/', 'Components']],
  keywords: [[]],
  headings: [
    [0, 1, 'Knob', '', -1],
    [0, 2, 'Styling', 'styling', 0],
  ],
  // Buckets: [detents], [rotary], [gradient], [pointer]; one page, so each long text ends a bucket by its size.
  ...groupContents(2, [
    [0, long('detents')],
    [0, 'A rotary control that keeps a value between min and max.'],
    [1, long('gradient')],
    [1, 'Custom properties colour the track and the pointer.'],
  ]),
};
const shipped = shipEngineIndex(index);
const request = { query: 'rotary', indexName: 'docs' };
const partsId = shipped.index.parts.id;
const starts = shipped.index.parts.texts;
const textFile = (bucket: number) => partFile('en', 'texts', partsId, bucket);
const headingsFile = partFile('en', 'headings', partsId, 0);
/** The build's buckets of every kind by file name. */
const bucketFiles = new Map<string, unknown[]>(
  PART_KINDS.flatMap((kind) =>
    shipped.index.parts[kind].map((_, bucket): [string, unknown[]] => [
      partFile('en', kind, partsId, bucket),
      bucketItems<unknown>(shipped.parts[kind], shipped.index.parts[kind], bucket),
    ]),
  ),
);
const files: IndexFiles = { index: JSON.stringify(shipped.index) };
/** What engineStart.ts posts to the worker once the index has arrived. */
const indexMessage: ToWorker = { type: 'index', directory: 'http://127.0.0.1:9000/search/', ...files };
/** The text buckets among files asked for. */
const textsAsked = (asked: string[]) => asked.filter((file) => file.includes('.texts.'));

/** Serves the buckets, recording the files asked for; `failing` files fail as a dropped connection. */
function bucketServer(failing = new Set<string>()) {
  const asked: string[] = [];
  const load: LoadPartFile = async (file) => {
    asked.push(file);
    if (failing.has(file)) throw new SearchUnavailableError(`Search: could not load /search/${file}`);
    const items = bucketFiles.get(file);
    if (!items) throw new SearchUnavailableError(`Search: /search/${file} answered HTTP 404`);
    return items;
  };
  return { asked, load, failing };
}

beforeEach(() => {
  // The page's address, from which the worker is told where the text buckets are; the page's own fetches (the
  // engine on the page) get the buckets from the same server.
  vi.stubGlobal('window', { location: { href: 'http://127.0.0.1:9000/docs/' } });
  vi.stubGlobal('fetch', async (url: string) => {
    const items = bucketFiles.get(url.replace(/^\/search\//, ''));
    return items ? new Response(JSON.stringify(items)) : new Response('not found', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in Worker running the real worker handler, asynchronously as a worker would. */
class FakeWorker extends EventTarget {
  terminated = false;
  readonly posted: ToWorker[] = [];
  private readonly handle: (message: ToWorker) => void;
  constructor(readonly server = bucketServer()) {
    super();
    this.handle = createWorkerHandler((message) => {
      setTimeout(() => this.dispatchEvent(new MessageEvent<FromWorker>('message', { data: message })), 0);
    }, server.load);
  }
  postMessage(message: ToWorker) {
    this.posted.push(message);
    if (!this.terminated) setTimeout(() => this.handle(message), 0);
  }
  terminate() {
    this.terminated = true;
  }
  /** What the browser does when the worker's script cannot load or throws. */
  fail(message: string) {
    const event = new Event('error', { cancelable: true }) as Event & { message: string };
    event.message = message;
    this.dispatchEvent(event);
  }
}
const asWorker = (fake: FakeWorker) => fake as unknown as Worker;
/** A worker that engineStart.ts has given the index, as it does once the index has arrived. */
function startedWorker(server = bucketServer()) {
  const worker = new FakeWorker(server);
  worker.postMessage(indexMessage);
  return worker;
}

describe('the search worker handler', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('builds the engine from the index, then answers queries by id with the text buckets their hits need', async () => {
    const server = bucketServer();
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), server.load);
    handle(indexMessage);
    expect(posted.pop()).toEqual({ type: 'ready' });
    // Before any query: the headings, which nearly every query needs, one bucket in a site this small.
    expect(shipped.index.parts.headings).toEqual([0]);
    expect(server.asked).toEqual([headingsFile]);
    handle({ type: 'search', id: 2, requests: [request, { query: 'pointer', indexName: 'docs' }] });
    await settle();
    const answer = posted.pop();
    expect(answer?.type === 'results' && answer.id).toBe(2);
    const results = answer?.type === 'results' ? answer.results : [];
    expect(results.map((result) => result.hits[0]?.url)).toEqual([
      '/docs/components/knob/',
      '/docs/components/knob/#styling',
    ]);
    expect(results.map((result) => result.hits[0]?.content)).toEqual([index.texts[1], index.texts[3]]);
    // The hits' texts are in the second and fourth buckets; the first and third were not fetched.
    expect(starts).toEqual([0, 1, 2, 3]);
    expect(textsAsked(server.asked).sort()).toEqual([1, 3].map(textFile));
    // The postings and headings the queries needed came too, each file once.
    expect(server.asked.some((file) => file.includes('.postings.'))).toBe(true);
    expect(server.asked.some((file) => file.includes('.headings.'))).toBe(true);
    expect(new Set(server.asked).size).toBe(server.asked.length);
    // Fetched once: a second query over the same parts asks for nothing.
    const asked = server.asked.length;
    handle({ type: 'search', id: 3, requests: [request] });
    await settle();
    expect(posted.pop()).toMatchObject({ type: 'results', id: 3 });
    expect(server.asked).toHaveLength(asked);
  });

  it('keeps a query that comes before the index until the engine is built', async () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), bucketServer().load);
    handle({ type: 'search', id: 1, requests: [request] });
    await settle();
    expect(posted).toEqual([]);
    handle(indexMessage);
    await settle();
    expect(posted.map((message) => message.type)).toEqual(['ready', 'results']);
    const answer = posted[1];
    expect(answer?.type === 'results' && answer.id).toBe(1);
    expect(answer?.type === 'results' && answer.results[0]?.hits[0]?.content).toBe(index.texts[1]);
  });

  it('fails a query that waited for an index it cannot read', async () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), bucketServer().load);
    handle({ type: 'search', id: 1, requests: [request] });
    handle({ type: 'index', directory: '', index: '{"format": 5' });
    await settle();
    expect(posted).toEqual([
      { type: 'error', message: expect.stringMatching(/JSON/) },
      { type: 'error', id: 1, message: expect.stringMatching(/JSON/) },
    ]);
  });

  it('fails the query whose bucket cannot be fetched, as unavailable, and fetches it again for the next', async () => {
    const detents = textFile(0);
    const server = bucketServer(new Set([detents]));
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), server.load);
    handle(indexMessage);
    handle({ type: 'search', id: 1, requests: [{ query: 'detents', indexName: 'docs' }] });
    await settle();
    expect(posted.pop()).toEqual({
      type: 'error',
      id: 1,
      message: `Search: could not load /search/${detents}`,
      unavailable: true,
    });
    server.failing.clear();
    handle({ type: 'search', id: 2, requests: [{ query: 'detents', indexName: 'docs' }] });
    await settle();
    const answer = posted.pop();
    expect(answer?.type === 'results' && answer.results[0]?.hits[0]?.content).toBe(index.texts[0]);
    expect(textsAsked(server.asked)).toEqual([detents, detents]);
  });

  it('leaves headings it could not fetch before the query to the query, which fetches them again', async () => {
    const server = bucketServer(new Set([headingsFile]));
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), server.load);
    handle(indexMessage);
    await settle();
    expect(server.asked).toEqual([headingsFile]);
    expect(posted).toEqual([{ type: 'ready' }]);
    server.failing.clear();
    handle({ type: 'search', id: 1, requests: [request] });
    await settle();
    const answer = posted.pop();
    expect(answer?.type === 'results' && answer.results[0]?.hits[0]?.hierarchy.lvl1).toBe('Knob');
    expect(server.asked.filter((file) => file === headingsFile)).toHaveLength(2);
  });

  it('reports an index it cannot read, and fails the queries that come after it', async () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), bucketServer().load);
    handle({ type: 'index', directory: '', index: '{"format": 5' });
    handle({ type: 'index', directory: '', index: JSON.stringify(index) });
    expect(posted.splice(0)).toEqual([
      { type: 'error', message: expect.stringMatching(/JSON/) },
      {
        type: 'error',
        message: expect.stringMatching(/format 3, this page reads format 7; reload the page/),
      },
    ]);
    handle({ type: 'search', id: 1, requests: [request] });
    await settle();
    expect(posted).toEqual([
      { type: 'error', id: 1, message: expect.stringMatching(/format 3, this page reads format 7/) },
    ]);
  });

  it('refuses a bucket of another build', async () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler(
      (message) => posted.push(message),
      async () => ['texts of an earlier deploy', 'numbered', 'otherwise'],
    );
    handle(indexMessage);
    handle({ type: 'search', id: 1, requests: [request] });
    await settle();
    expect(posted).toEqual([
      { type: 'ready' },
      {
        type: 'error',
        id: 1,
        message: expect.stringMatching(
          /postings bucket \d+ of the en index does not belong to it.*reload the page/,
        ),
      },
    ]);
  });
});

describe('PartsOnDemand', () => {
  it('makes the rest of what the waiting terms need while their postings are on their way', async () => {
    const engine = LocalSearchEngine.fromShipped(shipped.index);
    const events: string[] = [];
    const prepare = engine.prepareArrivingTerms.bind(engine);
    vi.spyOn(engine, 'prepareArrivingTerms').mockImplementation(() => {
      events.push('prepared');
      prepare();
    });
    const server = bucketServer();
    const kindOf = (file: string) => PART_KINDS.find((kind) => file.includes(`.${kind}.`));
    const demand = new PartsOnDemand(engine, async (file) => {
      events.push(`asked ${kindOf(file)}`);
      await new Promise((resolve) => setTimeout(resolve, 0));
      events.push(`arrived ${kindOf(file)}`);
      return server.load(file);
    });
    const [answer] = await demand.search([request]);
    expect(answer?.hits[0]?.content).toBe(index.texts[1]);
    expect(events.slice(0, 3)).toEqual(['asked postings', 'prepared', 'arrived postings']);
  });
});

describe('engineInWorker', () => {
  it('posts queries at once, before the worker has the index, and matches answers to their queries', async () => {
    const worker = new FakeWorker();
    let arrive: (downloaded: IndexFiles) => void = () => undefined;
    const downloading = new Promise<IndexFiles>((resolve) => (arrive = resolve));
    const engine = engineInWorker(asWorker(worker), downloading);
    const answers = Promise.all([
      engine.search([request]),
      engine.search([{ query: 'pointer', indexName: 'docs' }]),
    ]);
    // No waiting for the worker to be ready: the queries wait in the worker for the index.
    expect(worker.posted.map((message) => message.type)).toEqual(['search', 'search']);
    arrive(files);
    worker.postMessage(indexMessage);
    const [first, second] = await answers;
    expect(first?.[0]?.hits[0]?.type).toBe('content');
    expect(first?.[0]?.query).toBe('rotary');
    expect(second?.[0]?.query).toBe('pointer');
    expect(engine.alive).toBe(true);
  });

  it('stops the worker and is no longer alive when the index cannot be downloaded', async () => {
    const worker = new FakeWorker();
    const offline = new SearchUnavailableError('Search: could not load /search/en.json');
    const engine = engineInWorker(asWorker(worker), Promise.reject(offline));
    await expect(engine.search([request])).rejects.toBe(offline);
    expect(worker.terminated).toBe(true);
    expect(engine.alive).toBe(false);
    await expect(engine.search([request])).rejects.toBe(offline);
  });

  it('stops the worker and is no longer alive when the worker cannot read the index', async () => {
    const worker = new FakeWorker();
    worker.postMessage({ ...indexMessage, index: 'not json' });
    const engine = engineInWorker(asWorker(worker), Promise.resolve({ index: 'not json' }));
    await expect(engine.search([request])).rejects.toThrow(/JSON/);
    expect(worker.terminated).toBe(true);
    expect(engine.alive).toBe(false);
  });

  it('rethrows a bucket it could not fetch as unavailable and stays alive for the next query', async () => {
    const worker = startedWorker(bucketServer(new Set([textFile(1)])));
    const engine = engineInWorker(asWorker(worker), Promise.resolve(files));
    await expect(engine.search([request])).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(engine.alive).toBe(true);
    worker.server.failing.clear();
    const [response] = await engine.search([request]);
    expect(response?.hits[0]?.content).toBe(index.texts[1]);
  });

  it('tells a worker that never started from one that stopped later', async () => {
    const unstarted = startedWorker();
    const starting = engineInWorker(asWorker(unstarted), Promise.resolve(files));
    const query = starting.search([request]);
    unstarted.fail('404');
    await expect(query).rejects.toBeInstanceOf(WorkerUnavailableError);

    const running = startedWorker();
    const engine = engineInWorker(asWorker(running), Promise.resolve(files));
    await engine.search([request]);
    running.fail('out of memory');
    await expect(engine.search([request])).rejects.toThrow(/search worker stopped \(out of memory\)/);
    expect(running.terminated).toBe(true);
    expect(engine.alive).toBe(false);
  });
});

describe('buildEngine', () => {
  it('builds the engine on the page where workers are not available', async () => {
    const engine = buildEngine({ worker: null, files: Promise.resolve(files), workerError: null });
    const [response] = await engine.search([request]);
    expect(response?.hits[0]?.url).toBe('/docs/components/knob/');
  });

  it('on the page too, fetches the headings before the first query', async () => {
    const asked: string[] = [];
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return served(url);
    });
    buildEngine({ worker: null, files: Promise.resolve(files), workerError: null });
    await vi.waitFor(() => expect(asked).toEqual([`/search/${headingsFile}`]));
  });

  it('is no longer alive once the index for the page could not be fetched', async () => {
    const engine = buildEngine({
      worker: null,
      files: Promise.reject(new SearchUnavailableError('Search: could not load /search/en.json')),
      workerError: null,
    });
    await expect(engine.search([request])).rejects.toBeInstanceOf(SearchUnavailableError);
    expect(engine.alive).toBe(false);
  });

  it('falls back to the page, with the queries waiting, when the worker’s script fails to load', async () => {
    const worker = startedWorker();
    const engine = buildEngine({
      worker: asWorker(worker),
      files: Promise.resolve(files),
      workerError: null,
    });
    const query = engine.search([request]);
    worker.fail('script 404');
    const [response] = await query;
    expect(worker.terminated).toBe(true);
    expect(response?.hits[0]?.url).toBe('/docs/components/knob/');
    const [next] = await engine.search([{ query: 'pointer', indexName: 'docs' }]);
    expect(next?.hits[0]?.url).toBe('/docs/components/knob/#styling');
    expect(engine.alive).toBe(true);
  });

  it('falls back to the page when the worker failed before the search code took it over', async () => {
    const worker = startedWorker();
    // Listening from the start, as engineStart.ts does; the failure comes before buildEngine runs.
    const workerError = workerErrorOf(asWorker(worker));
    worker.fail('script 404');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const engine = buildEngine({ worker: asWorker(worker), files: Promise.resolve(files), workerError });
    const [response] = await engine.search([request]);
    expect(worker.terminated).toBe(true);
    expect(response?.hits[0]?.url).toBe('/docs/components/knob/');
  });
});
