import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCompiledExample } from '../../src/build/mdx/compileExample';
import { assetSource, copyAssets, copyLiveExamples, PLAYGROUND_ASSETS } from './assets';

async function siteWithPackages(withFiles: boolean): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'playground-assets-'));
  if (withFiles) {
    for (const source of Object.values(PLAYGROUND_ASSETS)) {
      await mkdir(path.dirname(path.join(root, source)), { recursive: true });
      await writeFile(path.join(root, source), `/* ${source} */`);
    }
  }
  return root;
}

describe('playground assets', () => {
  it('copies the elements bundle and the React stylesheet to public/playground/', async () => {
    const root = await siteWithPackages(true);
    const written = await copyAssets(root);
    expect(written.map((file) => path.relative(root, file)).sort()).toEqual([
      'public/playground/vibrato-elements.js',
      'public/playground/vibrato-react.css',
    ]);
    expect(await readFile(path.join(root, 'public/playground/vibrato-elements.js'), 'utf8')).toBe(
      '/* packages/web-components/dist/vibrato-elements.js */',
    );
  });

  it('names the package build when a file is missing', async () => {
    await expect(copyAssets(await siteWithPackages(false))).rejects.toThrow(/npm run build:packages/);
  });

  it('serves only its own files', () => {
    expect(assetSource('/site', 'vibrato-react.css')).toBe('/site/packages/react/dist/styles.css');
    expect(assetSource('/site', '../../etc/passwd')).toBeUndefined();
    expect(assetSource('/site', 'toString')).toBeUndefined();
  });

  it('copies the compiled live examples to public/live/, and nothing else from their folder', async () => {
    const root = await siteWithPackages(false);
    const liveDir = path.join(root, '.cache', 'live-examples');
    const url = writeCompiledExample('"use strict";render(React.createElement("p"));', liveDir);
    expect(url).toMatch(/^\/live\/[0-9a-f]{16}\.js$/);
    // The same code gets the same name: a rebuild rewrites the file, it does not add one.
    expect(writeCompiledExample('"use strict";render(React.createElement("p"));', liveDir)).toBe(url);
    await writeFile(path.join(liveDir, 'notes.txt'), 'not an example');
    const publicDir = path.join(root, 'public');
    expect(await copyLiveExamples(liveDir, publicDir, 'live')).toBe(1);
    expect(await readFile(path.join(publicDir, url), 'utf8')).toBe(
      '"use strict";render(React.createElement("p"));',
    );
    expect(await copyLiveExamples(path.join(root, 'missing'), publicDir, 'live')).toBe(0);
  });
});
