import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserTargets } from './babelTargets';

function siteWith(packageJson: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'babel-targets-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson));
  return dir;
}

describe('browserTargets', () => {
  it('gives the browsers package.json lists', () => {
    expect(browserTargets(siteWith({ browserslist: ['chrome >= 111', 'safari >= 16.4'] }))).toEqual([
      'chrome >= 111',
      'safari >= 16.4',
    ]);
    expect(browserTargets(path.resolve(__dirname, '../..'))).toContain('chrome >= 111');
  });

  it('fails naming the file and the fix when the list is missing or not a list of queries', () => {
    for (const browserslist of [undefined, [], 'chrome >= 111', ['chrome >= 111', 3]]) {
      const dir = siteWith({ name: 'site', browserslist });
      expect(() => browserTargets(dir)).toThrow(
        `${path.join(dir, 'package.json')}: "browserslist" must be a non-empty list of browser queries`,
      );
    }
  });
});
