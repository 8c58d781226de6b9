// Builds dist/vibrato-elements.js: one self-contained ES module (the elements and @vibrato-ui/functions)
// that defines every element when loaded, for a plain HTML page with a single <script type="module">.
// The Playwright fixture builds the same bundle from source, so the tests load what this file ships.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const packageRoot = new URL('..', import.meta.url);

/** esbuild options of the standalone bundle; `fromSource` resolves @vibrato-ui/functions to its source. */
export function standaloneBundleOptions(fromSource: boolean): BuildOptions {
  return {
    entryPoints: [fileURLToPath(new URL('scripts/standalone-entry.ts', packageRoot))],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    // package.json lists dist/define.js as the side effect; the bundle imports src/define.ts instead.
    ignoreAnnotations: true,
    alias: fromSource
      ? { '@vibrato-ui/functions': fileURLToPath(new URL('../functions/src/index.ts', packageRoot)) }
      : {},
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await build({
    ...standaloneBundleOptions(false),
    outfile: fileURLToPath(new URL('dist/vibrato-elements.js', packageRoot)),
    minify: true,
    sourcemap: false,
    legalComments: 'none',
  });
}
