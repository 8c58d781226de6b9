/**
 * The environment every production build runs with, from `npm run build` to the benchmarks and build-check tests:
 * telemetry off, plain output, and a V8 heap cap. Gatsby keeps garbage until the heap is large; with 1024 MB the
 * build's largest process peaks near 1.35 GB instead of 2 GB, at a few seconds' cost (768 MB also builds the site
 * today, so there is room to grow). `GATSBY_HEAP_MB` overrides the cap for a larger site.
 */
export const DEFAULT_HEAP_MB = 1024;

/** `GATSBY_HEAP_MB` as a number of megabytes, or the default; a bad value is an error naming the fix. */
export function heapMegabytes(value = process.env.GATSBY_HEAP_MB): number {
  if (value === undefined || value === '') return DEFAULT_HEAP_MB;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 256) {
    throw new Error(
      `GATSBY_HEAP_MB '${value}' is not a heap size; set a whole number of megabytes, 256 or more`,
    );
  }
  return megabytes;
}

/**
 * `base` plus the build settings; an existing NODE_OPTIONS is kept, with the heap cap appended. `plain` (for
 * output that scripts read) also turns colours and progress bars off.
 */
export function gatsbyEnv(base: NodeJS.ProcessEnv = process.env, { plain = true } = {}): NodeJS.ProcessEnv {
  const options = [base.NODE_OPTIONS, `--max-old-space-size=${heapMegabytes(base.GATSBY_HEAP_MB)}`]
    .filter(Boolean)
    .join(' ');
  const env: NodeJS.ProcessEnv = { ...base, GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: options };
  return plain ? { ...env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' } : env;
}
