import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fontconfigFile, japaneseFont, type RunCommand } from './japanese-font';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function cacheRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'japanese-font-'));
  roots.push(root);
  return path.join(root, 'cache');
}

interface Machine {
  /** Japanese families fontconfig lists without the benchmarks' file. */
  system: string[];
  aptFails?: boolean;
}

/**
 * Stands in for fc-list, apt-get and dpkg-deb on a machine: apt-get leaves a .deb in its folder, dpkg-deb makes the
 * package's font folder, and fc-list lists Noto's families once FONTCONFIG_FILE names a file that adds that folder.
 */
function machine({ system, aptFails = false }: Machine): { run: RunCommand; calls: string[] } {
  const calls: string[] = [];
  const run: RunCommand = (command, args, options) => {
    calls.push(command);
    if (command === 'fc-list') {
      const file = options?.env?.FONTCONFIG_FILE;
      const added = file && readFileSync(file, 'utf8').includes('opentype/noto</dir>');
      const families = added
        ? ['Noto Serif CJK JP', 'Noto Sans CJK KR,Noto Sans CJK KR Regular', 'Noto Sans CJK JP']
        : system;
      return { status: 0, stdout: families.map((family) => `${family}\n`).join(''), stderr: '' };
    }
    if (command === 'apt-get') {
      if (aptFails)
        return { status: 100, stdout: '', stderr: 'E: Unable to locate package fonts-noto-cjk\n' };
      writeFileSync(path.join(options?.cwd ?? '.', 'fonts-noto-cjk_1%3a20220127+repack1-1_all.deb'), '');
      return { status: 0, stdout: '', stderr: '' };
    }
    if (command === 'dpkg-deb') {
      mkdirSync(path.join(args[2] ?? '', 'usr', 'share', 'fonts', 'opentype', 'noto'), { recursive: true });
      return { status: 0, stdout: '', stderr: '' };
    }
    throw new Error(`unexpected command ${command}`);
  };
  return { run, calls };
}

describe('japaneseFont', () => {
  it("uses the system's Japanese font where there is one, naming the Japanese sans family", () => {
    const { run, calls } = machine({
      system: ['Noto Serif CJK JP', 'Noto Sans CJK JP', 'IPAGothic,IPAゴシック'],
    });
    expect(japaneseFont([], cacheRoot(), run)).toEqual({
      env: {},
      description: 'Noto Sans CJK JP (installed)',
    });
    expect(calls).toEqual(['fc-list']);
  });

  it('unpacks Debian’s fonts-noto-cjk into the cache once and hands Chromium a fontconfig file that adds it', () => {
    const root = cacheRoot();
    const { run, calls } = machine({ system: [] });
    const font = japaneseFont([], root, run);
    const file = path.join(root, 'fonts.conf');
    expect(font.env).toEqual({ FONTCONFIG_FILE: file });
    expect(font.description).toMatch(
      /^Noto Sans CJK JP \(Debian's fonts-noto-cjk, unpacked into .*; --no-japanese-font for none\)$/,
    );
    expect(readFileSync(file, 'utf8')).toContain(
      `<dir>${path.join(root, 'package', 'usr', 'share', 'fonts', 'opentype', 'noto')}</dir>`,
    );
    // The download folder is gone; the package stays for the next run, which fetches nothing.
    expect(readdirSync(root).sort()).toEqual(['fonts.conf', 'package']);
    expect(calls).toEqual(['fc-list', 'apt-get', 'dpkg-deb', 'fc-list']);
    calls.length = 0;
    expect(japaneseFont([], root, run)).toEqual(font);
    expect(calls).toEqual(['fc-list', 'fc-list']);
  });

  it('measures the machine as it is when the package cannot be fetched, and says what that means', () => {
    const root = cacheRoot();
    const font = japaneseFont([], root, machine({ system: [], aptFails: true }).run);
    expect(font.env).toEqual({});
    expect(font.description).toBe(
      'none (apt-get download fonts-noto-cjk failed: E: Unable to locate package fonts-noto-cjk): Chromium searches ' +
        'every font for each kana and kanji, then draws boxes: Japanese figures include that search',
    );
    expect(readdirSync(root)).toEqual([]);
  });

  it('uses no font with --no-japanese-font, without looking for one', () => {
    const root = cacheRoot();
    const { run, calls } = machine({ system: ['Noto Sans CJK JP'] });
    const font = japaneseFont(['--runs', '3', '--no-japanese-font'], root, run);
    expect(font.env).toEqual({});
    expect(font.description).toMatch(/^none \(--no-japanese-font\): /);
    expect(calls).toEqual([]);
    expect(existsSync(root)).toBe(false);
  });
});

describe('fontconfigFile', () => {
  it("keeps the system's configuration, adds the folder, and caches it in its own folder first", () => {
    const lines = fontconfigFile('/cache/package/noto', '/cache/fontconfig-cache').split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('<cachedir>/cache/fontconfig-cache</cachedir>')).toBeGreaterThan(-1);
    expect(at('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>')).toBeGreaterThan(
      at('<cachedir>'),
    );
    expect(at('<dir>/cache/package/noto</dir>')).toBeGreaterThan(at('<include'));
  });
});
