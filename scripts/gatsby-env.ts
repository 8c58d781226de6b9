/**
 * The environment every production build runs with, from `npm run build` to the benchmarks and build-check tests:
 * telemetry off, plain output for scripts, and a V8 heap cap. Gatsby keeps garbage until the heap is large; with
 * 1024 MB the build's largest process peaks near 1.4 GB instead of 2 GB, at no measurable cost in time (768 MB
 * also builds this site). The cap grows with the number of MDX pages (a site with ten times the docs ran out of
 * 1024 MB); should a build still exhaust it, it runs again without it (see `heapExhausted`). `GATSBY_HEAP_MB`
 * sets another cap (`0` for none).
 */
import path from 'node:path';
import { filesUnder } from './list-files';

export const DEFAULT_HEAP_MB = 1024;
/** The cap grows with the docs: the heap a build needs grows with the MDX pages it compiles. */
export const HEAP_BASE_MB = 512;
export const HEAP_PER_DOC_MB = 5;

/** The default cap for a site with `docs` MDX files (both locales). */
export function defaultHeapMegabytes(docs: number): number {
  return Math.max(DEFAULT_HEAP_MB, HEAP_BASE_MB + HEAP_PER_DOC_MB * docs);
}

/** MDX files under `<siteDir>/content/docs` (0 when there is no such folder). */
export function countDocs(siteDir: string): number {
  return filesUnder(path.join(siteDir, 'content', 'docs'), (name) => name.endsWith('.mdx')).length;
}

/**
 * `GATSBY_HEAP_MB` in megabytes, the default for `docs` MDX files when unset, null for `0` (no cap); a bad value
 * names the fix.
 */
export function heapMegabytes(value = process.env.GATSBY_HEAP_MB, docs = 0): number | null {
  if (value === undefined || value === '') return defaultHeapMegabytes(docs);
  if (value === '0') return null;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 256) {
    throw new Error(
      `GATSBY_HEAP_MB '${value}' is not a heap size; set a whole number of megabytes, 256 or more (0 for no cap)`,
    );
  }
  return megabytes;
}

/**
 * `base` plus the build settings; an existing NODE_OPTIONS is kept, with the heap cap appended unless `capped` is
 * false. `plain` (for output that scripts read) also turns colours and progress bars off.
 */
export function gatsbyEnv(
  base: NodeJS.ProcessEnv = process.env,
  { plain = true, capped = true, siteDir = process.cwd() } = {},
): NodeJS.ProcessEnv {
  const heap = capped ? heapMegabytes(base.GATSBY_HEAP_MB, countDocs(siteDir)) : null;
  const options = [base.NODE_OPTIONS, heap === null ? '' : `--max-old-space-size=${heap}`]
    .filter(Boolean)
    .join(' ');
  const env: NodeJS.ProcessEnv = { ...base, GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: options };
  return plain ? { ...env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' } : env;
}

/** Whether a failed build's output says V8 ran out of heap (so a run without the cap may pass). */
export function heapExhausted(output: string): boolean {
  return /Reached heap limit|JavaScript heap out of memory/.test(output);
}

/** What a build that ran out of its capped heap prints before it runs again without the cap. */
export function heapRetryNotice(base: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): string {
  const heap = heapMegabytes(base.GATSBY_HEAP_MB, countDocs(siteDir));
  return (
    `The build ran out of its ${String(heap)} MB heap and runs again without a cap. ` +
    'Set GATSBY_HEAP_MB to a larger size (or 0 for none) to skip the first try.'
  );
}
