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
  it('start the worker once, telling it where the index is, and hand it over once', async () => {
    const workers = stubWorkers();
    const fetch = vi.fn(async (path: string) => new Response(`file at ${path}`));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { href: 'http://127.0.0.1:9000/prefix/ja/docs/' } });
    const { startLocalEngine, takeEngineStart } = await import('./engineStart');
    startLocalEngine('ja');
    startLocalEngine('ja');
    // The worker fetches the index itself: the page downloads nothing.
    expect(fetch).not.toHaveBeenCalled();
    const told = {
      type: 'index',
      directory: 'http://127.0.0.1:9000/prefix/search/',
      file: 'ja.json',
    };
    expect(workers).toEqual([
      { url: expect.stringMatching(/search\.worker\.ts$/), name: 'search-worker', posted: [told] },
    ]);

    const start = takeEngineStart('ja');
    expect(start).toMatchObject({ language: 'ja', index: null });
    expect(start.worker).not.toBeNull();
    // Taken: the next engine (after a failure, say) starts a worker of its own.
    const next = takeEngineStart('ja');
    expect(next.worker).not.toBe(start.worker);
    expect(workers).toHaveLength(2);
    expect(workers[1]?.posted).toEqual([told]);
  });

  it('downloads the index where the browser has no worker, keeping a failure for its taker', async () => {
    vi.stubGlobal('Worker', undefined);
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { startLocalEngine, takeEngineStart } = await import('./engineStart');
      startLocalEngine('en');
      expect(fetch.mock.calls).toEqual([['/prefix/search/en.json']]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      const start = takeEngineStart('en');
      expect(start.worker).toBeNull();
      await expect(start.index).rejects.toThrow(/could not load \/search\/en\.json/);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
