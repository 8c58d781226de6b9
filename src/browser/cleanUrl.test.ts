import { describe, expect, it, vi } from 'vitest';
import { replaceWithCleanPath } from './cleanUrl';

describe('replaceWithCleanPath', () => {
  it('replaces .html and /index paths with the clean path, keeping query, hash and history state', () => {
    const history = { state: { key: 'abc123' }, replaceState: vi.fn() };
    expect(
      replaceWithCleanPath({ pathname: '/ja/docs/index.html', search: '?q=x', hash: '#h' }, history),
    ).toBe('/ja/docs/');
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'abc123' }, '', '/ja/docs/?q=x#h');
    expect(
      replaceWithCleanPath({ pathname: '/docs/components/knob.html', search: '', hash: '' }, history),
    ).toBe('/docs/components/knob/');
    expect(replaceWithCleanPath({ pathname: '/docs/index', search: '', hash: '' }, history)).toBe('/docs/');
  });

  it('leaves clean paths alone', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(replaceWithCleanPath({ pathname: '/docs/', search: '', hash: '' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
