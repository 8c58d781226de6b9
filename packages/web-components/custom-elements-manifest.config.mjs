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

/**
 * Makes the manifest describe what a user imports: module paths point at the built `dist/*.js` files,
 * internal helper modules keep only the base classes (their attributes and events are inherited by the
 * elements), and events detected from `dispatchEvent(new Event(type))` with a computed name are dropped
 * because every real event is documented with `@fires`.
 */
function publicApiPlugin() {
  const toDist = (path) => path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
  return {
    name: 'vibrato-public-api',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
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
        (mod) => (mod.declarations ?? []).length > 0 || (mod.exports ?? []).length > 0,
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
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/define.ts'],
  outdir: '.',
  dependencies: false,
  packagejson: false,
  plugins: [japaneseTextPlugin(), publicApiPlugin()],
};
