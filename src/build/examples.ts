/**
 * Type-checks the TypeScript examples of the docs (```ts and ```tsx fences, live or not) against the library's
 * own types, as a reader's project would compile them after copying: with `strict`, `verbatimModuleSyntax` and
 * no unused names. The examples are what readers copy, so a prop that does not exist, a value of the wrong type
 * or an import of a name the library does not export is an error of the docs (`npm run typecheck` runs this over
 * content/docs and the library's comments; scripts/check-examples.ts).
 *
 * Each example becomes a file of its own, named by its fence's title (else `example-N.ts(x)`) in a folder per
 * page, so that examples of one page can import each other (`./useToneGenerator`). Relative imports no example
 * of the page answers resolve against the templates' sources, where the templates tutorial has the reader copy
 * them (`./synth-panel/SynthPanel`). A live example that is a bare JSX expression or calls `render()` uses the
 * playground's scope without imports; the scope's names are declared for those (see `scopeDeclarations`).
 * The `@example` snippets of the library's comments are checked as snippets (see `commentExampleFiles`).
 */
import path from 'node:path';
import ts from 'typescript';
import { parseCodeMeta } from './mdx/highlight';

/** A TypeScript fence of a doc: where it starts in the MDX file and what it holds. */
export interface ExampleBlock {
  language: 'ts' | 'tsx';
  meta: string | null;
  code: string;
  /** The MDX file's line of the example's first line of code (1-based). */
  line: number;
}

interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdastNode[];
}

/** Blanks the frontmatter of an MDX file, keeping its lines, so that positions in the body are the file's. */
export function blankFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source);
  return match ? source.replace(match[0], match[0].replace(/[^\n]/g, '')) : source;
}

/** The ts/tsx fences of an MDX syntax tree (parseMdx of the whole file, frontmatter blanked), in order. */
export function exampleBlocks(tree: unknown): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  const visit = (node: MdastNode) => {
    if (node.type === 'code' && (node.lang === 'ts' || node.lang === 'tsx') && node.position) {
      blocks.push({
        language: node.lang,
        meta: node.meta ?? null,
        code: node.value ?? '',
        line: node.position.start.line + 1,
      });
    }
    node.children?.forEach(visit);
  };
  visit(tree as MdastNode);
  return blocks;
}

/** One example as a file of the check's program. */
export interface ExampleFile {
  /** Absolute path of the made-up file (under the check's folder for the page). */
  fileName: string;
  text: string;
  /** The file it comes from (as given) and that file's line of its first line of code. */
  source: string;
  line: number;
  /** How many characters of each line in that file come before the code (a comment's ` * `); 0 by default. */
  indent?: number;
  title: string;
  /**
   * A snippet of an API comment (`@example`): it may use names of the page it is on (`ref`, `props`), leave
   * parameters untyped and show sibling elements, so only what it says of the library is checked.
   */
  snippet?: boolean;
}

/**
 * The ts/tsx fences of the doc comments of a library source file (the API reference's `@example`s), each as a
 * snippet file in `folder` named `example-N` by its place in the file.
 */
export function commentExampleFiles(source: string, text: string, folder: string): ExampleFile[] {
  const lines = text.split('\n');
  const files: ExampleFile[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const open = /^\s*\*\s?```(tsx?)\b/.exec(lines[at] ?? '');
    if (!open) continue;
    const end = lines.findIndex((line, index) => index > at && /^\s*\*\s?```\s*$/.test(line));
    if (end === -1) break;
    const language = open[1] as 'ts' | 'tsx';
    const code = lines
      .slice(at + 1, end)
      .map((line) => line.replace(/^\s*\*\s?/, ''))
      .join('\n');
    const title = `example-${files.length + 1}.${language}`;
    const indent = /^\s*\*\s?/.exec(lines[at] ?? '')?.[0].length ?? 0;
    files.push({
      indent,
      fileName: path.join(folder, title),
      text: code,
      source,
      line: at + 2,
      title,
      snippet: true,
    });
    at = end;
  }
  return files;
}

/**
 * The files for one page's examples, in `folder`: each named by its title, else `example-N.ts(x)` with N its
 * place among the page's TypeScript fences.
 */
export function exampleFiles(source: string, folder: string, blocks: readonly ExampleBlock[]): ExampleFile[] {
  const taken = new Set<string>();
  return blocks.map((block, index) => {
    // A reader saves the example under its title, so a .ts title with JSX in it is an error, as it would be there.
    const title = parseCodeMeta(block.meta).title ?? `example-${index + 1}.${block.language}`;
    const name = taken.has(title) ? `${index + 1}-${title}` : title;
    taken.add(name);
    return { fileName: path.join(folder, name), text: block.code, source, line: block.line, title };
  });
}

/** The scope of the live examples, by where each name comes from. */
export interface LiveScope {
  /** Module specifier → the names the scope takes from it. */
  modules: Record<string, readonly string[]>;
}

/**
 * Declarations of the live scope's names as globals, for examples that use them without importing (a bare
 * `<Knob />`, or code that calls `render()`), and of `render` itself.
 */
export function scopeDeclarations(scope: LiveScope): string {
  const lines = ['export {};', 'declare global {'];
  lines.push("  function render(element: import('react').ReactNode): void;");
  for (const [module, names] of Object.entries(scope.modules)) {
    for (const name of names) lines.push(`  const ${name}: typeof import('${module}').${name};`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** The compiler options a reader's project would use (Vite's React template's checks), plus our module paths. */
export function exampleCompilerOptions(root: string): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noFallthroughCasesInSwitch: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    baseUrl: root,
    paths: {
      '@vibrato-ui/functions': ['packages/functions/src/index.ts'],
      '@vibrato-ui/react': ['packages/react/src/index.ts'],
      '@vibrato-ui/web-components': ['packages/web-components/src/index.ts'],
      '@vibrato-ui/web-components/define': ['packages/web-components/src/define.ts'],
    },
  };
}

/** Diagnostics of unused names, which an example that only shows the imports of a page is made of. */
const UNUSED = new Set([6133, 6192, 6196, 6198]);
/**
 * What a snippet may do that a file may not: use a name of its page that it does not declare (2304; a misspelt
 * library name, 2552, is still reported), leave a parameter's type to the page (7006, 7031), show elements side
 * by side (2657), and leave names unused.
 */
const SNIPPET = new Set([...UNUSED, 2304, 7006, 7031, 2657]);

function importsOnly(file: ts.SourceFile): boolean {
  return (
    file.statements.length > 0 && file.statements.every((statement) => ts.isImportDeclaration(statement))
  );
}

/** A type error of an example, placed in the file it comes from. */
export interface ExampleProblem {
  source: string;
  line: number;
  column: number;
  title: string;
  code: number;
  message: string;
}

export interface CheckExamplesOptions {
  /** The repository's root (for the module paths and node_modules). */
  root: string;
  files: readonly ExampleFile[];
  scope: LiveScope;
  /** Where relative imports no example answers are looked up (the templates' sources). */
  fallbackFolder: string;
  /** Real files to add to the program (the web components' global element types). */
  extraRoots?: readonly string[];
}

/** Compiles every example in one program and gives the type errors, each at its own file's line and column. */
export function checkExamples(options: CheckExamplesOptions): ExampleProblem[] {
  const { root, files, scope, fallbackFolder } = options;
  const compilerOptions = exampleCompilerOptions(root);
  const virtual = new Map(files.map((file) => [path.resolve(file.fileName), file]));
  const scopeFile = path.join(root, '.examples-scope.d.ts');
  const virtualText = new Map<string, string>([
    [scopeFile, scopeDeclarations(scope)],
    // CSS modules, as the bundlers the tutorials use type them.
    [
      path.join(root, '.examples-css.d.ts'),
      "declare module '*.module.css' {\n  const classes: Readonly<Record<string, string>>;\n  export default classes;\n}\n",
    ],
    ...[...virtual].map(([name, file]) => [name, file.text] as [string, string]),
  ]);

  const host = ts.createCompilerHost(compilerOptions, true);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const folders = new Set([...virtualText.keys()].map((name) => path.dirname(name)));
  host.directoryExists = (name) =>
    [...folders].some((folder) => (folder + path.sep).startsWith(path.resolve(name) + path.sep)) ||
    (directoryExists?.(name) ?? true);
  host.fileExists = (name) => virtualText.has(path.resolve(name)) || fileExists(name);
  host.readFile = (name) => virtualText.get(path.resolve(name)) ?? readFile(name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const text = virtualText.get(path.resolve(name));
    return text === undefined
      ? getSourceFile(name, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(name, text, languageVersion, true);
  };
  host.resolveModuleNameLiterals = (literals, containingFile, _redirect, resolutionOptions) =>
    literals.map((literal) => {
      const resolved = ts.resolveModuleName(literal.text, containingFile, resolutionOptions, host);
      if (
        resolved.resolvedModule ||
        !literal.text.startsWith('.') ||
        !virtual.has(path.resolve(containingFile))
      ) {
        return resolved;
      }
      return ts.resolveModuleName(
        literal.text,
        path.join(fallbackFolder, 'example.ts'),
        resolutionOptions,
        host,
      );
    });

  const program = ts.createProgram({
    rootNames: [...virtualText.keys(), ...(options.extraRoots ?? [])],
    options: compilerOptions,
    host,
  });
  const problems: ExampleProblem[] = [];
  const global = program.getGlobalDiagnostics().concat(program.getOptionsDiagnostics());
  for (const diagnostic of global) {
    problems.push({
      source: '(compiler options)',
      line: 0,
      column: 0,
      title: '',
      code: diagnostic.code,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    });
  }
  for (const [name, file] of virtual) {
    const sourceFile = program.getSourceFile(name);
    if (!sourceFile) continue;
    const onlyImports = importsOnly(sourceFile);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ].filter(
      (diagnostic) =>
        !(onlyImports && UNUSED.has(diagnostic.code)) && !(file.snippet && SNIPPET.has(diagnostic.code)),
    );
    for (const diagnostic of diagnostics) {
      const at = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      problems.push({
        source: file.source,
        line: file.line + at.line,
        column: at.character + 1 + (file.indent ?? 0),
        title: file.title,
        code: diagnostic.code,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      });
    }
  }
  return problems;
}

/** The problems as the check prints them, with what to do. */
export function formatExampleProblems(problems: readonly ExampleProblem[]): string {
  const lines = problems.map(
    (problem) =>
      `${problem.source}:${problem.line}:${problem.column} (${problem.title}): error TS${problem.code}: ${problem.message}`,
  );
  return [
    `${problems.length} type error${problems.length === 1 ? '' : 's'} in the docs' TypeScript examples:`,
    ...lines,
    'Readers copy these examples into their projects: fix each one at the line named so that it compiles against the library (packages/*/src).',
  ].join('\n');
}
