import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The URL folder of the assets, under the site's path prefix. */
export const ASSET_FOLDER = 'playground';

/**
 * What the live code blocks load at run time: URL file name → built library file, relative to the site's root
 * (Gatsby runs this file compiled into .cache/, so the root comes from Gatsby, not from `__dirname`).
 */
export const PLAYGROUND_ASSETS: Record<string, string> = {
  'vibrato-elements.js': 'packages/web-components/dist/vibrato-elements.js',
  'vibrato-react.css': 'packages/react/dist/styles.css',
};

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The built file served at `/playground/<name>`, or undefined for any other name. */
export function assetSource(root: string, name: string): string | undefined {
  const source = Object.hasOwn(PLAYGROUND_ASSETS, name) ? PLAYGROUND_ASSETS[name] : undefined;
  return source === undefined ? undefined : path.join(root, source);
}

/** Copies every asset into `<publicDir>/playground/`; a missing file names the package build to run. */
export async function copyAssets(root: string, publicDir = path.join(root, 'public')): Promise<string[]> {
  const target = path.join(publicDir, ASSET_FOLDER);
  await mkdir(target, { recursive: true });
  const written: string[] = [];
  for (const [name, source] of Object.entries(PLAYGROUND_ASSETS)) {
    try {
      await copyFile(path.join(root, source), path.join(target, name));
    } catch (error) {
      throw new Error(
        `gatsby-plugin-playground-assets: cannot copy ${source} (${String(error)}). ` +
          'Run `npm run build:packages` first.',
      );
    }
    written.push(path.join(target, name));
  }
  return written;
}

/** A compiled example's file name: its content hash (src/build/mdx/compileExample.ts). */
export const LIVE_EXAMPLE_NAME = /^[0-9a-f]{16}\.js$/;

/**
 * Copies the live examples the MDX build compiled (`liveDir`) into `<publicDir>/<folder>/`. None when the site
 * has no live React example.
 */
export async function copyLiveExamples(liveDir: string, publicDir: string, folder: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(liveDir)).filter((name) => LIVE_EXAMPLE_NAME.test(name));
  } catch {
    return 0;
  }
  const target = path.join(publicDir, folder);
  await mkdir(target, { recursive: true });
  await Promise.all(names.map((name) => copyFile(path.join(liveDir, name), path.join(target, name))));
  return names.length;
}
