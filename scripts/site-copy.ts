/**
 * A throw-away copy of the site for builds that must not touch the working tree: the build-check tests plant
 * mistakes in one, and `npm run bench:scale` grows its content tenfold. node_modules is linked, not copied.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatsbyEnv, heapExhausted } from './gatsby-env';

export const repositoryRoot = path.resolve(__dirname, '..');

/** What a build reads; `packages` too, since TypeDoc reads the library's sources from the site's folder. */
const SITE_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'site.config.ts',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'src',
  'content',
  'locales',
  'static',
  'plugins',
  'packages',
];

/** Copies the site into a new temporary folder (named with `prefix`) and returns its path. */
export async function copySite(prefix = 'vibrato-site-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  for (const entry of SITE_FILES) {
    // The packages' dist/ (from `npm run build:packages`) comes along: it feeds the playground.
    const filter = (source: string) => !/[\\/]node_modules$/.test(source);
    await cp(path.join(repositoryRoot, entry), path.join(dir, entry), { recursive: true, filter }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  await symlink(path.join(repositoryRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Runs `gatsby <command> [...args]` in `dir` as `npm run build` does (see gatsby-env.ts), again uncapped if the heap
 * ran out.
 */
export function runGatsby(dir: string, command: 'build' | 'clean', timeoutMs = 840_000, args: string[] = []) {
  const run = (capped: boolean) =>
    spawnSync(path.join(repositoryRoot, 'node_modules', '.bin', 'gatsby'), [command, ...args], {
      cwd: dir,
      env: gatsbyEnv(process.env, { capped, siteDir: dir }),
      encoding: 'utf8',
      timeout: timeoutMs,
    });
  const first = run(true);
  return first.status !== 0 && heapExhausted(`${first.stdout}${first.stderr}`) ? run(false) : first;
}

/** A build of a site copy for the build-check tests, its output unfolded so that messages can be matched whole. */
export function buildCopy(dir: string): { status: number | null; output: string } {
  // A full build takes a few minutes, more while other builds share the machine's two cores. Its bundles are left
  // unminified (Gatsby's --no-uglify): what these tests look at does not depend on it, and it saves a sixth of a
  // build that runs to the end.
  const result = runGatsby(dir, 'build', 840_000, ['--no-uglify']);
  // Gatsby folds long lines; unfold them so messages can be matched whole.
  const output = `${result.stdout}\n${result.stderr}`.replace(/\n(?=\S)/g, ' ').replace(/\s+/g, ' ');
  return { status: result.status, output };
}
