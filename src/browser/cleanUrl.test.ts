import { describe, expect, it, vi } from 'vitest';
import { replaceWithCleanPath } from './cleanUrl';

describe('replaceWithCleanPath', () => {
  it('replaces .html and /index paths with the clean path, keeping query and hash', () => {
    const replace = vi.fn();
    expect(
      replaceWithCleanPath({ pathname: '/ja/docs/index.html', search: '?q=x', hash: '#h' }, replace),
    ).toBe('/ja/docs/');
    expect(replace).toHaveBeenCalledWith('/ja/docs/?q=x#h');
    expect(
      replaceWithCleanPath({ pathname: '/docs/components/knob.html', search: '', hash: '' }, replace),
    ).toBe('/docs/components/knob/');
    expect(replaceWithCleanPath({ pathname: '/docs/index', search: '', hash: '' }, replace)).toBe('/docs/');
  });

  it('leaves clean paths alone', () => {
    const replace = vi.fn();
    expect(replaceWithCleanPath({ pathname: '/docs/', search: '', hash: '' }, replace)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
