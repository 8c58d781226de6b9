/**
 * GitHub-flavoured Markdown (tables, strikethrough, autolinks, task lists) for MDX. remark-gfm is ESM-only and our
 * Gatsby config is compiled to CommonJS, so the module is imported as soon as the config loads (the compiler would
 * turn a plain `import()` into `require`, hence the Function) and the plugin hands over to it when MDX compiles,
 * which is always later.
 */
type Attacher = (this: unknown, options?: unknown) => unknown;

const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ default: Attacher }>;

let remarkGfm: Attacher | undefined;
let failure: unknown;
// Test runners evaluate modules in a VM without the Function import hook; there a plain import() works.
const loading = importEsm('remark-gfm')
  .catch(() => import('remark-gfm') as Promise<{ default: Attacher }>)
  .then(
    (module) => {
      remarkGfm = module.default;
    },
    (error: unknown) => {
      failure = error;
    },
  );

/** Resolves once remark-gfm is loaded; for tests and for callers that want to be sure. */
export function gfmReady(): Promise<void> {
  return loading;
}

/** The remark plugin: GFM syntax in MDX files. */
export function remarkGfmPlugin(this: unknown, options?: unknown): unknown {
  if (!remarkGfm) {
    throw new Error(
      `remark-gfm is not loaded (${failure ? String(failure) : 'still loading'}); check that it is installed`,
    );
  }
  return remarkGfm.call(this, options);
}
