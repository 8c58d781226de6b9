import type { Compilation, Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all its functions
 * compiled when the script is loaded, by the thread that streams it in, rather than each one lazily on the page's
 * main thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunk groups every page runs as it starts: Gatsby's `app` entry (webpack's runtime, React, the framework
 * and our app code) and each page template's group. Their functions nearly all run in the first second (React
 * hydrating the page), so compiling them lazily only moves that work onto the main thread, one function at a
 * time, inside the start-up's longest tasks. Code loaded on demand (search, live editors, demos) keeps V8's lazy
 * compile: most of it may never run.
 */
export function isStartupChunkGroup(name: string): boolean {
  return name === 'app' || name.startsWith('component---');
}

const PLUGIN = 'StartupCompileHints';

/**
 * Puts COMPILE_HINT at the top of every JavaScript file of the start-up chunk groups. After the minifier (which
 * would drop the comment) and before the source maps are made (which so count the added line) and the files'
 * content hashes are computed.
 */
export class StartupCompileHints {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!isStartupChunkGroup(name)) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          for (const file of files) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
