import { describe, expect, it, vi } from 'vitest';
import { repairHash, wellFormedHash } from './safeHash';

describe('wellFormedHash', () => {
  it('leaves a hash that decodes alone', () => {
    for (const hash of ['', '#styling', '#%E2%9C%93', '#%00', '#a%20b', `#${'x'.repeat(1000)}`]) {
      expect(wellFormedHash(hash)).toBeNull();
    }
  });

  it('escapes every % of a hash that does not decode, so that it shows the text typed', () => {
    const cases: [string, string][] = [
      ['#100%', '#100%25'],
      ['#%', '#%25'],
      ['#%ZZ', '#%25ZZ'],
      ['#%E0%A4%A', '#%25E0%25A4%25A'],
    ];
    for (const [hash, repaired] of cases) {
      expect(wellFormedHash(hash)).toBe(repaired);
      expect(decodeURI(repaired)).toBe(hash);
    }
  });
});

describe('repairHash', () => {
  it('replaces the address with the repaired hash, keeping path and query', () => {
    const replace = vi.fn();
    expect(repairHash({ pathname: '/ja/docs/', search: '?x=1', hash: '#50%' }, replace)).toBe(true);
    expect(replace).toHaveBeenCalledWith('/ja/docs/?x=1#50%25');
    expect(repairHash({ pathname: '/docs/', search: '', hash: '#ok' }, replace)).toBe(false);
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
