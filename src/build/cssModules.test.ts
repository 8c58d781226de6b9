import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { ignoreCssOrder, SHORT_CLASS_NAMES, shortenCssModuleNames } from './cssModules';

const cssLoader = (modules: unknown) => ({
  loader: '/site/node_modules/css-loader/dist/cjs.js',
  options: { modules },
});

describe('shortenCssModuleNames', () => {
  it('shortens the class names of every CSS-module css-loader in the rule tree, and nothing else', () => {
    const moduleCss = cssLoader({ localIdentName: '[name]--[local]--[hash:hex:5]', namedExport: true });
    const globalCss = cssLoader(false);
    const other = { loader: '/site/node_modules/postcss-loader/dist/cjs.js', options: { modules: {} } };
    const rules = [
      { test: /\.js$/, use: [{ loader: 'babel-loader' }] },
      {
        oneOf: [
          { test: /\.module\.css$/, use: [moduleCss, other] },
          { test: /\.css$/, use: [globalCss] },
        ],
      },
    ];
    expect(shortenCssModuleNames(rules)).toBe(1);
    expect(moduleCss.options.modules).toEqual({ localIdentName: SHORT_CLASS_NAMES, namedExport: true });
    expect(globalCss.options.modules).toBe(false);
    expect(other.options.modules).toEqual({});
  });

  it('finds none in a config without CSS modules', () => {
    expect(shortenCssModuleNames([{ test: /\.css$/, use: ['style-loader'] }])).toBe(0);
  });
});

/** The plugin Gatsby's webpack config has (the package has no types of its own). */
const MiniCssExtractPlugin = createRequire(import.meta.url)('mini-css-extract-plugin') as new (
  options: object,
) => {
  options: { ignoreOrder: boolean };
};

describe('ignoreCssOrder', () => {
  it('turns off the order warnings of the CSS extraction plugin, and leaves the other plugins alone', () => {
    const extract = new MiniCssExtractPlugin({ filename: '[name].css' });
    const other = { options: { ignoreOrder: false } };
    expect(extract.options.ignoreOrder).toBe(false);
    expect(ignoreCssOrder([other, extract, null])).toBe(1);
    expect(extract.options.ignoreOrder).toBe(true);
    expect(other.options.ignoreOrder).toBe(false);
  });

  it('finds none where the config has no plugins', () => {
    expect(ignoreCssOrder(undefined)).toBe(0);
    expect(ignoreCssOrder([])).toBe(0);
  });
});
