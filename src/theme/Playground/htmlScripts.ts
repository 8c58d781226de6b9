import { guardLoops } from './loopGuard';

/**
 * An HTML example's own scripts get the loop guard the React examples have (loopGuard.ts): the sandboxed frame runs
 * them on the page's thread, so a loop that never ends in an edited `<script>` or `on…` attribute would freeze the
 * reader's tab. The frame defines the guard (frameLoopGuard.ts).
 */

/**
 * A start tag's attributes and its end, as the HTML parser reads them: a quote starts a quoted value only right
 * after `=`, and only a `>` outside such a value ends the tag. A tag still open at the end of the text runs to it
 * (the parser drops it there), so the pattern never has to backtrack.
 */
const TAG_REST = String.raw`(?:\s*=\s*"[^"]*"|\s*=\s*'[^']*'|[^>])*(?:>|$)`;

/** The names after which a tag is the one named, not a custom element starting with it (`<title-card>`). */
const NAME_END = String.raw`(?=[\s/>]|$)`;

/**
 * The parts of an HTML text that matter here, in the order the HTML parser meets them: comments (`<!-->` and
 * `--!>` end one too); the elements whose text is not markup (a `<script>` written inside them is not one), start
 * tag and text; scripts, start tag and text; any other start tag.
 */
const PARTS = new RegExp(
  [
    String.raw`<!--(?:>|->|[\s\S]*?(?:--!?>|$))`,
    String.raw`(<(style|textarea|title|xmp|iframe|noembed|noframes|noscript)${NAME_END}${TAG_REST})([\s\S]*?(?:<\/\2${NAME_END}|$))`,
    String.raw`(<script${NAME_END}${TAG_REST})([\s\S]*?)(?=<\/script${NAME_END}|$)`,
    String.raw`<[a-z][^\s/>]*${TAG_REST}`,
  ].join('|'),
  'gi',
);

/**
 * One attribute of a start tag: its name (lower case), its value (undefined without `=`), and where its value starts
 * in the tag, opening quote included.
 */
interface Attribute {
  name: string;
  value: string | undefined;
  at: number;
  quote: '"' | "'" | '';
}

/** The attributes of a start tag (as matched by PARTS), in order. */
function attributesOf(tag: string): Attribute[] {
  const found: Attribute[] = [];
  // A name may hold quotes (a parse error the browser reads through), and `=` only as its first character.
  const next = /[\s/]*([^\s>/][^\s>/=]*)(?:(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;
  next.lastIndex = /^<[^\s/>]*/.exec(tag)?.[0].length ?? 0;
  for (let match = next.exec(tag); match; match = next.exec(tag)) {
    const [whole, name = '', equals, double, single, bare] = match;
    const value = double ?? single ?? bare;
    const quote = double !== undefined ? '"' : single !== undefined ? "'" : '';
    const at = match.index + whole.length - (value?.length ?? 0) - 2 * quote.length;
    found.push({ name: name.toLowerCase(), value: equals === undefined ? undefined : value, at, quote });
  }
  return found;
}

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

/** Whether the browser runs a `<script>` start tag's text as JavaScript. */
function runsText(tag: string): boolean {
  const attributes = attributesOf(tag);
  if (attributes.some(({ name }) => name === 'src')) return false;
  const type = attributes.find(({ name }) => name === 'type')?.value ?? '';
  return JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

/**
 * An attribute's value as the browser runs it, its character references (`&lt;`, `&#60;`) decoded: read by the
 * browser's own HTML parser from a template, whose content is never run. (This module is only loaded in the
 * browser, with the HTML playground.)
 */
function decodedValue(value: string, quote: Attribute['quote']): string {
  const template = document.createElement('template');
  template.innerHTML = `<b a=${quote}${value}${quote}>`;
  return template.content.firstElementChild?.getAttribute('a') ?? value;
}

/**
 * `code` written as the value of an attribute quoted with `quote`, so that the parser reads it back as it is: `&`,
 * the quote and a carriage return (which the parser would read as a line feed) as references.
 */
const encodeValue = (code: string, quote: '"' | "'") =>
  code
    .replaceAll('&', '&amp;')
    .replaceAll(quote, quote === '"' ? '&quot;' : '&#39;')
    .replaceAll('\r', '&#13;');

/**
 * A start tag with a guard in the loops of its `on…` attributes. The code guarded is the value as the browser
 * decodes it; where it held a reference it is written back encoded (see encodeValue), and an unquoted value is
 * quoted, since the guard holds spaces.
 */
function guardHandlers(tag: string): string {
  let guarded = tag;
  // From the last, so that each change leaves the places of those before it as they were.
  for (const { name, value, at, quote } of attributesOf(tag).reverse()) {
    if (!name.startsWith('on') || !value) continue;
    const code = decodedValue(value, quote);
    const withGuard = guardLoops(code, PLAIN_JAVASCRIPT);
    if (withGuard === code) continue;
    const wrap = quote || (code.includes('"') && !code.includes("'") ? "'" : '"');
    // As written where nothing needs a reference: the guard adds no `&` that starts one, and no quote.
    const text = code === value && !withGuard.includes(wrap) ? withGuard : encodeValue(withGuard, wrap);
    const end = at + quote.length + value.length + quote.length;
    guarded = `${guarded.slice(0, at)}${wrap}${text}${wrap}${guarded.slice(end)}`;
  }
  return guarded;
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
        return part.startsWith('<!') ? part : guardHandlers(part);
      }
      return guardHandlers(scriptTag) + (runsText(scriptTag) ? guardLoops(code, PLAIN_JAVASCRIPT) : code);
    },
  );
}
