// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { repairSearchStorage } from './storageRepair';

describe('repairSearchStorage', () => {
  beforeEach(() => localStorage.clear());

  it('removes DocSearch lists that are not JSON arrays and keeps the rest', () => {
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__vibrato', '{not json');
    localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__vibrato', '{"a":1}');
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__other', '[{"objectID":"x"}]');
    localStorage.setItem('theme', '{not json either');
    expect(repairSearchStorage().sort()).toEqual([
      '__DOCSEARCH_FAVORITE_SEARCHES__vibrato',
      '__DOCSEARCH_RECENT_SEARCHES__vibrato',
    ]);
    expect(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__other')).toBe('[{"objectID":"x"}]');
    expect(localStorage.getItem('theme')).toBe('{not json either');
  });

  it('never throws when storage does', () => {
    const broken = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(repairSearchStorage(() => broken)).toEqual([]);
    expect(
      repairSearchStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toEqual([]);
    vi.restoreAllMocks();
  });
});
