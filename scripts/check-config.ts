/**
 * Loads site.config.ts before Gatsby does: Gatsby's compiler reports a syntax error with the file only, while
 * tsx (esbuild) names the file, line and column. `--config <file>` checks another file.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const index = process.argv.indexOf('--config');
const file = path.resolve(
  index === -1 ? path.join(__dirname, '..', 'site.config.ts') : (process.argv[index + 1] ?? ''),
);

import(pathToFileURL(file).href).then(
  (module: { default?: unknown }) => {
    if (!module.default || typeof module.default !== 'object') {
      console.error(`${file}: no default export; export the site config as default`);
      process.exit(1);
    }
  },
  (error: unknown) => {
    console.error(`${file} cannot be loaded:\n${String(error)}`);
    console.error('Fix the file at the line named above; the build did not start.');
    process.exit(1);
  },
);
