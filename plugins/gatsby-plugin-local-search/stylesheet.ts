import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Site path of the modal's stylesheet, fetched with the modal so no page carries it before search is wanted. */
export const MODAL_STYLESHEET = 'search/modal.css';

/** DocSearch's variables and modal styles, then ours (tokens, the local-mode footer, the error screen). */
export async function modalStylesheet(root = process.cwd()): Promise<string> {
  const files = [
    // A path, not require.resolve: Gatsby bundles this file with Parcel, which leaves require.resolve undefined.
    path.join(root, 'node_modules', '@docsearch', 'css', 'dist', '_variables.css'),
    path.join(root, 'node_modules', '@docsearch', 'css', 'dist', 'modal.css'),
    path.join(root, 'src', 'theme', 'SearchBar', 'modal.css'),
  ];
  const parts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return parts.join('\n');
}
