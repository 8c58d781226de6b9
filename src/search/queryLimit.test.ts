import { describe, expect, it } from 'vitest';
import { limitQuery, wellFormed } from './queryLimit';
import { MAX_QUERY_LENGTH } from './types';

describe('limitQuery', () => {
  it('cuts to the box limit without splitting a character in two', () => {
    expect(limitQuery('knob')).toBe('knob');
    expect(limitQuery('a'.repeat(100))).toBe('a'.repeat(MAX_QUERY_LENGTH));
    // The emoji's first half is the 64th code unit: the whole emoji goes.
    const cut = limitQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}🎹 knob`);
    expect(cut).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(() => encodeURIComponent(cut)).not.toThrow();
    expect(limitQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 2)}🎹 knob`)).toBe(
      `${'a'.repeat(MAX_QUERY_LENGTH - 2)}🎹`,
    );
  });
});

describe('wellFormed', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(wellFormed('a\uD83Cb')).toBe('a\uFFFDb');
    expect(wellFormed('\uDFB9x')).toBe('\uFFFDx');
    expect(wellFormed('🎹ノブ')).toBe('🎹ノブ');
    expect(() => encodeURIComponent(wellFormed('x\uD800'))).not.toThrow();
  });
});
