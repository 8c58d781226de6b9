import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unbuiltPackageFiles } from './packagesBuilt';

const roots: string[] = [];

function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'packages-built-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const manifest = JSON.stringify({
  main: './dist/index.js',
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './styles.css': './dist/styles.css',
    './package.json': './package.json',
  },
});

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('unbuiltPackageFiles', () => {
  it('names every missing file once, with the field that names it and the command that builds it', () => {
    const root = siteWith({
      'packages/react/package.json': manifest,
      'packages/react/dist/index.d.ts': '',
    });
    expect(unbuiltPackageFiles(root)).toEqual([
      'packages/react/dist/index.js is missing (main in packages/react/package.json); build the packages with ' +
        '`npm run build:packages` (`npm run build` builds them before the site)',
      'packages/react/dist/styles.css is missing (exports["./styles.css"] in packages/react/package.json); build ' +
        'the packages with `npm run build:packages` (`npm run build` builds them before the site)',
    ]);
  });

  it('is quiet when every file a package points at is there', () => {
    const root = siteWith({
      'packages/react/package.json': manifest,
      'packages/react/dist/index.js': '',
      'packages/react/dist/index.d.ts': '',
      'packages/react/dist/styles.css': '',
      'packages/notes/README.md': 'not a package',
    });
    expect(unbuiltPackageFiles(root)).toEqual([]);
  });

  it('finds the packages of this repository built after `npm run build:packages`', () => {
    expect(unbuiltPackageFiles(path.resolve(__dirname, '..', '..'))).toEqual([]);
  });
});
