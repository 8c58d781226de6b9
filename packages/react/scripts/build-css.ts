/**
 * Concatenates `src/styles/*.css` into `dist/styles.css`, design tokens first, so that users can
 * `import '@vibrato-ui/react/styles.css'` once.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const stylesDir = fileURLToPath(new URL('../src/styles/', import.meta.url));
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const tokensFile = 'tokens.css';

const files = (await readdir(stylesDir)).filter((name) => name.endsWith('.css')).sort();
if (!files.includes(tokensFile)) {
  throw new Error(
    `scripts/build-css.ts: ${stylesDir}${tokensFile} is missing; it defines the --vibrato-* tokens.`,
  );
}
const ordered = [tokensFile, ...files.filter((name) => name !== tokensFile)];
const parts = await Promise.all(
  ordered.map(async (name) => `/* ${name} */\n${(await readFile(stylesDir + name, 'utf8')).trim()}\n`),
);
await mkdir(distDir, { recursive: true });
await writeFile(distDir + 'styles.css', parts.join('\n'));
console.info(
  `scripts/build-css.ts: wrote dist/styles.css from ${ordered.length} files (${ordered.join(', ')})`,
);
