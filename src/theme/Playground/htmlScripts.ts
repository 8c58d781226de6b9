import { guardLoops } from './loopGuard';

/**
 * An HTML example's own scripts get the loop guard the React examples have (loopGuard.ts): the sandboxed frame runs
 * them on the page's thread, so a loop that never ends in an edited `<script>` or `on…` attribute would freeze the
 * reader's tab. The frame defines the guard (frameLoopGuard.ts).
 */

/**
 * The parts of an HTML text that matter here, in the order the HTML parser meets them: comments; the elements
 * whose text is not markup (a `<script>` written inside them is not one), start tag and text; scripts, start tag
 * and text; any other start tag. Attribute values may hold `>`.
 */
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const PARTS = new RegExp(
  [
    String.raw`<!--[\s\S]*?(?:-->|$)`,
    String.raw`(<(style|textarea|title|xmp|iframe|noembed|noframes|noscript)\b${ATTRIBUTES}>)([\s\S]*?(?:<\/\2[\s/>]|$))`,
    String.raw`(<script\b${ATTRIBUTES}>)([\s\S]*?)(?=<\/script[\s/>]|$)`,
    String.raw`<[a-z][^\s/>]*${ATTRIBUTES}>`,
  ].join('|'),
  'gi',
);

/** An event handler attribute with a quoted value: name and `=`, quote, value. */
const HANDLER = /(\son[a-z]+\s*=\s*)(["'])([\s\S]*?)\2/gi;

const PLAIN_JAVASCRIPT = { jsx: false, typescript: false };

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

/**
 * A start tag with a guard in the loops of its `on…` attributes. A value with a character reference (`&lt;`) is
 * left as it is: the guard would be put in the text the browser has not decoded yet.
 */
function guardHandlers(tag: string): string {
  return tag.replace(HANDLER, (attribute, start: string, quote: string, code: string) =>
    code.includes('&') ? attribute : start + quote + guardLoops(code, PLAIN_JAVASCRIPT) + quote,
  );
}

/**
 * The HTML with a guard in each loop of each inline script and `on…` attribute (see guardLoops); everything else as
 * it was.
 */
export function guardScripts(html: string): string {
  return html.replace(
    PARTS,
    (
      part,
      rawTextTag: string | undefined,
      _rawTextName: string | undefined,
      rawText: string | undefined,
      scriptTag: string | undefined,
      code: string | undefined,
    ) => {
      if (rawTextTag !== undefined) return guardHandlers(rawTextTag) + (rawText ?? '');
      if (scriptTag === undefined || code === undefined) {
        return part.startsWith('<!--') ? part : guardHandlers(part);
      }
      return guardHandlers(scriptTag) + (runsText(scriptTag) ? guardLoops(code, PLAIN_JAVASCRIPT) : code);
    },
  );
}
