/**
 * `npm run typecheck` step: type-checks the TypeScript examples of every doc (both locales) and the `@example`
 * snippets of the library's comments (the API reference's) against the library (src/build/examples.ts says how);
 * prints each error at its file's line and exits 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blankFrontmatter,
  checkExamples,
  commentExampleFiles,
  exampleBlocks,
  exampleFiles,
  formatExampleProblems,
  type LiveScope,
} from '../src/build/examples';
import { parseMdx } from '../src/build/mdxSyntax';
import { createScope, LIVE_MODULES } from '../src/theme/Playground/scope';
import { filesUnder } from './list-files';

const root = path.join(__dirname, '..');

/** Each name of the live scope with the module it comes from (the library's before React's). */
function liveScope(): LiveScope {
  // Only the names matter here, not how the scope's errors are worded.
  const scope = createScope((key) => key);
  const order = ['@vibrato-ui/react', '@vibrato-ui/functions', 'react'];
  const modules: Record<string, string[]> = Object.fromEntries(order.map((module) => [module, []]));
  // The scope's own plumbing (`require`, `exports`, `__live…`) comes from no live module and is left out.
  for (const name of Object.keys(scope).filter((key) => /^[A-Za-z]\w*$/.test(key))) {
    const from = order.find(
      (module) => (LIVE_MODULES[module] as Record<string, unknown>)[name] === scope[name],
    );
    if (from) modules[from]?.push(name);
  }
  return { modules };
}

async function main(): Promise<void> {
  const started = performance.now();
  const mdxFiles = filesUnder(path.join(root, 'content', 'docs'), (name) => name.endsWith('.mdx')).sort();
  const files = [];
  for (const file of mdxFiles) {
    const relative = path.relative(root, file);
    const tree = await parseMdx(blankFrontmatter(readFileSync(file, 'utf8')));
    const folder = path.join(root, '.examples', relative.replace(/\.mdx$/, ''));
    files.push(...exampleFiles(relative, folder, exampleBlocks(tree)));
  }
  const docExamples = files.length;
  const sources = ['functions', 'react', 'web-components'].flatMap((pkg) =>
    filesUnder(
      path.join(root, 'packages', pkg, 'src'),
      (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name),
    ),
  );
  for (const file of sources.sort()) {
    const relative = path.relative(root, file);
    files.push(
      ...commentExampleFiles(relative, readFileSync(file, 'utf8'), path.join(root, '.examples', relative)),
    );
  }
  const problems = checkExamples({
    root,
    files,
    scope: liveScope(),
    fallbackFolder: path.join(root, 'src', 'templates-gallery'),
    extraRoots: [path.join(root, 'packages', 'web-components', 'src', 'index.ts')],
  });
  if (problems.length > 0) {
    console.error(formatExampleProblems(problems));
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `${docExamples} TypeScript examples of ${mdxFiles.length} docs and ${files.length - docExamples} of the library's comments compile (${seconds} s).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
