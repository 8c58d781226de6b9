import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/**
 * The Content-Security-Policy of the built site. Each page gets its own policy in a `<meta>` element, written
 * after the build, so that any static host enforces it; `npm run serve` also sends it as a header together with
 * the directives a `<meta>` policy cannot carry (`frame-ancestors`).
 */

export interface CspOptions {
  /** Google Analytics is configured: gtag.js loads from Google and sends page views there. */
  analytics: boolean;
}

/** Directives that only work in a response header. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'self'";

/** Hosted search (DocSearch's Algolia client) can be switched on by the search config without a rebuild. */
const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];
const GOOGLE_ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** The text of every inline `<script>` (no `src`) of a page, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    if (/\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** A CSP hash source for a script's text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** What a page runs that a strict policy would forbid: live code blocks compile or embed the reader's code. */
export function liveBlocksOf(html: string): { react: boolean; html: boolean } {
  return {
    react: html.includes('data-live-block="react"'),
    html: html.includes('data-live-block="html"'),
  };
}

/**
 * The page's policy. Scripts: our own files plus the page's inline scripts by hash. Two documented exceptions:
 * a page with a React live block allows `'unsafe-eval'` (its examples run with `new Function`, as does the
 * reader's code in the editor), and a page with a web-components live block allows inline scripts (its sandboxed
 * frame is a `srcdoc` document, which inherits the page's policy and runs the reader's `<script>` elements).
 */
export function pagePolicy(html: string, options: CspOptions): string {
  const live = liveBlocksOf(html);
  const scripts = live.html
    ? ["'unsafe-inline'"]
    : [...new Set(inlineScripts(html).map((code) => scriptHash(code)))];
  const scriptSrc = [
    "'self'",
    ...scripts,
    ...(live.react ? ["'unsafe-eval'"] : []),
    ...(options.analytics ? [GOOGLE_ANALYTICS_SCRIPT] : []),
  ];
  const connectSrc = ["'self'", ...ALGOLIA_HOSTS, ...(options.analytics ? GOOGLE_ANALYTICS_HOSTS : [])];
  const imgSrc = ["'self'", 'data:', ...(options.analytics ? GOOGLE_ANALYTICS_HOSTS : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', imgSrc],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSrc],
    ['media-src', ["'self'", 'data:', 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

/** Puts the policy first in `<head>` (a `<meta>` policy covers only what follows it), replacing an older one. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (META_PATTERN.test(html)) return html.replace(META_PATTERN, meta);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('the page has no <head> element for its Content-Security-Policy');
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(html.slice(head.index));
  const at = charset ? head.index + charset.index + charset[0].length : head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** The policy a page carries in its `<meta>` element, if any. */
export function policyOf(html: string): string | null {
  const match = META_PATTERN.exec(html);
  return match?.[1]?.replace(/&quot;/g, '"') ?? null;
}

/** Inline event handler attributes (`onclick="…"`) and `javascript:` URLs: a strict policy would block them. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^on[a-z]+$/i.test(attribute)) found.push(`<${name} ${attribute}>`);
        else if (/^(href|src|action|formaction)$/i.test(attribute) && /^\s*javascript:/i.test(value)) {
          found.push(`<${name} ${attribute}="${value.slice(0, 40)}">`);
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/** Every built page's HTML file, relative to `publicDir` (not Gatsby's slice fragments, stitched into them). */
export async function builtPages(publicDir: string): Promise<string[]> {
  return (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`_gatsby${path.sep}`));
}
