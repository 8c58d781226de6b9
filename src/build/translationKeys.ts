import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A translation key with the namespace (locale file) it lives in: `common:navbar.docs`. */
export interface KeyUse {
  key: string;
  file: string;
  /** For template keys: the keys it can produce. At least one must exist in every locale. */
  pattern?: RegExp;
}

/**
 * Finds `t('ns:key')` calls in source text (comments ignored). Keys must name their namespace, so each can be
 * checked. A template key such as `home:features.${name}.title` becomes a pattern that must match a real key.
 */
export function findKeysInSource(source: string, file: string): { uses: KeyUse[]; problems: string[] } {
  const uses: KeyUse[] = [];
  const problems: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  for (const match of code.matchAll(/\bt\(\s*(['"`])([^'"`]+)\1/g)) {
    const key = match[2] ?? '';
    const isTemplate = match[1] === '`' && key.includes('${');
    const staticKey = isTemplate ? key.replace(/\$\{[^}]*\}/g, 'x') : key;
    if (!/^[a-zA-Z][a-zA-Z0-9-]*:[\w.-]+$/.test(staticKey)) {
      problems.push(
        `${file}: translation key '${key}' must be written as 'namespace:key', e.g. 'common:navbar.docs'`,
      );
      continue;
    }
    if (isTemplate && /^[^:]+:\$\{[^}]*\}$/.test(key)) continue; // fully dynamic: checked where the keys come from
    uses.push(isTemplate ? { key, file, pattern: templatePattern(key) } : { key, file });
  }
  return { uses, problems };
}

/** `ns:a.${x}.b` → /^ns:a\.[^.]+\.b$/ */
function templatePattern(key: string): RegExp {
  const parts = key.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^.]+')}$`);
}

/** Flattens a nested locale file to dotted keys: `{navbar: {docs: 'Docs'}}` → `navbar.docs`. */
export function flattenMessages(messages: unknown, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  if (typeof messages !== 'object' || messages === null) return flat;
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat.set(key, value);
    else for (const [nestedKey, nested] of flattenMessages(value, key)) flat.set(nestedKey, nested);
  }
  return flat;
}

/** Every `ns:key` of every locale: `catalogs[locale]` maps `ns:key` to its message. */
export type Catalogs = Record<string, Map<string, string>>;

/**
 * The problems that must stop the build: a key used in code (or named by `site.config.ts`) that a locale lacks,
 * and a key one locale has that another lacks (a missing translation).
 */
export function missingTranslations(uses: KeyUse[], catalogs: Catalogs, localesDir = 'locales'): string[] {
  const problems: string[] = [];
  const locales = Object.keys(catalogs);
  const fileOf = (locale: string, key: string) => `${localesDir}/${locale}/${key.split(':')[0]}.json`;
  const seen = new Set<string>();
  for (const { key, file, pattern } of uses) {
    for (const locale of locales) {
      const id = `${locale}|${key}`;
      const catalog = catalogs[locale];
      const found = pattern
        ? [...(catalog?.keys() ?? [])].some((candidate) => pattern.test(candidate))
        : catalog?.has(key);
      if (found || seen.has(id)) continue;
      seen.add(id);
      problems.push(
        `${file} uses translation key '${key}', missing from ${fileOf(locale, key)}; add it there`,
      );
    }
  }
  for (const locale of locales) {
    for (const key of catalogs[locale]?.keys() ?? []) {
      for (const other of locales) {
        if (other === locale || catalogs[other]?.has(key) || seen.has(`${other}|${key}`)) continue;
        seen.add(`${other}|${key}`);
        problems.push(
          `translation key '${key}' exists in ${fileOf(locale, key)} but not in ${fileOf(other, key)}; translate it`,
        );
      }
    }
  }
  return problems;
}

async function filesUnder(directory: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Loads `locales/<locale>/<ns>.json` for every locale into catalogs. */
export async function loadCatalogs(localesDir: string): Promise<Catalogs> {
  const catalogs: Catalogs = {};
  for (const locale of await readdir(localesDir)) {
    const catalog = new Map<string, string>();
    for (const file of await filesUnder(path.join(localesDir, locale), /\.json$/)) {
      const ns = path.basename(file, '.json');
      let messages: unknown;
      try {
        messages = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
      }
      for (const [key, value] of flattenMessages(messages)) catalog.set(`${ns}:${key}`, value);
    }
    catalogs[locale] = catalog;
  }
  return catalogs;
}

/** Scans the site's source for translation keys and checks them against every locale; returns the problems. */
export async function checkTranslations(rootDir: string, configKeys: string[]): Promise<string[]> {
  const problems: string[] = [];
  const uses: KeyUse[] = configKeys.map((key) => ({ key, file: 'site.config.ts' }));
  for (const file of await filesUnder(path.join(rootDir, 'src'), /\.tsx?$/)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const found = findKeysInSource(await readFile(file, 'utf8'), path.relative(rootDir, file));
    uses.push(...found.uses);
    problems.push(...found.problems);
  }
  return [...problems, ...missingTranslations(uses, await loadCatalogs(path.join(rootDir, 'locales')))];
}
