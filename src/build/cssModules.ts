/**
 * CSS-module class names for production builds. Gatsby's pattern, `[name]--[local]--[hash:hex:5]`, gives names
 * such as `styles-module--playground--1a59d`, and every one of them is written into the pages' JavaScript (the
 * modules' class maps), HTML and CSS; a short hash does the same job.
 */
export const SHORT_CLASS_NAMES = '[hash:base64:6]';

interface LoaderUse {
  loader?: unknown;
  options?: { modules?: unknown };
}

/**
 * Sets `localIdentName` on every css-loader with CSS modules in a webpack rule tree (`oneOf`, `rules`, `use`);
 * gives how many it changed. Both the browser and the HTML renderer's config get the same names.
 */
export function shortenCssModuleNames(rules: unknown, localIdentName = SHORT_CLASS_NAMES): number {
  if (Array.isArray(rules)) {
    return rules.reduce<number>((count, rule) => count + shortenCssModuleNames(rule, localIdentName), 0);
  }
  if (typeof rules !== 'object' || rules === null) return 0;
  const rule = rules as { oneOf?: unknown; rules?: unknown; use?: unknown } & LoaderUse;
  let changed = 0;
  const modules = rule.options?.modules;
  if (
    typeof rule.loader === 'string' &&
    /[\\/]css-loader[\\/]/.test(rule.loader) &&
    modules &&
    typeof modules === 'object'
  ) {
    (modules as { localIdentName?: string }).localIdentName = localIdentName;
    changed += 1;
  }
  for (const nested of [rule.oneOf, rule.rules, rule.use])
    changed += shortenCssModuleNames(nested, localIdentName);
  return changed;
}

interface CssExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/**
 * Turns off mini-css-extract-plugin's order warnings; gives how many plugins it changed. Gatsby bundles every
 * stylesheet of the site into one file, and no one order of the modules matches every page's imports, so each
 * build warned of "conflicting order" some 15 times while writing the same file. The order no longer matters: the
 * global styles sit in a cascade layer (src/theme/global.css), below every component's module whatever its place,
 * and the modules the plugin reports style elements of their own components only.
 */
export function ignoreCssOrder(plugins: unknown): number {
  if (!Array.isArray(plugins)) return 0;
  let changed = 0;
  for (const plugin of plugins as (CssExtractPlugin | null)[]) {
    if (plugin?.constructor.name !== 'MiniCssExtractPlugin' || !plugin.options) continue;
    plugin.options.ignoreOrder = true;
    changed += 1;
  }
  return changed;
}
