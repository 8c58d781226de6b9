/**
 * Keeps web workers' chunks out of webpack's chunk splitting. Gatsby's `shared` group moves modules that two
 * non-initial chunks have in common into a chunk of their own; the search worker and the page's fallback engine
 * share MiniSearch, so the worker would fetch it with `importScripts` after starting, one more round trip before
 * it can index. Whole, a worker is one file.
 */
interface SplitChunks {
  chunks?: unknown;
}

/** What webpack's chunk filter sees of a chunk: a worker's entry loads its chunks with `importScripts`. */
export interface ChunkLike {
  getEntryOptions?: () => { chunkLoading?: unknown } | undefined;
}

export const isWorkerChunk = (chunk: ChunkLike) =>
  chunk.getEntryOptions?.()?.chunkLoading === 'import-scripts';

export function keepWorkersWhole(config: { optimization?: { splitChunks?: unknown } }): boolean {
  const splitChunks = config.optimization?.splitChunks as SplitChunks | false | undefined;
  if (!splitChunks || splitChunks.chunks !== 'all') return false;
  splitChunks.chunks = (chunk: ChunkLike) => !isWorkerChunk(chunk);
  return true;
}
