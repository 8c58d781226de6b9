/**
 * The environment every production build runs with, from `npm run build` to the benchmarks and build-check tests:
 * telemetry off, plain output for scripts, and a V8 heap cap. Gatsby keeps garbage until the heap is large; with
 * 1024 MB the build's largest process peaks near 1.4 GB instead of 2 GB, at no measurable cost in time (768 MB
 * also builds this site). A much larger site can exhaust the cap: the build is then run again without it (see
 * `heapExhausted`), and `GATSBY_HEAP_MB` sets another cap (`0` for none).
 */
export const DEFAULT_HEAP_MB = 1024;

/** `GATSBY_HEAP_MB` in megabytes, the default when unset, null for `0` (no cap); a bad value names the fix. */
export function heapMegabytes(value = process.env.GATSBY_HEAP_MB): number | null {
  if (value === undefined || value === '') return DEFAULT_HEAP_MB;
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
  { plain = true, capped = true } = {},
): NodeJS.ProcessEnv {
  const heap = capped ? heapMegabytes(base.GATSBY_HEAP_MB) : null;
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
export function heapRetryNotice(base: NodeJS.ProcessEnv = process.env): string {
  return (
    `The build ran out of its ${String(heapMegabytes(base.GATSBY_HEAP_MB))} MB heap and runs again without a cap. ` +
    'Set GATSBY_HEAP_MB to a larger size (or 0 for none) to skip the first try.'
  );
}
