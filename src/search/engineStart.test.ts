import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('gatsby', () => ({ withPrefix: (path: string) => `/prefix${path}` }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Records the workers started (their script URL, name and the messages posted) instead of starting them. */
function stubWorkers() {
  const started: { url: string; name: string | undefined; posted: unknown[] }[] = [];
  vi.stubGlobal(
    'Worker',
    vi.fn(function (
      this: { postMessage(message: unknown): void },
      url: URL | string,
      options?: WorkerOptions,
    ) {
      const posted: unknown[] = [];
      this.postMessage = (message) => posted.push(message);
      (this as unknown as EventTarget).addEventListener = () => undefined;
      started.push({ url: String(url), name: options?.name, posted });
    }),
  );
  return started;
}

describe('startLocalEngine and takeEngineStart', () => {
  it('start the download and the worker once, give the worker the index once it arrives, and hand them over once', async () => {
    const workers = stubWorkers();
    const fetch = vi.fn(async (path: string) => new Response(`file at ${path}`));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { href: 'http://127.0.0.1:9000/prefix/ja/docs/' } });
    const { startLocalEngine, takeEngineStart } = await import('./engineStart');
    startLocalEngine('ja');
    startLocalEngine('ja');
    // The index only: its texts come bucket by bucket, as hits need them.
    expect(fetch.mock.calls).toEqual([['/prefix/search/ja.json']]);
    expect(workers).toEqual([
      { url: expect.stringMatching(/search\.worker\.ts$/), name: 'search-worker ja', posted: [] },
    ]);
    // Handed to the worker as it arrives, before the search code takes the start over.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(workers[0]?.posted).toEqual([
      {
        type: 'index',
        directory: 'http://127.0.0.1:9000/prefix/search/',
        index: 'file at /prefix/search/ja.json',
      },
    ]);

    const start = takeEngineStart('ja');
    expect(start.worker).not.toBeNull();
    expect(await start.files).toEqual({ index: 'file at /prefix/search/ja.json' });
    // Once taken, a later wish for search (a focus on the button) starts no second engine beside it.
    startLocalEngine('ja');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(workers).toHaveLength(1);
    // Taken: the next engine (after a failure, say) downloads again with a worker of its own.
    const next = takeEngineStart('ja');
    expect(next.worker).not.toBe(start.worker);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(workers).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(workers[1]?.posted).toEqual(workers[0]?.posted);
  });

  it('starts no worker where the browser has none, and keeps a failed download for its taker', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { startLocalEngine, takeEngineStart } = await import('./engineStart');
      startLocalEngine('en');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      const start = takeEngineStart('en');
      expect(start.worker).toBeNull();
      await expect(start.files).rejects.toThrow(/could not load \/search\/en\.json/);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
