import { describe, expect, it } from 'vitest';
import { buildEngine, engineInWorker, WorkerUnavailableError } from './localEngine';
import { shipEngineIndex } from './engine';
import { workerErrorOf, type IndexFiles } from './engineStart';
import { groupContents, type CompactIndex } from './records';
import { createWorkerHandler, type FromWorker, type ToWorker } from './workerEngine';

const index: CompactIndex = {
  format: 2,
  language: 'en',
  version: ['current'],
  pages: [['/docs/components/knob/', 'Components']],
  headings: [
    [0, 1, 'Knob', '', -1],
    [0, 2, 'Styling', 'styling', 0],
  ],
  ...groupContents(2, [
    [0, 'A rotary control that keeps a value between min and max.'],
    [1, 'Custom properties colour the track and the pointer.'],
  ]),
};
const shipped = shipEngineIndex(index);
const files: IndexFiles = { index: JSON.stringify(shipped.index), texts: JSON.stringify(shipped.texts) };
const request = { query: 'rotary', indexName: 'docs' };

/** A stand-in Worker running the real worker handler, asynchronously as a worker would. */
class FakeWorker extends EventTarget {
  terminated = false;
  readonly posted: ToWorker[] = [];
  private readonly handle = createWorkerHandler((message) => {
    setTimeout(() => this.dispatchEvent(new MessageEvent<FromWorker>('message', { data: message })), 0);
  });
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
  it('builds the engine from the index text, then answers queries by id', () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message));
    handle({ type: 'search', id: 1, requests: [request] });
    expect(posted.pop()).toEqual({
      type: 'error',
      id: 1,
      message: expect.stringMatching(/before its index/),
    });
    handle({ type: 'index', ...files });
    expect(posted.pop()).toEqual({ type: 'ready' });
    handle({ type: 'search', id: 2, requests: [request, { query: 'pointer', indexName: 'docs' }] });
    const answer = posted.pop();
    expect(answer?.type === 'results' && answer.id).toBe(2);
    const results = answer?.type === 'results' ? answer.results : [];
    expect(results.map((result) => result.hits[0]?.url)).toEqual([
      '/docs/components/knob/',
      '/docs/components/knob/#styling',
    ]);
  });

  it('reports an index it cannot read as an error without a query id', () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((message) => posted.push(message));
    handle({ type: 'index', index: '{"format": 3', texts: files.texts });
    handle({ type: 'index', index: JSON.stringify(index), texts: files.texts });
    handle({ type: 'index', index: files.index, texts: JSON.stringify(['one text too few']) });
    expect(posted).toEqual([
      { type: 'error', message: expect.stringMatching(/JSON/) },
      {
        type: 'error',
        message: expect.stringMatching(/format 2, this page reads format 3; reload the page/),
      },
      { type: 'error', message: expect.stringMatching(/1 texts, 2 expected.*reload the page/) },
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
    await expect(
      engineInWorker(asWorker(worker), Promise.resolve({ index: 'not json', texts: '[]' })),
    ).rejects.toThrow(/JSON/);
    expect(worker.terminated).toBe(true);
  });

  it('rejects and stops the worker when the index cannot be fetched', async () => {
    const worker = new FakeWorker();
    const offline = new Error('Search: could not load /search/en.json');
    await expect(engineInWorker(asWorker(worker), Promise.reject(offline))).rejects.toBe(offline);
    expect(worker.terminated).toBe(true);
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
