import { describe, expect, it } from 'vitest';
import { keepWorkersWhole, type ChunkLike } from './webpackChunks';

const chunk = (entryOptions?: { chunkLoading?: unknown }): ChunkLike => ({
  getEntryOptions: () => entryOptions,
});

describe('keepWorkersWhole', () => {
  it('leaves workers’ chunks out of splitting and every other chunk in', () => {
    const config = { optimization: { splitChunks: { chunks: 'all', cacheGroups: {} } } };
    expect(keepWorkersWhole(config)).toBe(true);
    const filter = config.optimization.splitChunks.chunks as unknown as (chunk: ChunkLike) => boolean;
    expect(filter(chunk({ chunkLoading: 'import-scripts' }))).toBe(false);
    expect(filter(chunk({ chunkLoading: 'jsonp' }))).toBe(true);
    expect(filter(chunk(undefined))).toBe(true);
    expect(filter({})).toBe(true);
  });

  it('changes nothing where splitting is off or limited already', () => {
    expect(keepWorkersWhole({})).toBe(false);
    expect(keepWorkersWhole({ optimization: { splitChunks: false } })).toBe(false);
    const asyncOnly = { optimization: { splitChunks: { chunks: 'async' } } };
    expect(keepWorkersWhole(asyncOnly)).toBe(false);
    expect(asyncOnly.optimization.splitChunks.chunks).toBe('async');
  });
});
