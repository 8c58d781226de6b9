import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files each workspace package's `package.json` points at (`main` and every target of `exports`) that are not
 * on disk: a site build over unbuilt packages would otherwise fail in webpack with "undefined is not installed".
 * Each problem names the package, the missing file, the field that names it, and the command that makes it.
 */
export function unbuiltPackageFiles(root: string): string[] {
  const packagesDir = path.join(root, 'packages');
  if (!existsSync(packagesDir)) return [];
  const problems: string[] = [];
  for (const name of readdirSync(packagesDir).sort()) {
    const manifestFile = path.join(packagesDir, name, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { main?: unknown; exports?: unknown };
    const targets = new Map<string, string>();
    if (typeof manifest.main === 'string') targets.set(manifest.main, 'main');
    const collect = (value: unknown, field: string) => {
      if (typeof value === 'string') {
        if (!targets.has(value)) targets.set(value, field);
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) collect(inner, `${field}["${key}"]`);
      }
    };
    collect(manifest.exports, 'exports');
    for (const [target, field] of targets) {
      if (target.includes('*') || existsSync(path.join(packagesDir, name, target))) continue;
      problems.push(
        `packages/${name}/${path.posix.normalize(target)} is missing (${field} in packages/${name}/package.json); ` +
          'build the packages with `npm run build:packages` (`npm run build` builds them before the site)',
      );
    }
  }
  return problems;
}
