import { readFileSync } from 'node:fs';

/**
 * The browser build's file names as Gatsby's stats file lists them (`public/webpack.stats.json`), sorted, one per
 * line; '' when there is no stats file yet (a first build, which writes every page anyway). Every name carries its
 * file's content hash, so the list changes whenever any script or stylesheet does.
 */
export function browserAssetNames(statsFile: string): string {
  let stats: unknown;
  try {
    stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  } catch {
    return '';
  }
  const names = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') names.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  const { assetsByChunkName, childAssetsByChunkName } = (stats ?? {}) as Record<string, unknown>;
  collect(assetsByChunkName);
  collect(childAssetsByChunkName);
  return [...names].sort().join('\n');
}

interface HashLike {
  update(data: string): unknown;
}

interface RendererCompiler {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {
            chunkHash: {
              tap(name: string, callback: (chunk: { name?: string | null }, hash: HashLike) => void): void;
            };
          };
        }) => void,
      ): void;
    };
  };
}

const PLUGIN = 'BrowserAssetsInRendererHash';

/**
 * A webpack plugin for the HTML renderer's build. Gatsby 5 writes a page's HTML again only when its data changed or
 * the renderer's own chunks did (their hashes, render-page's and the page template's). Each page's HTML also holds
 * what the browser build made (the global stylesheet, inlined, and the scripts' names), which the renderer's chunks
 * do not: after a change to styles alone, `gatsby build` left every page with the previous stylesheet inlined (until
 * `gatsby clean`). The browser build runs first and lists its files; their names go into render-page's chunk hash,
 * so a change to any of them writes every page again.
 */
export class BrowserAssetsInRendererHash {
  constructor(private readonly statsFile: string) {}

  apply(compiler: RendererCompiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.chunkHash.tap(PLUGIN, (chunk, hash) => {
        if (chunk.name === 'render-page') hash.update(browserAssetNames(this.statsFile));
      });
    });
  }
}
