import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addApiSymbols,
  addCustomElementsManifest,
  addLibrarySource,
  checkApiNames,
  emptyKnownApi,
  type ApiNameProblem,
  type ApiSymbolNames,
  type KnownApi,
} from './apiNames';
import { API_NAME_ALLOW_LIST } from './apiNamesAllowList';

export const ALLOW_LIST_FILE = 'src/build/apiNamesAllowList.ts';
const MANIFEST = 'packages/web-components/custom-elements.json';
/** Library sources whose CSS custom properties and class names the docs may name. */
const LIBRARY_SOURCES = ['packages/react/src', 'packages/web-components/src'];

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.(css|ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What the library has: TypeDoc's symbols (the ApiSymbol nodes' data), the elements manifest, the stylesheets. */
export async function loadKnownApi(root: string, symbols: readonly ApiSymbolNames[]): Promise<KnownApi> {
  const known = emptyKnownApi();
  addApiSymbols(known, symbols);
  addCustomElementsManifest(
    known,
    JSON.parse(await readFile(path.join(root, MANIFEST), 'utf8')) as Parameters<
      typeof addCustomElementsManifest
    >[1],
  );
  for (const directory of LIBRARY_SOURCES) {
    for (const file of await sourceFiles(path.join(root, directory))) {
      addLibrarySource(known, await readFile(file, 'utf8'));
    }
  }
  return known;
}

/** Checks the inline code of every doc (absolute MDX paths) against the library; paths in problems are relative. */
export async function checkDocsApiNames(
  root: string,
  mdxFiles: readonly string[],
  symbols: readonly ApiSymbolNames[],
): Promise<{ problems: ApiNameProblem[]; checked: number }> {
  const known = await loadKnownApi(root, symbols);
  const problems: ApiNameProblem[] = [];
  let checked = 0;
  for (const file of [...new Set(mdxFiles)].sort()) {
    const result = checkApiNames(
      path.relative(root, file),
      await readFile(file, 'utf8'),
      known,
      API_NAME_ALLOW_LIST,
    );
    problems.push(...result.problems);
    checked += result.checked;
  }
  return { problems, checked };
}
