import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtPages, inlineHandlers, pagePolicy, withPolicyMeta, type CspOptions } from './csp';
import { firstPaintHolds, holdFirstPaint } from './firstPaint';
import { deferStartupScripts } from './startupScripts';

/**
 * The build's last rewrites of its pages, in one pass over `public/`: each page is read once, given its first-paint
 * hold (firstPaint.ts), its start-up loader (startupScripts.ts) and then its Content-Security-Policy (csp.ts: the
 * loader and the search shortcut's listener are inline scripts the policy allows by hash, so it comes last), and
 * written once, if it changed. A pass per rewrite read and wrote every page three times; each of the site's pages
 * holds text outside Latin-1, so each read decodes it into a two-byte string, which for some 22 MB of pages took
 * about 0.3 s a pass on the 2-core machine.
 */

export interface FinishedPages {
  /** The pages rewritten (Gatsby's slice fragments are left alone, see builtPages). */
  pages: number;
  /** Pages whose first paint is held, and those of them held for a table as well. */
  held: number;
  tables: number;
  /** Pages given the start-up loader by this pass (a page that has it already is left as it is). */
  deferred: number;
  /** Inline event handlers and `javascript:` URLs, `public/<file>: <tag attribute>`; the policy cannot allow them. */
  handlers: string[];
  /** What a rewrite could not do, each naming its page; the page then gets the other rewrites. */
  errors: string[];
  /** Each page's HTML as written, by its file relative to `publicDir`, for the link check to read. */
  html: Map<string, string>;
}

export async function finishBuiltPages(publicDir: string, options: CspOptions): Promise<FinishedPages> {
  const finished: FinishedPages = {
    pages: 0,
    held: 0,
    tables: 0,
    deferred: 0,
    handlers: [],
    errors: [],
    html: new Map(),
  };
  const rewrite = (html: string, step: (html: string) => string): string => {
    try {
      return step(html);
    } catch (error) {
      finished.errors.push(error instanceof Error ? error.message : String(error));
      return html;
    }
  };
  // In file order, so that the errors read in the order of the site.
  for (const file of (await builtPages(publicDir)).sort()) {
    const full = path.join(publicDir, file);
    const label = `public/${file.split(path.sep).join('/')}`;
    const original = await readFile(full, 'utf8');
    const held = rewrite(original, (html) => holdFirstPaint(html, label));
    const holds = firstPaintHolds(held);
    if (holds > 0) finished.held += 1;
    if (holds > 1) finished.tables += 1;
    const deferred = rewrite(held, (html) => deferStartupScripts(html, label));
    if (deferred !== held) finished.deferred += 1;
    for (const handler of inlineHandlers(deferred)) finished.handlers.push(`${label}: ${handler}`);
    const html = rewrite(deferred, (page) => withPolicyMeta(page, pagePolicy(page, options)));
    if (html !== original) await writeFile(full, html);
    finished.html.set(file, html);
    finished.pages += 1;
  }
  return finished;
}
