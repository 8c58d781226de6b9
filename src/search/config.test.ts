import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('gatsby', () => ({ withPrefix: (path: string) => `/prefix${path}` }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('loadSearchConfig', () => {
  it('fetches the settings once, under the path prefix', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ provider: 'local' })));
    vi.stubGlobal('fetch', fetch);
    const { loadSearchConfig } = await import('./config');
    expect(await loadSearchConfig()).toEqual({ provider: 'local' });
    expect(await loadSearchConfig()).toEqual({ provider: 'local' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/prefix/search/config.json');
  });

  it('reports a network or HTTP failure as "unavailable", and tries again next time', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ provider: 'local' })));
    vi.stubGlobal('fetch', fetch);
    const { loadSearchConfig, SearchUnavailableError } = await import('./config');
    await expect(loadSearchConfig()).rejects.toThrow(
      /could not load \/search\/config\.json.*Failed to fetch/,
    );
    await expect(loadSearchConfig()).rejects.toBeInstanceOf(SearchUnavailableError);
    await expect(loadSearchConfig()).resolves.toEqual({ provider: 'local' });
  });
});
