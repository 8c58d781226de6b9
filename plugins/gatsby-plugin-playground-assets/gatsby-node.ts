import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, NodePluginArgs } from 'gatsby';
import { LIVE_EXAMPLES_DIR, LIVE_EXAMPLES_FOLDER } from '../../src/build/mdx/compileExample';
import {
  ASSET_FOLDER,
  CONTENT_TYPES,
  LIVE_EXAMPLE_NAME,
  assetSource,
  copyAssets,
  copyLiveExamples,
} from './assets';

/** The site's folder (this file runs compiled from .cache/). */
function siteRoot(store: NodePluginArgs['store']): string {
  const state = (store.getState as () => { program?: { directory?: string } })();
  return state.program?.directory ?? process.cwd();
}

/**
 * `gatsby build`: the live code blocks' assets go to public/playground/, the live examples compiled while the MDX
 * was built to public/live/.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  const root = siteRoot(store);
  const written = await copyAssets(root);
  const examples = await copyLiveExamples(LIVE_EXAMPLES_DIR, path.join(root, 'public'), LIVE_EXAMPLES_FOLDER);
  reporter.info(
    `playground assets: copied ${written.length} files to public/${ASSET_FOLDER}/ and ${examples} compiled ` +
      `examples to public/${LIVE_EXAMPLES_FOLDER}/`,
  );
};

/** The little of Express's request and response the dev server route uses. */
interface DevRequest {
  params: Record<string, string | undefined>;
}
interface DevResponse extends NodeJS.WritableStream {
  status(code: number): DevResponse;
  type(type: string): DevResponse;
  send(body: string): DevResponse;
  setHeader(name: string, value: string): void;
}

/** `gatsby develop`: serves the same files straight from the packages' dist folders. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, store }) => {
  const root = siteRoot(store);
  app.get(`/${ASSET_FOLDER}/:name`, async (request: DevRequest, response: DevResponse, next: () => void) => {
    const source = assetSource(root, request.params.name ?? '');
    if (!source) return next();
    try {
      await access(source);
    } catch {
      response
        .status(404)
        .type('text/plain')
        .send('Run `npm run build:packages` to build the playground assets.');
      return;
    }
    response.setHeader('Content-Type', CONTENT_TYPES[path.extname(source)] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', 'no-cache');
    createReadStream(source).pipe(response);
  });
  app.get(
    `/${LIVE_EXAMPLES_FOLDER}/:name`,
    async (request: DevRequest, response: DevResponse, next: () => void) => {
      const name = request.params.name ?? '';
      if (!LIVE_EXAMPLE_NAME.test(name)) return next();
      const source = path.join(LIVE_EXAMPLES_DIR, name);
      try {
        await access(source);
      } catch {
        return next();
      }
      response.setHeader('Content-Type', CONTENT_TYPES['.js'] ?? 'text/javascript');
      createReadStream(source).pipe(response);
    },
  );
};
