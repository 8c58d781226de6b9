import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MODAL_CONTAINER_CLASS } from '../../src/theme/SearchBar/modalContainer';

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
  const parts = await Promise.all(
    files.map(async (file, index) => {
      const css = await readFile(file, 'utf8');
      // Ours (the last) declares its variables on the container already.
      return index < files.length - 1 ? scopeVariables(css, file) : css;
    }),
  );
  return parts.join('\n');
}

/** Root selectors DocSearch declares its variables on, and where they go instead. */
const ROOT_SELECTORS: Record<string, string> = {
  ':root': `.${MODAL_CONTAINER_CLASS}`,
  'html[data-theme=dark]': `html[data-theme=dark] .${MODAL_CONTAINER_CLASS}`,
};

/**
 * Moves DocSearch's variables from the root element to the modal's container, where all its elements are. Declared
 * on the root, they change what every element of the page inherits the moment the stylesheet arrives, and the
 * browser restyles the whole page on the way to the modal (about 6 ms on the longest guide, 1.3 ms once scoped,
 * measured in Chromium here). A rule of variables on another selector is a DocSearch change this does not know:
 * the build fails, naming the file and the selector.
 */
export function scopeVariables(css: string, file: string): string {
  return css.replace(
    /(@media[^{]*\{\s*)?([^{}/;]+)\{(--docsearch-[^}]*)\}/g,
    (_rule: string, media: string | undefined, selector: string, body: string) => {
      const own = selector.trim();
      const scoped = ROOT_SELECTORS[own];
      if (!scoped) {
        throw new Error(
          `${file}: DocSearch declares its variables on "${own}", which the modal's stylesheet does not know how ` +
            `to scope; add it to ROOT_SELECTORS in plugins/gatsby-plugin-local-search/stylesheet.ts`,
        );
      }
      const lead = selector.slice(0, selector.length - selector.trimStart().length);
      return `${media ?? ''}${lead}${scoped}{${body}}`;
    },
  );
}
