// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { clearReloadGuard, isChunkLoadError, reloadOnce } from './reload';

describe('reloadOnce', () => {
  it('reloads a path once, then not again until a page renders', () => {
    const location = { pathname: '/docs/', reload: vi.fn() };
    expect(reloadOnce(location)).toBe(true);
    expect(reloadOnce(location)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce({ ...location, pathname: '/ja/docs/' })).toBe(true);
    clearReloadGuard();
    expect(reloadOnce(location)).toBe(true);
  });

  it('recognises chunk load errors only', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
