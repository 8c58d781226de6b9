import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The browsers the site supports (package.json's `browserslist`), as babel-preset-gatsby's `targets`. Without
 * targets of its own, that preset adds Babel's class and spread transforms to the browser's code whatever the
 * browsers: a class extending Map is then built through a Reflect.construct wrapper and every spread goes
 * through a helper, slower than the native code every supported browser runs. Given them, preset-env alone
 * decides, from the same list, and keeps both native.
 */
export function browserTargets(siteDir: string): string[] {
  const file = path.join(siteDir, 'package.json');
  const { browserslist } = JSON.parse(readFileSync(file, 'utf8')) as { browserslist?: unknown };
  if (
    !Array.isArray(browserslist) ||
    browserslist.length === 0 ||
    browserslist.some((query) => typeof query !== 'string')
  ) {
    throw new Error(
      `${file}: "browserslist" must be a non-empty list of browser queries, e.g. ["chrome >= 111"]`,
    );
  }
  return browserslist as string[];
}
