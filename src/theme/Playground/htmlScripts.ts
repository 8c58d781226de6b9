import { guardLoops } from './loopGuard';

/**
 * An HTML example's own scripts get the loop guard the React examples have (loopGuard.ts): the sandboxed frame runs
 * them on the page's thread, so a loop that never ends in an edited `<script>` would freeze the reader's tab. The
 * frame defines the guard (frameLoopGuard.ts). Inline `on…` attributes are left as they are.
 */

/**
 * The parts of an HTML text that matter here, in the order the HTML parser meets them: comments and the elements
 * whose text is not markup (a `<script>` written inside them is not one), then the scripts. Attribute values may
 * hold `>`.
 */
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const PARTS = new RegExp(
  [
    String.raw`<!--[\s\S]*?(?:-->|$)`,
    String.raw`<(style|textarea|title|xmp|iframe|noembed|noframes|noscript)\b${ATTRIBUTES}>[\s\S]*?(?:<\/\1[\s/>]|$)`,
    String.raw`(<script\b${ATTRIBUTES}>)([\s\S]*?)(?=<\/script[\s/>]|$)`,
  ].join('|'),
  'gi',
);

/** The `type` values that make a `<script>` run as JavaScript (HTML's JavaScript MIME types, and `module`). */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** An attribute's value in a start tag, or undefined when the tag has none. */
function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(
    String.raw`\s${name}(?=[\s=/>]|$)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?`,
    'i',
  ).exec(tag);
  if (!found) return undefined;
  return found[1] ?? found[2] ?? found[3] ?? '';
}

/** Whether the browser runs a `<script>` start tag's text as JavaScript. */
function runsText(tag: string): boolean {
  if (attribute(tag, 'src') !== undefined) return false;
  return JAVASCRIPT_TYPES.has((attribute(tag, 'type') ?? '').trim().toLowerCase());
}

/** The HTML with a guard in each loop of each inline script (see guardLoops); everything else as it was. */
export function guardScripts(html: string): string {
  return html.replace(PARTS, (part, _rawText, tag: string | undefined, code: string | undefined) =>
    tag !== undefined && code !== undefined && runsText(tag)
      ? tag + guardLoops(code, { jsx: false, typescript: false })
      : part,
  );
}
