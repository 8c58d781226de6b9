/**
 * Build check: every API name that the docs' prose puts in inline code (`Knob`, `useMIDIInput`, `<Knob>`,
 * `KnobProps.skew`, `onChange`, `<vibrato-knob>`, `--vibrato-accent` …) must exist in the library. Fenced code
 * blocks are not prose and are not checked; names they declare (`function VolumeKnob`) may be named in the prose
 * of the same page.
 *
 * What "looks like an API name" (see `apiReferences`):
 * - an identifier in camelCase (`onChange`), PascalCase (`Knob`) or SCREAMING_SNAKE_CASE (`NOT_SUPPORTED`);
 *   a single lowercase word (`value`, `step`, `npm`) or a short acronym (`CSS`, `MIDI`) is ordinary English too
 *   often and is not checked;
 * - a call (`useMIDIInput(source, handlers)`, `PianoMethods.focus()`): its callee;
 * - a member path whose head looks like an API name (`KnobProps.skew`): the head, and the member when the head
 *   is a library symbol with known members; a lowercase head (`event.data`) is a local variable and is skipped;
 * - a JSX/HTML tag (`<Knob>`, `<Knob skew={2} />`, `<vibrato-knob default-value="1">`): PascalCase tags and
 *   custom elements with their attributes; plain HTML tags (`<button>`) are not checked;
 * - a prop written with its value (`defaultValue={0.5}`): the name, by the identifier rule;
 * - a CSS custom property of the library (`--vibrato-accent`, `--vibrato-piano-*`), a library class or element
 *   name (`.vibrato-knob__label`, `vibrato-knob`), and a shadow part (`::part(thumb)`).
 * File names (`site.config.ts`), paths, commands and literals never match.
 */

/** A piece of inline code in a doc's prose, with its 1-based line in the file. */
export interface InlineCode {
  code: string;
  line: number;
}

/** One name found in an inline code span, and what kind of thing it must be. */
export type ApiReference =
  | { kind: 'name'; name: string }
  | { kind: 'member'; owner: string; member: string }
  | { kind: 'element'; tag: string }
  | { kind: 'attribute'; tag: string; attribute: string }
  | { kind: 'cssProperty'; name: string }
  | { kind: 'vibratoName'; name: string }
  | { kind: 'part'; name: string };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const FILE_EXTENSIONS = new Set(
  'md mdx ts tsx js jsx mjs cjs json css html sh yml yaml txt xml png svg jpg webp ico wav mp3 lock gql'.split(
    ' ',
  ),
);

/** camelCase, PascalCase or SCREAMING_SNAKE_CASE identifiers: the shapes API names have and prose words don't. */
export function looksLikeApiName(identifier: string): boolean {
  if (!IDENTIFIER.test(identifier)) return false;
  const core = identifier.replace(/^[_$]+/, '');
  if (/^[a-z][a-z0-9]*[A-Z]/.test(core)) return true; // camelCase: onChange, dbToGain
  if (/^[A-Z]/.test(core) && /[a-z]/.test(core)) return true; // PascalCase: Knob, MIDIAccess
  // SCREAMING_SNAKE_CASE (NOT_SUPPORTED, SHORTCUTS); short acronyms (CSS, HTML, MIDI) are words.
  return /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(core) && (core.includes('_') || core.length >= 5);
}

/** `KnobProps.skew` → references; `event.data`, `site.config.ts` → none. */
function pathReferences(dotted: string): ApiReference[] {
  const parts = dotted.split('.');
  const [head = '', member] = parts;
  if (!parts.every((part) => IDENTIFIER.test(part))) return [];
  if (parts.length > 1 && FILE_EXTENSIONS.has(parts[parts.length - 1] ?? '')) return [];
  if (!looksLikeApiName(head)) return [];
  return member === undefined ? [{ kind: 'name', name: head }] : [{ kind: 'member', owner: head, member }];
}

/** Attribute names in the inside of a tag (`skew={2} aria-label="Pan"` → skew, aria-label). */
function attributeNames(inside: string): string[] {
  const names: string[] = [];
  // Values are dropped first so that words inside them are not taken for attributes.
  const bare = inside.replace(/=\s*("[^"]*"|'[^']*'|\{[^}]*\}|[^\s>]+)/g, ' ');
  for (const match of bare.matchAll(/[A-Za-z_:@][\w:.@-]*/g)) names.push(match[0]);
  return names;
}

/** Global attributes every element takes; not looked up in the library. */
function isGlobalAttribute(name: string): boolean {
  return /^(aria-|data-|on[a-z])/.test(name) || GLOBAL_ATTRIBUTES.has(name);
}

const GLOBAL_ATTRIBUTES = new Set(
  'id class className style slot hidden tabindex tabIndex title lang dir part key ref children'.split(' '),
);

/** The names an inline code span refers to that must exist in the library (empty when it names none). */
export function apiReferences(code: string): ApiReference[] {
  const text = code.trim();
  const references: ApiReference[] = [];

  const tag = /^<\/?([A-Za-z][\w.-]*)((?:\s[^>]*?)?)\s*\/?>$/.exec(text);
  if (tag) {
    const [, name = '', inside = ''] = tag;
    if (name.includes('-')) {
      references.push({ kind: 'element', tag: name });
      for (const attribute of attributeNames(inside)) {
        if (!isGlobalAttribute(attribute)) references.push({ kind: 'attribute', tag: name, attribute });
      }
    } else if (/^[A-Z]/.test(name)) {
      references.push(...pathReferences(name));
      for (const attribute of attributeNames(inside)) {
        if (!isGlobalAttribute(attribute)) references.push({ kind: 'attribute', tag: name, attribute });
      }
    }
    return references;
  }

  const call = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(.*\)$/s.exec(text);
  if (call) return pathReferences(call[1] ?? '');

  const prop = /^([A-Za-z_$][\w$]*)=(\{.*\}|".*"|'.*')$/s.exec(text);
  if (prop) return looksLikeApiName(prop[1] ?? '') ? [{ kind: 'name', name: prop[1] ?? '' }] : [];

  if (/^--vibrato-[\w-]*\*?$/.test(text)) return [{ kind: 'cssProperty', name: text }];

  const part = /^((?:vibrato-[\w-]+)?)::part\(([\w-]+)\)$/.exec(text);
  if (part) {
    if (part[1]) references.push({ kind: 'element', tag: part[1] });
    references.push({ kind: 'part', name: part[2] ?? '' });
    return references;
  }

  // Selectors and class names: `.vibrato-knob__label`, `.synth-panel .vibrato-knob`, `vibrato-piano`.
  if (/^[\w.\s>#:-]+$/.test(text) && /(^|[\s.])vibrato-/.test(text)) {
    if (FILE_EXTENSIONS.has(/\.(\w+)$/.exec(text)?.[1] ?? '')) return []; // vibrato-elements.js
    for (const match of text.matchAll(/(?:^|[\s.>])(vibrato-[\w-]+)/g)) {
      references.push({ kind: 'vibratoName', name: match[1] ?? '' });
    }
    return references;
  }

  return pathReferences(text);
}

/** Removes the frontmatter, keeping the line count so that line numbers stay those of the file. */
function withoutFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}

/** Splits an MDX source into prose (fenced code blanked, line numbers kept) and the fenced code's text. */
function splitFences(source: string): { prose: string; fenced: string } {
  const prose: string[] = [];
  const fenced: string[] = [];
  let fence: string | null = null;
  for (const line of withoutFrontmatter(source).split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      prose.push('');
    } else if (fence !== null) {
      if (marker && marker.startsWith(fence) && line.trim() === marker) fence = null;
      else fenced.push(line);
      prose.push('');
    } else {
      prose.push(line);
    }
  }
  return { prose: prose.join('\n'), fenced: fenced.join('\n') };
}

/**
 * The inline code spans of an MDX source's prose (CommonMark code spans: a run of backticks closed by a run of the
 * same length; they may wrap inside a paragraph), skipping frontmatter, fenced blocks and MDX comments.
 */
export function inlineCode(source: string): InlineCode[] {
  const { prose } = splitFences(source);
  const text = prose.replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const spans: InlineCode[] = [];
  const pattern = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
  for (const match of text.matchAll(pattern)) {
    const content = match[2] ?? '';
    // A code span does not cross a blank line (the end of a paragraph).
    if (/\n\s*\n/.test(content)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    spans.push({ code: content.replace(/\n/g, ' '), line });
  }
  return spans;
}

/**
 * Names the page's own fenced code declares or imports from outside the library (`function VolumeKnob`,
 * `const [volume, setVolume]`, `import { useState } from 'react'`): its prose may name them.
 */
export function declaredNames(source: string): Set<string> {
  const { fenced } = splitFences(source);
  const names = new Set<string>();
  const add = (list: string) => {
    for (const match of list.matchAll(/([A-Za-z_$][\w$]*)\s*(?=[,}\]=]|$)/g)) names.add(match[1] ?? '');
  };
  for (const match of fenced.matchAll(
    /\b(?:function\*?|class|interface|type|enum|const|let|var)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    names.add(match[1] ?? '');
  }
  for (const match of fenced.matchAll(/\b(?:const|let|var)\s*[{[]([^}\]]*)[}\]]/g)) add(match[1] ?? '');
  for (const match of fenced.matchAll(/\bimport\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    if ((match[2] ?? '').startsWith('@vibrato-ui/')) continue;
    add(
      (match[1] ?? '')
        .replace(/[{}]/g, ',')
        .replace(/\*\s+as\s+/g, '')
        .replace(/\w+\s+as\s+/g, ''),
    );
  }
  names.delete('');
  return names;
}

/** Everything the library has, gathered from the API reference nodes and the custom-elements manifest. */
export interface KnownApi {
  /** Exports of every package, and custom element class names. */
  names: Set<string>;
  /** Members of an export (interface properties and methods, class properties, events). */
  members: Map<string, Set<string>>;
  /** Every member, parameter and property name anywhere in the API: props, methods, params, attributes. */
  memberNames: Set<string>;
  /** Custom element tag name → its attributes. */
  elements: Map<string, Set<string>>;
  parts: Set<string>;
  cssProperties: Set<string>;
  /** Class names of the library's stylesheets and components (`vibrato-knob__label`). */
  classNames: Set<string>;
  /** Prefixes of class names the components build at run time (`vibrato-number-input__`). */
  classPrefixes: Set<string>;
}

export function emptyKnownApi(): KnownApi {
  return {
    names: new Set(),
    members: new Map(),
    memberNames: new Set(),
    elements: new Map(),
    parts: new Set(),
    cssProperties: new Set(),
    classNames: new Set(),
    classPrefixes: new Set(),
  };
}

function addMembers(known: KnownApi, owner: string, members: Iterable<string>) {
  const set = known.members.get(owner) ?? new Set<string>();
  for (const member of members) {
    set.add(member);
    known.memberNames.add(member);
  }
  known.members.set(owner, set);
}

/** Names of properties and parameters inside a rendered type (`{ onNoteOn?: (note: number) => void }`). */
function namesInTypeText(tokens: readonly { text: string }[] | null | undefined): string[] {
  const text = (tokens ?? []).map((token) => token.text).join('');
  return [...text.matchAll(/([A-Za-z_$][\w$]*)\??\s*:/g)].map((match) => match[1] ?? '');
}

/** The parts of an ApiSymbol node's data (plugins/gatsby-source-typedoc/src/model-types.ts) this check reads. */
export interface ApiSymbolNames {
  name: string;
  type?: readonly { text: string }[] | null;
  members?: readonly { name: string; type?: readonly { text: string }[] }[];
  signatures?: readonly {
    text?: readonly { text: string }[];
    parameters?: readonly { name: string; type?: readonly { text: string }[] }[];
    returnType?: readonly { text: string }[];
  }[];
  typeParameters?: readonly { name: string }[];
}

/** Adds TypeDoc's symbols: exports, their members, and every parameter or property name their types show. */
export function addApiSymbols(known: KnownApi, symbols: readonly ApiSymbolNames[]): void {
  for (const symbol of symbols) {
    known.names.add(symbol.name);
    const members = (symbol.members ?? []).map((member) => member.name);
    addMembers(known, symbol.name, members);
    const extra = [
      ...namesInTypeText(symbol.type),
      ...(symbol.members ?? []).flatMap((member) => namesInTypeText(member.type)),
      ...(symbol.typeParameters ?? []).map((parameter) => parameter.name),
    ];
    for (const signature of symbol.signatures ?? []) {
      extra.push(...namesInTypeText(signature.text), ...namesInTypeText(signature.returnType));
      for (const parameter of signature.parameters ?? []) {
        extra.push(parameter.name, ...namesInTypeText(parameter.type));
      }
    }
    for (const name of extra) if (name) known.memberNames.add(name);
  }
}

interface ManifestDeclaration {
  kind?: string;
  name?: string;
  tagName?: string;
  attributes?: { name: string }[];
  members?: { name: string; privacy?: string; static?: boolean }[];
  events?: { name?: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

/** Adds a custom-elements manifest (schema 2): classes, tags, attributes, public members, events, parts, CSS properties. */
export function addCustomElementsManifest(
  known: KnownApi,
  manifest: { modules?: { declarations?: ManifestDeclaration[]; exports?: { name?: string }[] }[] },
): void {
  for (const module of manifest.modules ?? []) {
    for (const exported of module.exports ?? []) if (exported.name) known.names.add(exported.name);
    for (const declaration of module.declarations ?? []) {
      if (!declaration.name) continue;
      known.names.add(declaration.name);
      const members = (declaration.members ?? [])
        .filter((member) => !member.name.startsWith('#') && !member.privacy?.match(/private|protected/))
        .map((member) => member.name);
      const events = (declaration.events ?? []).flatMap((event) => (event.name ? [event.name] : []));
      addMembers(known, declaration.name, [...members, ...events]);
      const attributes = (declaration.attributes ?? []).map((attribute) => attribute.name);
      for (const attribute of attributes) known.memberNames.add(attribute);
      if (declaration.tagName) {
        const set = known.elements.get(declaration.tagName) ?? new Set<string>();
        for (const attribute of attributes) set.add(attribute);
        known.elements.set(declaration.tagName, set);
      }
      for (const part of declaration.cssParts ?? []) known.parts.add(part.name);
      for (const property of declaration.cssProperties ?? []) known.cssProperties.add(property.name);
    }
  }
}

/**
 * Adds the CSS custom properties and class or element names (`vibrato-knob__label`) a library source or stylesheet
 * defines or uses. A name built in a template literal (`vibrato-number-input__${direction}`) makes its prefix known.
 */
export function addLibrarySource(known: KnownApi, source: string): void {
  for (const match of source.matchAll(/--vibrato-[\w-]*\w/g)) known.cssProperties.add(match[0]);
  for (const match of source.matchAll(/(?<![\w-])vibrato-[\w-]*\w(?![\w-]*\$\{)/g))
    known.classNames.add(match[0]);
  for (const match of source.matchAll(/(?<![\w-])(vibrato-[\w-]*)\$\{/g))
    known.classPrefixes.add(match[1] ?? '');
}

/** The members a name has: its own, or for a component (`Knob`) those of `KnobProps` and `KnobMethods`. */
function membersFor(known: KnownApi, owner: string): Set<string> {
  const own = known.members.get(owner);
  if (own && own.size > 0) return own;
  return new Set([
    ...(known.members.get(`${owner}Props`) ?? []),
    ...(known.members.get(`${owner}Methods`) ?? []),
  ]);
}

/** Why a reference does not resolve, or null when it does. */
export function unresolved(
  reference: ApiReference,
  known: KnownApi,
  allowed: (name: string) => boolean,
): string | null {
  const isName = (name: string) => known.names.has(name) || known.memberNames.has(name) || allowed(name);
  switch (reference.kind) {
    case 'name':
      return isName(reference.name)
        ? null
        : `\`${reference.name}\` is not an export, prop, member or parameter of the library`;
    case 'member': {
      const { owner, member } = reference;
      if (allowed(`${owner}.${member}`)) return null;
      if (!known.names.has(owner)) {
        return isName(owner)
          ? null
          : `\`${owner}\` (in \`${owner}.${member}\`) is not an export of the library`;
      }
      const members = membersFor(known, owner);
      if (members.size === 0 || members.has(member)) return null;
      return `\`${owner}\` has no member \`${member}\``;
    }
    case 'element':
      return known.elements.has(reference.tag) || allowed(reference.tag)
        ? null
        : `\`<${reference.tag}>\` is not a custom element of the library`;
    case 'attribute': {
      const { tag, attribute } = reference;
      // A tag that is not the library's (a site component such as `<Note>`) is judged by its own reference.
      if (tag.includes('-') ? !known.elements.has(tag) : !known.names.has(tag.split('.')[0] ?? tag))
        return null;
      const attributes = tag.includes('-') ? known.elements.get(tag) : membersFor(known, tag);
      if (!attributes || attributes.size === 0) {
        return isName(attribute) ? null : `\`${attribute}\` (on \`<${tag}>\`) is not a prop of the library`;
      }
      return attributes.has(attribute) || allowed(attribute)
        ? null
        : `\`<${tag}>\` has no ${tag.includes('-') ? 'attribute' : 'prop'} \`${attribute}\``;
    }
    case 'cssProperty': {
      const { name } = reference;
      if (allowed(name)) return null;
      const found = name.endsWith('*')
        ? [...known.cssProperties].some((property) => property.startsWith(name.slice(0, -1)))
        : known.cssProperties.has(name);
      return found ? null : `\`${name}\` is not a CSS custom property of the library`;
    }
    case 'vibratoName':
      return known.classNames.has(reference.name) ||
        [...known.classPrefixes].some((prefix) => reference.name.startsWith(prefix)) ||
        known.elements.has(reference.name) ||
        allowed(reference.name)
        ? null
        : `\`${reference.name}\` is neither a class name the library uses nor one of its custom elements`;
    case 'part':
      return known.parts.has(reference.name) || allowed(reference.name)
        ? null
        : `\`${reference.name}\` is not a shadow part (::part) of the library's custom elements`;
  }
}

/** One unknown API name in a doc. */
export interface ApiNameProblem {
  file: string;
  line: number;
  code: string;
  reason: string;
}

/** Checks one MDX file's prose against the library: every unknown name with its line, and how many were checked. */
export function checkApiNames(
  file: string,
  source: string,
  known: KnownApi,
  allowList: Readonly<Record<string, string>>,
): { problems: ApiNameProblem[]; checked: number } {
  const local = declaredNames(source);
  const allowed = (name: string) => Object.hasOwn(allowList, name) || local.has(name);
  const problems: ApiNameProblem[] = [];
  let checked = 0;
  for (const { code, line } of inlineCode(source)) {
    for (const reference of apiReferences(code)) {
      checked += 1;
      const reason = unresolved(reference, known, allowed);
      if (reason) problems.push({ file, line, code, reason });
    }
  }
  return { problems, checked };
}

export function formatApiNameProblems(problems: readonly ApiNameProblem[], allowListFile: string): string {
  const lines = problems.map(
    (problem) => `  - ${problem.file}:${problem.line}: ${problem.reason} (inline code \`${problem.code}\`)`,
  );
  return [
    `Unknown API names in the docs' prose (${problems.length}):`,
    ...lines,
    `Add it to the library, fix the spelling, or add it to the allow-list with a reason (${allowListFile}).`,
  ].join('\n');
}
