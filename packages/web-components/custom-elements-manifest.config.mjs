// Configuration of `cem analyze` (@custom-elements-manifest/analyzer), which writes custom-elements.json.
// The source JSDoc describes attributes, properties, events, slots, parts and CSS custom properties with
// @attr/@prop/@fires/@slot/@csspart/@cssprop/@cssstate; this file adds the Japanese texts of the `@ja` tags.

const documentedKinds = {
  attr: 'attributes',
  attribute: 'attributes',
  prop: 'members',
  property: 'members',
  fires: 'events',
  event: 'events',
  slot: 'slots',
  csspart: 'cssParts',
  part: 'cssParts',
  cssprop: 'cssProperties',
  cssproperty: 'cssProperties',
  cssstate: 'cssStates',
  cssState: 'cssStates',
};

/** Joins the lines of a comment: Japanese needs no space at a line break, Latin text does. */
function joinLines(text) {
  return text
    .trim()
    .replace(/(\S)\s*\n\s*(\S)/g, (_, before, after) =>
      /[ -~]/.test(before) && /[ -~]/.test(after) ? `${before} ${after}` : `${before}${after}`,
    );
}

/** The item name of a tag such as `@fires {CustomEvent<{ note: number }>} noteon - …`, with the type skipped. */
function taggedName(text) {
  let rest = text.replace(/^@\w+\s*/, '');
  if (rest.startsWith('{')) {
    let depth = 0;
    let end = 0;
    for (; end < rest.length; end++) {
      if (rest[end] === '{') depth++;
      if (rest[end] === '}' && --depth === 0) break;
    }
    rest = rest.slice(end + 1).trimStart();
  }
  const name = /^\[?([^\s=\]]*)/.exec(rest)?.[1] ?? '';
  return name === '-' ? '' : name;
}

/**
 * Copies `@ja` tags into the manifest as a `ja` field: a `@ja` before any member tag belongs to the class,
 * and one after `@attr`, `@fires`, `@csspart`, … belongs to that item. On class members (getters, fields),
 * a `@ja` in the member's own comment is copied as well.
 */
function japaneseTextPlugin() {
  return {
    name: 'vibrato-japanese-text',
    analyzePhase({ ts, node, moduleDoc }) {
      if (node.kind !== ts.SyntaxKind.ClassDeclaration) return;
      const declaration = moduleDoc.declarations?.find((item) => item.name === node.name?.getText());
      if (!declaration) return;
      for (const jsDoc of node.jsDoc ?? []) {
        let current = declaration;
        for (const tag of jsDoc.tags ?? []) {
          const tagName = tag.tagName.getText();
          const comment =
            typeof tag.comment === 'string'
              ? tag.comment
              : (tag.comment ?? []).map((part) => part.text).join('');
          if (tagName === 'ja') {
            if (current) current.ja = joinLines(comment);
            continue;
          }
          const kind = documentedKinds[tagName];
          if (!kind) continue;
          const name = taggedName(tag.getText());
          current = declaration[kind]?.find((item) => item.name === name) ?? null;
        }
      }
      for (const member of node.members ?? []) {
        const memberName = member.name?.getText?.();
        const doc = declaration.members?.find((item) => item.name === memberName);
        const ja = member.jsDoc
          ?.flatMap((jsDoc) => jsDoc.tags ?? [])
          .find((tag) => tag.tagName.getText() === 'ja');
        if (doc && ja && typeof ja.comment === 'string') doc.ja = joinLines(ja.comment);
      }
    },
  };
}

/** The text of a JSDoc tag's comment, however TypeScript split it. */
function tagComment(tag) {
  return typeof tag.comment === 'string'
    ? tag.comment
    : (tag.comment ?? []).map((part) => part.text ?? part.getText?.() ?? '').join('');
}

/** The code of a TSDoc `@defaultValue`, without the backticks of a code span: `` `min` `` → `min`. */
function defaultValueText(comment) {
  return comment.trim().replace(/^`([^`]*)`$/, '$1');
}

/**
 * Copies what the analyzer leaves out of the TSDoc into the manifest, so the reference shows it:
 * - on an element class, each `@example` (a code fence) into `examples`, and each member's `@defaultValue`
 *   into the member's `default`;
 * - on an exported function, its `@ja`, each parameter's `@jaParam`, the return type with `@returns` and
 *   `@jaReturns`, each `@throws` with its type and `@jaThrows` (into `throws`), and its `@example`s;
 * - on a module, its `@packageDocumentation` comment: `description`, `ja` and `examples`.
 */
function docTagsPlugin() {
  const tagsOf = (node) => (node.jsDoc ?? []).flatMap((jsDoc) => jsDoc.tags ?? []);
  const named = (tags, name) => tags.filter((tag) => tag.tagName.getText() === name);
  const examplesOf = (tags) => named(tags, 'example').map((tag) => tagComment(tag).trim());
  return {
    name: 'vibrato-doc-tags',
    analyzePhase({ ts, node, moduleDoc }) {
      if (node.kind === ts.SyntaxKind.SourceFile) {
        const jsDoc = node.statements[0]?.jsDoc?.find((doc) =>
          (doc.tags ?? []).some((tag) => tag.tagName.getText() === 'packageDocumentation'),
        );
        if (!jsDoc) return;
        const tags = jsDoc.tags ?? [];
        moduleDoc.description = tagComment(jsDoc).trim();
        const ja = named(tags, 'ja')[0];
        if (ja) moduleDoc.ja = joinLines(tagComment(ja));
        const examples = examplesOf(tags);
        if (examples.length > 0) moduleDoc.examples = examples;
        return;
      }
      if (node.kind === ts.SyntaxKind.ClassDeclaration) {
        const declaration = moduleDoc.declarations?.find((item) => item.name === node.name?.getText());
        if (!declaration) return;
        const examples = examplesOf(tagsOf(node));
        if (examples.length > 0) declaration.examples = examples;
        for (const member of node.members ?? []) {
          const doc = declaration.members?.find((item) => item.name === member.name?.getText?.());
          const defaultValue = named(tagsOf(member), 'defaultValue')[0];
          if (doc && defaultValue) doc.default = defaultValueText(tagComment(defaultValue));
        }
        return;
      }
      if (node.kind !== ts.SyntaxKind.FunctionDeclaration) return;
      const declaration = moduleDoc.declarations?.find(
        (item) => item.kind === 'function' && item.name === node.name?.getText(),
      );
      if (!declaration) return;
      const tags = tagsOf(node);
      const ja = named(tags, 'ja')[0];
      if (ja) declaration.ja = joinLines(tagComment(ja));
      for (const tag of named(tags, 'jaParam')) {
        const [, name, text] = /^\s*([\w$]+)\s*(?:-\s*)?([\s\S]*)$/.exec(tagComment(tag)) ?? [];
        const parameter = declaration.parameters?.find((item) => item.name === name);
        if (parameter) parameter.ja = joinLines(text);
      }
      const returns = named(tags, 'returns')[0];
      const jaReturns = named(tags, 'jaReturns')[0];
      declaration.return = {
        ...declaration.return,
        type: { text: node.type?.getText() || declaration.return?.type?.text || 'void' },
        ...(returns ? { description: joinLines(tagComment(returns)) } : {}),
        ...(jaReturns ? { ja: joinLines(tagComment(jaReturns)) } : {}),
      };
      const jaThrows = named(tags, 'jaThrows');
      const throws = named(tags, 'throws').map((tag, index) => ({
        type: { text: tag.typeExpression?.type.getText() ?? 'Error' },
        description: joinLines(tagComment(tag)),
        ...(jaThrows[index] ? { ja: joinLines(tagComment(jaThrows[index])) } : {}),
      }));
      if (throws.length > 0) declaration.throws = throws;
      const examples = examplesOf(tags);
      if (examples.length > 0) declaration.examples = examples;
    },
  };
}

/**
 * Makes the manifest describe what a user imports: module paths point at the built `dist/*.js` files,
 * internal helper modules keep only the base classes (their attributes and events are inherited by the
 * elements), and events detected from `dispatchEvent(new Event(type))` with a computed name are dropped
 * because every real event is documented with `@fires`.
 */
/** The source of the standalone bundle (scripts/bundle.ts) and the file it becomes. */
const standaloneSource = 'scripts/standalone-entry.ts';
const standaloneFile = 'dist/vibrato-elements.js';

function publicApiPlugin() {
  const toDist = (path) =>
    path === standaloneSource ? standaloneFile : path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
  return {
    name: 'vibrato-public-api',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        // The standalone bundle re-exports the main entry: the manifest keeps only its description.
        if (mod.path === standaloneSource) mod.exports = [];
        if (mod.path.startsWith('src/internal/')) {
          mod.declarations = (mod.declarations ?? []).filter((declaration) => declaration.kind === 'class');
          const kept = new Set(mod.declarations.map((declaration) => declaration.name));
          mod.exports = (mod.exports ?? []).filter((item) => kept.has(item.declaration?.name));
        }
        for (const declaration of mod.declarations ?? []) {
          if (declaration.events)
            declaration.events = declaration.events.filter((event) => event.description);
        }
      }
      customElementsManifest.modules = customElementsManifest.modules.filter(
        (mod) =>
          (mod.declarations ?? []).length > 0 || (mod.exports ?? []).length > 0 || Boolean(mod.description),
      );
      const visit = (value) => {
        if (Array.isArray(value)) return value.forEach(visit);
        if (!value || typeof value !== 'object') return;
        for (const [key, child] of Object.entries(value)) {
          if ((key === 'path' || key === 'module') && typeof child === 'string') value[key] = toDist(child);
          else visit(child);
        }
      };
      visit(customElementsManifest.modules);
    },
  };
}

export default {
  globs: ['src/**/*.ts', standaloneSource],
  exclude: ['src/**/*.test.ts'],
  outdir: '.',
  dependencies: false,
  packagejson: false,
  plugins: [japaneseTextPlugin(), docTagsPlugin(), publicApiPlugin()],
};
