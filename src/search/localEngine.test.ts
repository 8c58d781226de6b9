import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEngine, engineInWorker, WorkerUnavailableError } from './localEngine';
import { shipEngineIndex } from './engine';
import { workerErrorOf, type IndexFiles } from './engineStart';
import { SearchUnavailableError } from './fetchFile';
import { groupContents, type CompactIndex } from './records';
import { bucketItems, PART_KINDS, partFile } from './shippedIndex';
import { createWorkerHandler, type FromWorker, type LoadPartFile, type ToWorker } from './workerEngine';

/** A paragraph long enough to fill a text bucket of its own, about `word`. */
const long = (word: string) => `${word} ${'filler words for length '.repeat(180)}`;

const index: CompactIndex = {
  format: 2,
  language: 'en',
  version: ['current'],
  pages: [['/docs/components/knob/', 'Components']],
  headings: [
    [0, 1, 'Knob', '', -1],
    [0, 2, 'Styling', 'styling', 0],
  ],
  // Buckets (a few kilobytes each): [detents], [rotary, gradient], [pointer].
  ...groupContents(2, [
    [0, long('detents')],
    [0, 'A rotary control that keeps a value between min and max.'],
    [1, long('gradient')],
    [1, 'Custom properties colour the track and the pointer.'],
  ]),
};
const shipped = shipEngineIndex(index);
const files: IndexFiles = { index: JSON.stringify(shipped.index) };
const request = { query: 'rotary', indexName: 'docs' };
const partsId = shipped.index.parts.id;
const starts = shipped.index.parts.texts;
const textFile = (bucket: number) => partFile('en', 'texts', partsId, bucket);
/** The build's buckets of every kind by file name. */
const bucketFiles = new Map<string, unknown[]>(
  PART_KINDS.flatMap((kind) =>
    shipped.index.parts[kind].map((_, bucket): [string, unknown[]] => [
      partFile('en', kind, partsId, bucket),
      bucketItems<unknown>(shipped.parts[kind], shipped.index.parts[kind], bucket),
    ]),
  ),
);
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

describe('the search worker handler', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('builds the engine from the index, then answers queries by id with the text buckets their hits need', async () => {
    const server = bucketServer();
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), server.load);
    handle({ type: 'search', id: 1, requests: [request] });
    expect(posted.pop()).toEqual({
      type: 'error',
      id: 1,
      message: expect.stringMatching(/before its index/),
    });
    handle({ type: 'index', directory: 'http://127.0.0.1:9000/search/', ...files });
    expect(posted.pop()).toEqual({ type: 'ready' });
    expect(server.asked).toEqual([]);
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
    // The hits' texts are in the second and third buckets; the first was not fetched.
    expect(starts).toEqual([0, 1, 3]);
    expect(textsAsked(server.asked).sort()).toEqual([1, 2].map(textFile));
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

  it('fails the query whose bucket cannot be fetched, as unavailable, and fetches it again for the next', async () => {
    const detents = textFile(0);
    const server = bucketServer(new Set([detents]));
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message), server.load);
    handle({ type: 'index', directory: 'http://127.0.0.1:9000/search/', ...files });
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

  it('refuses a bucket of another build and reports an index it cannot read', async () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler(
      (message) => posted.push(message),
      async () => ['texts of an earlier deploy', 'numbered', 'otherwise'],
    );
    handle({ type: 'index', directory: '', index: '{"format": 5' });
    handle({ type: 'index', directory: '', index: JSON.stringify(index) });
    expect(posted.splice(0)).toEqual([
      { type: 'error', message: expect.stringMatching(/JSON/) },
      {
        type: 'error',
        message: expect.stringMatching(/format 2, this page reads format 5; reload the page/),
      },
    ]);
    handle({ type: 'index', directory: '', ...files });
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

describe('engineInWorker', () => {
  it('hands the index over once it arrives and matches answers to their queries', async () => {
    const worker = new FakeWorker();
    let arrive: (downloaded: IndexFiles) => void = () => undefined;
    const engine = engineInWorker(asWorker(worker), new Promise((resolve) => (arrive = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(worker.posted).toEqual([]);
    arrive(files);
    const handle = await engine;
    const [first, second] = await Promise.all([
      handle.search([request]),
      handle.search([{ query: 'pointer', indexName: 'docs' }]),
    ]);
    expect(first?.[0]?.hits[0]?.type).toBe('content');
    expect(first?.[0]?.query).toBe('rotary');
    expect(second?.[0]?.query).toBe('pointer');
  });

  it('rejects with the worker’s message when the index is unreadable, and stops the worker', async () => {
    const worker = new FakeWorker();
    await expect(engineInWorker(asWorker(worker), Promise.resolve({ index: 'not json' }))).rejects.toThrow(
      /JSON/,
    );
    expect(worker.terminated).toBe(true);
  });

  it('rejects and stops the worker when the index cannot be fetched', async () => {
    const worker = new FakeWorker();
    const offline = new Error('Search: could not load /search/en.json');
    await expect(engineInWorker(asWorker(worker), Promise.reject(offline))).rejects.toBe(offline);
    expect(worker.terminated).toBe(true);
  });

  it('tells the worker where the text buckets are, and rethrows a bucket it could not fetch as unavailable', async () => {
    const worker = new FakeWorker(bucketServer(new Set([textFile(1)])));
    const handle = await engineInWorker(asWorker(worker), Promise.resolve(files));
    expect(worker.posted[0]).toMatchObject({ type: 'index', directory: 'http://127.0.0.1:9000/search/' });
    await expect(handle.search([request])).rejects.toBeInstanceOf(SearchUnavailableError);
    worker.server.failing.clear();
    const [response] = await handle.search([request]);
    expect(response?.hits[0]?.content).toBe(index.texts[1]);
  });

  it('tells a worker that never started from one that stopped later', async () => {
    const unstarted = new FakeWorker();
    const starting = engineInWorker(asWorker(unstarted), Promise.resolve(files));
    unstarted.fail('404');
    await expect(starting).rejects.toBeInstanceOf(WorkerUnavailableError);

    const running = new FakeWorker();
    const handle = await engineInWorker(asWorker(running), Promise.resolve(files));
    running.fail('out of memory');
    await expect(handle.search([request])).rejects.toThrow(/search worker stopped \(out of memory\)/);
    expect(running.terminated).toBe(true);
  });
});

describe('buildEngine', () => {
  it('builds the engine on the page where workers are not available', async () => {
    const handle = await buildEngine({ worker: null, files: Promise.resolve(files), workerError: null });
    const [response] = await handle.search([request]);
    expect(response?.hits[0]?.url).toBe('/docs/components/knob/');
  });

  it('falls back to the page when the worker’s script fails to load', async () => {
    const worker = new FakeWorker();
    setTimeout(() => worker.fail('script 404'), 0);
    const handle = await buildEngine({
      worker: asWorker(worker),
      files: Promise.resolve(files),
      workerError: null,
    });
    expect(worker.terminated).toBe(true);
    const [response] = await handle.search([request]);
    expect(response?.hits[0]?.url).toBe('/docs/components/knob/');
  });

  it('falls back to the page when the worker failed before the search code took it over', async () => {
    const worker = new FakeWorker();
    // Listening from the start, as engineStart.ts does; the failure comes before buildEngine runs.
    const workerError = workerErrorOf(asWorker(worker));
    worker.fail('script 404');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const handle = await buildEngine({
      worker: asWorker(worker),
      files: Promise.resolve(files),
      workerError,
    });
    expect(worker.terminated).toBe(true);
    const [response] = await handle.search([request]);
    expect(response?.hits[0]?.url).toBe('/docs/components/knob/');
  });
});
