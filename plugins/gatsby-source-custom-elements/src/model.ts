import { renderCodeFence } from '../../gatsby-source-typedoc/src/comment';
import { guideFor } from '../../gatsby-source-typedoc/src/guides';
import { escapeHtml } from '../../gatsby-source-typedoc/src/html';
import { renderMarkdown } from '../../gatsby-source-typedoc/src/markdown';
import type { ApiParameter, RichText, TypeText } from '../../gatsby-source-typedoc/src/model-types';
import { symbolRoute } from '../../gatsby-source-typedoc/src/routes';
import type {
  CemDeclaration,
  CemItem,
  CemMember,
  CemModule,
  CustomElementsManifest,
  WebComponentsPackageJson,
} from './manifest-types';
import type {
  CustomElementData,
  ElementAttribute,
  ElementProperty,
  ElementsFunction,
  ElementsPackageData,
  ElementUsage,
  LocalizedDescription,
  ReactTwin,
} from './model-types';
import { elementRoute, WEB_COMPONENTS_ROUTE } from './routes';

/** The package folder, for file names in error messages. */
const PACKAGE_DIR = 'packages/web-components';
/** The name every Vibrato element class starts with; the rest is its React twin's name (`VibratoKnob` → `Knob`). */
const CLASS_PREFIX = 'Vibrato';
/** The named export that defines every element. */
const DEFINE_FUNCTION = 'defineVibratoElements';

export interface CustomElementsModel {
  elements: CustomElementData[];
  /** The package's functions and entry points, for the index page. */
  package: ElementsPackageData;
  /** Mistakes that must stop the build: each names the element, the item and the file to fix. */
  problems: string[];
  /** `<vibrato-knob> attribute "min"` for each documented item without a Japanese (`@ja`) text. */
  missingJapanese: string[];
}

/** Renders a manifest description (Markdown with `code` spans, as the JSDoc has it) to HTML blocks. */
export function renderDescription(text: string): RichText {
  const code: string[] = [];
  const markdown = text.replace(/`([^`\n]+)`/g, (_whole, span: string) => {
    code.push(`<code>${escapeHtml(span)}</code>`);
    return `\uE000${code.length - 1}\uE000`;
  });
  const html = renderMarkdown(markdown).replace(
    /\uE000(\d+)\uE000/g,
    (_whole, index: string) => code[Number(index)] ?? '',
  );
  return html ? [{ type: 'html', html }] : [];
}

/** The first paragraph as plain text (code spans unquoted, lines joined), for meta descriptions and indexes. */
export function plainSummary(text: string): string {
  const first = text.trim().split(/\n\s*\n/)[0] ?? '';
  return first
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/**
 * A type as written in the manifest (`InputEventOption | undefined`), as tokens where each name in `typeRoutes`
 * (the types of `@vibrato-ui/functions` that have API pages) links to its page; null for no type.
 */
export function typeTokens(
  text: string | undefined,
  typeRoutes: ReadonlyMap<string, string>,
): TypeText | null {
  if (!text) return null;
  const tokens: TypeText = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const href = typeRoutes.get(match[0]);
    if (!href) continue;
    plain += text.slice(last, match.index);
    if (plain) tokens.push({ text: plain });
    tokens.push({ text: match[0], href });
    plain = '';
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  if (plain) tokens.push({ text: plain });
  return tokens;
}

/** `default-value` → `defaultValue`. */
export function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());
}

/** The `detail` type of `CustomEvent<…>`, or null when the event is a plain `Event`. */
export function detailType(type: string | undefined): string | null {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(type?.trim() ?? '');
  return match?.[1]?.trim() || null;
}

/**
 * Id of an entry point's row on the index page: `.` → `entry-main`, `./define` → `entry-define`,
 * `./vibrato-elements.js` → `entry-vibrato-elements-js`.
 */
export function entryAnchor(entry: string): string {
  const name = entry.replace(/^\.\/?/, '');
  return `entry-${name ? name.replace(/[^A-Za-z0-9]+/g, '-') : 'main'}`;
}

/** The highlighted code blocks of `@example` fences. */
function examplesOf(fences: readonly string[] | undefined): RichText {
  return (fences ?? []).map((fence) => renderCodeFence(fence));
}

/** The source file an item is written in: its base class's module when inherited, else the element's. */
function sourceFile(item: CemItem, module: CemModule): string {
  const modulePath = (item.inheritedFrom?.module ?? module.path).replace(/^\//, '');
  return `${PACKAGE_DIR}/${modulePath.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts')}`;
}

const isPublic = (member: CemMember) =>
  (member.privacy === undefined || member.privacy === 'public') &&
  !member.name.startsWith('#') &&
  !member.static;

/** Builds the React twin of an element from its class name, when the React package has a guide for it. */
function reactTwinOf(className: string): ReactTwin | null {
  if (!className.startsWith(CLASS_PREFIX)) return null;
  const name = className.slice(CLASS_PREFIX.length);
  const guide = guideFor('react', name);
  if (!guide) return null;
  return { name, apiRoute: symbolRoute('react', 'variables', name), guideRoute: guide.route };
}

/** The export path of an entry in package.json's `exports` (`./define` → `./dist/define.js`), or null. */
function exportTarget(pkg: WebComponentsPackageJson, entry: string): string | null {
  const target = pkg.exports?.[entry];
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    const conditions = target as Record<string, unknown>;
    const file = conditions.import ?? conditions.default;
    return typeof file === 'string' ? file : null;
  }
  return null;
}

/** Words of a class name for an example label: `VibratoXYPad` → `XY pad`. */
function exampleLabel(className: string): string {
  const words = className
    .slice(CLASS_PREFIX.length)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words
    .map((word, index) => (index === 0 || /^[A-Z]+$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * Turns the Custom Elements Manifest of packages/web-components into one reference entry per element, in
 * tag-name order. Every documented item needs an English description (a problem otherwise); a missing
 * Japanese text is listed in `missingJapanese`. The usage snippets are checked against what the package
 * exports: the side-effect entry, the standalone module, `defineVibratoElements` and the element class.
 */
export function buildCustomElementsModel(
  manifest: CustomElementsManifest,
  pkg: WebComponentsPackageJson,
  typeRoutes: ReadonlyMap<string, string> = new Map(),
): CustomElementsModel {
  const problems: string[] = [];
  const missingJapanese: string[] = [];
  const elements: CustomElementData[] = [];

  const mainFile = exportTarget(pkg, '.')?.replace(/^\.\//, '');
  const mainModule = manifest.modules.find((module) => module.path === mainFile);
  const mainExports = new Set((mainModule?.exports ?? []).map((entry) => entry.name));
  const defineEntry = exportTarget(pkg, './define') ? `${pkg.name}/define` : null;
  const standaloneEntry = Object.keys(pkg.exports ?? {}).find((entry) => /\/[^/]+\.js$/.test(entry));
  const standaloneFile = standaloneEntry?.replace(/^\.\//, '') ?? null;
  const where = `${PACKAGE_DIR}/package.json`;
  if (!mainModule)
    problems.push(
      `${where}: the main entry "${mainFile ?? '(none)'}" is not a module of custom-elements.json`,
    );
  else if (!mainExports.has(DEFINE_FUNCTION))
    problems.push(`${PACKAGE_DIR}/custom-elements.json: ${mainFile} does not export ${DEFINE_FUNCTION}`);
  if (!defineEntry) problems.push(`${where}: "exports" has no "./define" side-effect entry`);
  if (!standaloneFile) problems.push(`${where}: "exports" has no standalone "./….js" module`);

  const declarations = manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ module, declaration })),
  );
  for (const { module, declaration } of declarations.sort((a, b) =>
    (a.declaration.tagName ?? '').localeCompare(b.declaration.tagName ?? '', 'en'),
  )) {
    const tagName = declaration.tagName ?? '';
    const element = `<${tagName}>`;
    const describe = (item: CemItem, what: string): LocalizedDescription => {
      const text = item.description?.trim() || item.summary?.trim();
      if (!text) {
        problems.push(
          `${element} ${what} has no description; document it in ${sourceFile(item, module)} (and run npm run manifest -w packages/web-components)`,
        );
      }
      if (!item.ja?.trim()) missingJapanese.push(`${element} ${what} (${sourceFile(item, module)})`);
      return {
        description: renderDescription(text ?? ''),
        descriptionJa: item.ja?.trim() ? renderDescription(item.ja) : null,
      };
    };
    const own = describe(declaration, `(class ${declaration.name})`);
    const members = (declaration.members ?? []).filter(isPublic);
    const fields = members.filter((member) => member.kind === 'field');
    const attributes = declaration.attributes ?? [];

    const propertyOf = (attribute: { name: string; fieldName?: string }): string | null => {
      if (attribute.fieldName) return attribute.fieldName;
      const wanted = camelCase(attribute.name).toLowerCase();
      // Case-insensitive, because HTML's `readonly` attribute reflects to `readOnly`.
      return fields.find((field) => field.name.toLowerCase() === wanted)?.name ?? null;
    };
    const attributeRows: ElementAttribute[] = attributes.map((attribute) => {
      const property = propertyOf(attribute);
      return {
        name: attribute.name,
        type: typeTokens(attribute.type?.text, typeRoutes),
        // From `@attr {number} [min=0]`: an absent attribute is not the property's default (`disabled` is not `false`).
        default: attribute.default ?? null,
        property,
        ...describe(attribute, `attribute "${attribute.name}"`),
      };
    });
    const attributeOfProperty = new Map(
      attributeRows.filter((row) => row.property).map((row) => [row.property, row.name]),
    );
    const properties: ElementProperty[] = fields.map((field) => ({
      name: field.name,
      type: typeTokens(field.type?.text, typeRoutes),
      default: field.default ?? null,
      readonly: field.readonly === true,
      attribute: attributeOfProperty.get(field.name) ?? null,
      ...describe(field, `property "${field.name}"`),
    }));
    const methods = members
      .filter((member) => member.kind === 'method')
      .map((method) => {
        const parameters = (method.parameters ?? [])
          .map(
            (parameter) =>
              `${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type?.text ?? 'unknown'}`,
          )
          .join(', ');
        return {
          name: method.name,
          signature: `${method.name}(${parameters}): ${method.return?.type?.text || 'void'}`,
          ...describe(method, `method "${method.name}"`),
        };
      });
    const events = (declaration.events ?? []).map((event) => ({
      name: event.name,
      detailType: detailType(event.type?.text),
      ...describe(event, `event "${event.name}"`),
    }));
    const slots = (declaration.slots ?? []).map((slot) => ({
      name: slot.name,
      ...describe(slot, slot.name ? `slot "${slot.name}"` : 'default slot'),
    }));
    const cssParts = (declaration.cssParts ?? []).map((part) => ({
      name: part.name,
      ...describe(part, `CSS part "${part.name}"`),
    }));
    const cssProperties = (declaration.cssProperties ?? []).map((property) => ({
      name: property.name,
      default: property.default ?? null,
      ...describe(property, `CSS custom property "${property.name}"`),
    }));
    const cssStates = (declaration.cssStates ?? []).map((state) => ({
      name: state.name,
      ...describe(state, `CSS custom state "${state.name}"`),
    }));

    if (mainModule && !mainExports.has(declaration.name)) {
      problems.push(
        `${PACKAGE_DIR}/custom-elements.json: ${mainFile} does not export ${declaration.name} (${element})`,
      );
    }
    const usage: ElementUsage = {
      packageName: pkg.name,
      links: {
        defineFunction: `${WEB_COMPONENTS_ROUTE}#${DEFINE_FUNCTION}`,
        defineEntry: `${WEB_COMPONENTS_ROUTE}#${entryAnchor('./define')}`,
        standaloneFile: `${WEB_COMPONENTS_ROUTE}#${entryAnchor(standaloneEntry ?? '')}`,
      },
      defineEntry: defineEntry ?? '',
      defineFunction: DEFINE_FUNCTION,
      standaloneFile: standaloneFile ?? '',
      sideEffectCode: renderCodeFence(`\`\`\`ts\nimport '${defineEntry ?? ''}';\n\`\`\``),
      explicitCode: renderCodeFence(
        [
          '```ts',
          `import { ${DEFINE_FUNCTION}, ${declaration.name} } from '${pkg.name}';`,
          '',
          `${DEFINE_FUNCTION}();`,
          `const element = document.createElement('${tagName}');`,
          `console.log(element instanceof ${declaration.name}); // true`,
          '```',
        ].join('\n'),
      ),
      htmlCode: renderCodeFence(
        [
          '```html',
          `<script type="module" src="./${standaloneFile ?? ''}"></script>`,
          '',
          `<${tagName} label="${exampleLabel(declaration.name)}"></${tagName}>`,
          '```',
        ].join('\n'),
      ),
    };
    const english = declaration.description ?? '';
    elements.push({
      tagName,
      className: declaration.name,
      route: elementRoute(tagName),
      ...own,
      summary: plainSummary(english),
      summaryJa: declaration.ja?.trim() ? plainSummary(declaration.ja) : null,
      usage,
      reactTwin: reactTwinOf(declaration.name),
      attributes: attributeRows,
      properties,
      methods,
      events,
      slots,
      cssParts,
      cssProperties,
      cssStates,
      examples: examplesOf(declaration.examples),
    });
  }
  if (elements.length === 0) problems.push(`${PACKAGE_DIR}/custom-elements.json describes no custom element`);

  /** An item of the package (not of an element): its description, and its Japanese text where it has prose. */
  const describePackageItem = (item: { description?: string; ja?: string }, what: string, file: string) => {
    const text = item.description?.trim();
    if (!text) problems.push(`${what} has no description; document it in ${file}`);
    if (!item.ja?.trim()) missingJapanese.push(`${what} (${file})`);
    return {
      description: renderDescription(text ?? ''),
      descriptionJa: item.ja?.trim() ? renderDescription(item.ja) : null,
    };
  };
  const functions = (mainModule?.declarations ?? [])
    .filter((declaration) => declaration.kind === 'function' && mainExports.has(declaration.name))
    .map((declaration) =>
      packageFunction(declaration, mainModule as CemModule, describePackageItem, typeRoutes),
    );
  // Every JavaScript entry a page can import, described by its module's `@packageDocumentation` comment.
  const entries = Object.keys(pkg.exports ?? {})
    .filter((entry) => exportTarget(pkg, entry)?.endsWith('.js'))
    .map((entry) => {
      const file = (exportTarget(pkg, entry) ?? '').replace(/^\.\//, '');
      const module = manifest.modules.find((candidate) => candidate.path === file);
      const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.replace(/^\.\//, '')}`;
      return {
        specifier,
        file,
        anchor: entryAnchor(entry),
        ...describePackageItem(
          module ?? {},
          `entry point ${specifier}`,
          `the @packageDocumentation comment of the source of ${file} (${PACKAGE_DIR}/custom-elements.json)`,
        ),
        examples: examplesOf(module?.examples),
      };
    });
  return {
    elements,
    package: { name: pkg.name, functions, entries },
    problems,
    missingJapanese,
  };
}

/** A function the main entry exports, with its parameters, returns, throws and examples as the TSDoc has them. */
function packageFunction(
  declaration: CemDeclaration,
  module: CemModule,
  describe: (item: { description?: string; ja?: string }, what: string, file: string) => LocalizedDescription,
  typeRoutes: ReadonlyMap<string, string>,
): ElementsFunction {
  const file = sourceFile(declaration, module);
  const name = declaration.name;
  const parameters = (declaration.parameters ?? []).map(
    (parameter): ApiParameter => ({
      name: parameter.name,
      type: typeTokens(parameter.type?.text, typeRoutes) ?? [{ text: 'unknown' }],
      optional: parameter.optional === true || parameter.default !== undefined,
      rest: false,
      defaultValue: parameter.default ?? null,
      ...describe(parameter, `${name}(${parameter.name})`, file),
    }),
  );
  const returnType = declaration.return?.type?.text || 'void';
  const signatureParameters = (declaration.parameters ?? [])
    .map(
      (parameter) =>
        `${parameter.name}${parameter.optional === true || parameter.default !== undefined ? '?' : ''}: ${parameter.type?.text ?? 'unknown'}`,
    )
    .join(', ');
  return {
    name,
    signature: `${name}(${signatureParameters}): ${returnType}`,
    ...describe(declaration, `${name}()`, file),
    parameters,
    returnType,
    returns: declaration.return?.description
      ? describe(declaration.return, `${name}() @returns`, file)
      : null,
    throws: (declaration.throws ?? []).map((thrown) => ({
      type: thrown.type?.text ?? 'Error',
      ...describe(thrown, `${name}() @throws`, file),
    })),
    examples: examplesOf(declaration.examples),
  };
}
