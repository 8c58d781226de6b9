import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'sucrase';
import { toRunnable } from '../../theme/Playground/runnable';

/** The URL folder of the compiled live examples (under the site's path prefix). */
export const LIVE_EXAMPLES_FOLDER = 'live';
/**
 * Where the build writes them (Gatsby runs from the site's root); gatsby-plugin-playground-assets copies them to
 * public/live/ and serves them in `gatsby develop`.
 */
export const LIVE_EXAMPLES_DIR = path.join(process.cwd(), '.cache', 'live-examples');

/**
 * Compiles a live React example to the JavaScript its page runs before the editor is loaded, with the transforms
 * and options react-live applies when the reader edits (JSX to `React.createElement`, TypeScript removed, imports
 * to `require`). A syntax error throws with its line and column in the example.
 */
export function compileExample(code: string): string {
  return transform(toRunnable(code), { transforms: ['jsx', 'typescript', 'imports'], production: true }).code;
}

/**
 * Writes a compiled example to `dir` under a name made of its content's hash, and gives the path the page
 * fetches it from. Kept out of the page's own JavaScript: it is only needed once the block is near the viewport.
 */
export function writeCompiledExample(compiled: string, dir = LIVE_EXAMPLES_DIR): string {
  const name = `${createHash('sha256').update(compiled).digest('hex').slice(0, 16)}.js`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), compiled);
  return `/${LIVE_EXAMPLES_FOLDER}/${name}`;
}
