import { describe, expect, it } from 'vitest';
import { SHORT_CLASS_NAMES, shortenCssModuleNames } from './cssModules';

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
