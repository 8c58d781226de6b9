/**
 * A Japanese font for the benchmarks' Chromium. A reader of Japanese always has one (Hiragino, Yu Gothic, Meiryo,
 * Noto Sans CJK), but this machine kind has none: Chromium then searches every installed font for each kana and
 * kanji, finds nothing and draws boxes, and that search alone doubled the Japanese home's Lighthouse TBT here. So
 * the benchmarks draw Japanese in Debian's Noto Sans CJK JP, the one its Japanese desktops use: the system's
 * Japanese font where there is one, else the `fonts-noto-cjk` package unpacked into a cache folder (no root, nothing
 * installed) and handed to Chromium through a fontconfig file of its own. `--no-japanese-font` measures the
 * machine as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the benchmarks' Chromium draws Japanese in: `env` goes to its launch, `description` to the printout. */
export interface JapaneseFont {
  env: Record<string, string>;
  description: string;
}

/** Runs a command; the benchmarks pass spawnSync, the tests a stand-in. */
export type RunCommand = (
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string> },
) => { status: number | null; stdout: string; stderr: string };

const DEBIAN_PACKAGE = 'fonts-noto-cjk';
/** Where the package's fonts are, inside it. */
const FONT_DIR = path.join('usr', 'share', 'fonts', 'opentype', 'noto');
const NO_JAPANESE_FONT_FLAG = '--no-japanese-font';

const WITHOUT_ONE =
  'Chromium searches every font for each kana and kanji, then draws boxes: Japanese figures include that search';

/** A fontconfig file: the system's configuration, plus `fontDir`, with its cache in `cacheDir`. */
export function fontconfigFile(fontDir: string, cacheDir: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    // First, so that fontconfig writes its cache of the added fonts here rather than scanning them at every start.
    `  <cachedir>${cacheDir}</cachedir>`,
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${fontDir}</dir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/** The families fontconfig has for Japanese (`fc-list :lang=ja`), with `env` given to it. */
function japaneseFamilies(run: RunCommand, env: Record<string, string> = {}): string[] {
  const listed = run('fc-list', [':lang=ja', 'family'], { env });
  if (listed.status !== 0) return [];
  return listed.stdout
    .split('\n')
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

/** The first family named like `preferred`, else the first: fc-list prints them in no useful order. */
function shownFamily(families: string[], preferred = 'Sans CJK JP'): string {
  return families.find((family) => family.includes(preferred)) ?? families[0] ?? '';
}

/**
 * Unpacks Debian's `fonts-noto-cjk` into `cacheRoot` (once: later runs find it there) and writes the fontconfig
 * file that adds it; returns that file, or a reason why it could not be made.
 */
function unpackedFont(run: RunCommand, cacheRoot: string): { file: string } | { failed: string } {
  const file = path.join(cacheRoot, 'fonts.conf');
  const fontDir = path.join(cacheRoot, 'package', FONT_DIR);
  if (existsSync(file) && existsSync(fontDir)) return { file };
  mkdirSync(cacheRoot, { recursive: true });
  const downloads = mkdtempSync(path.join(cacheRoot, 'download-'));
  try {
    const fetched = run('apt-get', ['download', DEBIAN_PACKAGE], { cwd: downloads });
    const deb = readdirSync(downloads).find((name) => name.endsWith('.deb'));
    if (fetched.status !== 0 || !deb) {
      return {
        failed: `apt-get download ${DEBIAN_PACKAGE} failed: ${fetched.stderr.trim().split('\n').pop() ?? ''}`,
      };
    }
    const unpacked = run('dpkg-deb', ['-x', path.join(downloads, deb), path.join(cacheRoot, 'package')]);
    if (unpacked.status !== 0 || !existsSync(fontDir)) {
      return { failed: `dpkg-deb -x ${deb} failed: ${unpacked.stderr.trim()}` };
    }
    writeFileSync(file, fontconfigFile(fontDir, path.join(cacheRoot, 'fontconfig-cache')));
    return { file };
  } finally {
    rmSync(downloads, { recursive: true, force: true });
  }
}

/**
 * The Japanese font the benchmarks' Chromium uses (see the top of this file). Never throws: without a font, the
 * description says so and what it means for the figures.
 */
export function japaneseFont(
  argv: string[],
  cacheRoot: string,
  run: RunCommand = (command, args, options) => {
    const result = spawnSync(command, args, {
      cwd: options?.cwd,
      env: { ...process.env, ...options?.env },
      encoding: 'utf8',
    });
    return {
      status: result.status,
      stdout: result.stdout ?? '',
      stderr: result.stderr ?? String(result.error ?? ''),
    };
  },
): JapaneseFont {
  if (argv.includes(NO_JAPANESE_FONT_FLAG)) {
    return { env: {}, description: `none (${NO_JAPANESE_FONT_FLAG}): ${WITHOUT_ONE}` };
  }
  const installed = japaneseFamilies(run);
  if (installed.length) return { env: {}, description: `${shownFamily(installed)} (installed)` };
  const unpacked = unpackedFont(run, cacheRoot);
  if ('failed' in unpacked) return { env: {}, description: `none (${unpacked.failed}): ${WITHOUT_ONE}` };
  const env = { FONTCONFIG_FILE: unpacked.file };
  const added = japaneseFamilies(run, env);
  if (!added.length) {
    return {
      env: {},
      description: `none (fontconfig lists no Japanese font in ${unpacked.file}): ${WITHOUT_ONE}`,
    };
  }
  return {
    env,
    description: `${shownFamily(added)} (Debian's ${DEBIAN_PACKAGE}, unpacked into ${path.relative(process.cwd(), cacheRoot) || cacheRoot}; ${NO_JAPANESE_FONT_FLAG} for none)`,
  };
}

/** The cache folder the benchmarks unpack the font into. */
export const JAPANESE_FONT_CACHE = path.resolve(
  __dirname,
  '..',
  'node_modules',
  '.cache',
  'bench-japanese-font',
);
