/**
 * Finds MDX syntax errors while the build reads the docs, so the build stops naming the file and the line
 * (the MDX loader, much later, names only the file). @mdx-js/mdx is ESM-only and gatsby-node is compiled to
 * CommonJS, hence the Function-made import (see mdx/gfm.ts).
 */
interface Processor {
  parse(source: string): unknown;
}
type MdxModule = { createProcessor: (options: { format: 'mdx' }) => Processor };

const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<MdxModule>;

let processor: Promise<Processor> | undefined;
function mdxParser(): Promise<Processor> {
  processor ??= importEsm('@mdx-js/mdx')
    .catch(() => import('@mdx-js/mdx') as unknown as Promise<MdxModule>)
    .then((mdx) => mdx.createProcessor({ format: 'mdx' }));
  return processor;
}

/** The MDX syntax tree (mdast with MDX nodes) of a body; throws on a syntax error. */
export async function parseMdx(body: string): Promise<unknown> {
  return (await mdxParser()).parse(body);
}

export interface MdxSyntaxError {
  line: number;
  column: number;
  reason: string;
}

/** The first syntax error of an MDX body (JSX, expressions, ESM), or null; `lineOffset` lines precede the body. */
export async function findMdxSyntaxError(body: string, lineOffset = 0): Promise<MdxSyntaxError | null> {
  const parser = await mdxParser();
  try {
    parser.parse(body);
    return null;
  } catch (error) {
    const message = error as {
      line?: number | null;
      column?: number | null;
      reason?: string;
      message?: string;
    };
    return {
      line: (message.line ?? 1) + lineOffset,
      column: message.column ?? 1,
      reason: message.reason ?? message.message ?? String(error),
    };
  }
}

/** How many lines of the file come before its body (the frontmatter). */
export function linesBefore(file: string, body: string): number {
  // The body is the file's tail after the frontmatter, as written.
  const at = file.endsWith(body) ? file.length - body.length : -1;
  return at <= 0 ? 0 : file.slice(0, at).split('\n').length - 1;
}
