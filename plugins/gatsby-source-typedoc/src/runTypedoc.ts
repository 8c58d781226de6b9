import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LogLevel as LogLevelValue } from 'typedoc';
import type { TdReflection } from './json';

/** One package to document: its entry point and tsconfig, relative to the repository root. */
export interface TypedocInput {
  name: string;
  entryPoint: string;
  tsconfig: string;
}

export interface TypedocRun {
  projects: { name: string; project: TdReflection }[];
  /** Every error and warning TypeDoc logged, with the package it came from. */
  problems: string[];
  /** Milliseconds TypeDoc took (0 when served from the cache). */
  milliseconds: number;
  cached: boolean;
}

/**
 * Tags our comments use beyond TSDoc's standard ones; declared so that TypeDoc neither warns nor drops them. The
 * Japanese of a comment: `@ja` its summary; `@jaParam name - …` and `@jaTypeParam name - …` a parameter's text;
 * the others the block tag they are named after, paired in order (the second `@jaThrows` is the second `@throws`).
 */
export const CUSTOM_BLOCK_TAGS = [
  '@ja',
  '@jaParam',
  '@jaTypeParam',
  '@jaReturns',
  '@jaThrows',
  '@jaRemarks',
  '@jaSee',
  '@jaDeprecated',
  '@jaDefaultValue',
] as const;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(full);
      return [full];
    }),
  );
  return nested.flat();
}

/** A key that changes with any source file or tsconfig (paths, sizes, mtimes), TypeDoc's version or our options. */
async function cacheKey(root: string, inputs: readonly TypedocInput[], version: string): Promise<string> {
  const hash = createHash('sha256').update(version).update(JSON.stringify(inputs));
  const files = [path.join(root, 'tsconfig.base.json')];
  for (const input of inputs) {
    files.push(path.join(root, input.tsconfig));
    files.push(...(await filesUnder(path.join(root, path.dirname(input.entryPoint)))));
  }
  for (const file of files.sort()) {
    const info = await stat(file);
    hash.update(`${file}:${info.size}:${info.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * Runs TypeDoc's programmatic API over each package (convert only, no rendering) and returns the JSON models.
 * The result is cached in `cacheDir`, keyed by the sources' mtimes, so an unchanged library costs nothing.
 */
export async function runTypedoc(
  root: string,
  inputs: readonly TypedocInput[],
  options: { cacheDir: string; sourceLinkTemplate: string },
): Promise<TypedocRun> {
  const typedoc = await import('typedoc');
  const { Application, Logger, LogLevel } = typedoc;

  const settings = {
    disableGit: true,
    sourceLinkTemplate: options.sourceLinkTemplate,
    blockTags: [...typedoc.OptionDefaults.blockTags, ...CUSTOM_BLOCK_TAGS],
    // Type errors are `npm run typecheck`'s job (it runs before the build in CI); skipping TypeScript's full
    // check makes TypeDoc about four times faster. TypeDoc's own warnings still fail the build.
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    excludeExternals: false,
    plugin: [],
    logLevel: 'Warn' as const,
  };
  const key = await cacheKey(root, inputs, `${Application.VERSION} ${JSON.stringify(settings)}`);
  const cacheFile = path.join(options.cacheDir, 'typedoc-projects.json');
  try {
    const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as {
      key: string;
      projects: TypedocRun['projects'];
    };
    if (cached.key === key) return { projects: cached.projects, problems: [], milliseconds: 0, cached: true };
  } catch {
    // No cache yet, or an unreadable one: convert.
  }

  const started = performance.now();
  const problems: string[] = [];
  const projects: TypedocRun['projects'] = [];
  for (const input of inputs) {
    class CollectingLogger extends Logger {
      override log(message: string, level: LogLevelValue) {
        super.log(message, level);
        if (level === LogLevel.Error || level === LogLevel.Warn) {
          problems.push(
            `${input.name}: TypeDoc ${level === LogLevel.Error ? 'error' : 'warning'}: ${message}`,
          );
        }
      }
    }
    const app = await Application.bootstrapWithPlugins({
      ...settings,
      entryPoints: [path.join(root, input.entryPoint)],
      tsconfig: path.join(root, input.tsconfig),
      basePath: root,
    });
    app.logger = new CollectingLogger();
    const project = await app.convert();
    if (!project) {
      problems.push(`${input.name}: TypeDoc could not convert ${input.entryPoint}`);
      continue;
    }
    app.validate(project);
    projects.push({
      name: input.name,
      project: app.serializer.projectToObject(
        project,
        root as Parameters<typeof app.serializer.projectToObject>[1],
      ) as unknown as TdReflection,
    });
  }
  const milliseconds = Math.round(performance.now() - started);
  if (problems.length === 0) {
    await mkdir(options.cacheDir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify({ key, projects }));
  }
  return { projects, problems, milliseconds, cached: false };
}
