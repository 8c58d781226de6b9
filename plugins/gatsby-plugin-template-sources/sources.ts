import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { toHtml } from '../../src/build/mdx/hast';
import { highlightToLines } from '../../src/build/mdx/highlight';

/** One file a template is made of, highlighted for the templates page. */
export interface TemplateSourceFile {
  /** The template: its folder under the gallery (`synth-panel`). */
  name: string;
  /** The file's path from the gallery folder (`synth-panel/SynthPanel.tsx`, `audio-context.ts`). */
  file: string;
  /** Its place in the template's listing: the component first, then the files it imports. */
  order: number;
  code: string;
  /** The code highlighted into `span.code-line` lines of Prism token spans. */
  html: string;
}

/** `synth-panel` → `SynthPanel.tsx`: the component file a template folder must have. */
export function entryFileName(template: string): string {
  return `${template.replace(/(^|-)([a-z])/g, (_whole, _dash, letter: string) => letter.toUpperCase())}.tsx`;
}

/** The relative module specifiers a source file imports (`'./synth'`, `'../audio-context'`). */
export function relativeImports(code: string): string[] {
  return [...code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Resolves an import to a file of the gallery, as the bundler would (`.ts`, `.tsx`). */
async function resolveImport(galleryDir: string, importer: string, specifier: string): Promise<string> {
  const base = path.resolve(path.dirname(importer), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (path.extname(candidate) && (await exists(candidate))) {
      if (path.relative(galleryDir, candidate).startsWith('..')) break;
      return candidate;
    }
  }
  throw new Error(
    `${path.relative(process.cwd(), importer)} imports '${specifier}', which is not a .ts or .tsx file inside ` +
      `${path.relative(process.cwd(), galleryDir)}/: a template may import only the library, React and its own gallery files`,
  );
}

/** A template's files: its component, then every gallery file it imports, directly or not. */
export async function templateFiles(
  galleryDir: string,
  name: string,
): Promise<{ file: string; code: string }[]> {
  const entry = path.join(galleryDir, name, entryFileName(name));
  if (!(await exists(entry))) {
    throw new Error(
      `template '${name}' needs its component in ${path.relative(process.cwd(), entry)} (named after the folder)`,
    );
  }
  const files: { file: string; code: string }[] = [];
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const code = await readFile(current, 'utf8');
    files.push({ file: path.relative(galleryDir, current).split(path.sep).join('/'), code });
    for (const specifier of relativeImports(code))
      queue.push(await resolveImport(galleryDir, current, specifier));
  }
  return files;
}

/** Reads and highlights every template of the gallery: one entry per file of each template, in order. */
export async function readTemplateSources(galleryDir: string): Promise<TemplateSourceFile[]> {
  const folders = (await readdir(galleryDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const sources: TemplateSourceFile[] = [];
  for (const name of folders) {
    const files = await templateFiles(galleryDir, name);
    files.forEach(({ file, code }, order) => {
      const source = code.replace(/\n$/, '');
      const language = file.endsWith('.tsx') ? 'tsx' : 'typescript';
      sources.push({
        name,
        file,
        order,
        code: source,
        html: toHtml(highlightToLines(source, language, new Set())),
      });
    });
  }
  return sources;
}
