import { describe, expect, it } from 'vitest';
import { catalogFrom, translate } from './strings';

const strings = {
  edges: [
    {
      node: {
        ns: 'search',
        language: 'en',
        data: JSON.stringify({ modal: { seeAll: 'See all {{count}} results' } }),
      },
    },
    {
      node: {
        ns: 'theme',
        language: 'en',
        data: JSON.stringify({ toc: 'On this page', nested: { deep: { key: 'x' } } }),
      },
    },
  ],
};

describe('translate', () => {
  const catalog = catalogFrom(strings);

  it('looks a key up by namespace and dotted path', () => {
    expect(translate(catalog, 'theme:toc')).toBe('On this page');
    expect(translate(catalog, 'theme:nested.deep.key')).toBe('x');
  });

  it('fills placeholders, with spaces inside the braces too, and leaves unknown ones as written', () => {
    expect(translate(catalog, 'search:modal.seeAll', { count: 12 })).toBe('See all 12 results');
    expect(
      translate(
        catalogFrom({ edges: [{ node: { ns: 'a', language: 'en', data: '{"m":"{{ x }} and {{y}}"}' } }] }),
        'a:m',
        { x: '<b>' },
      ),
    ).toBe('<b> and {{y}}');
  });

  it('does not take placeholder values from the prototype', () => {
    expect(translate(catalog, 'search:modal.seeAll', {})).toBe('See all {{count}} results');
    expect(
      translate(
        catalogFrom({ edges: [{ node: { ns: 'a', language: 'en', data: '{"m":"{{toString}}"}' } }] }),
        'a:m',
      ),
    ).toBe('{{toString}}');
  });

  it('is undefined for a namespace not loaded, a missing key, a key without namespace, or a branch', () => {
    expect(translate(catalog, 'docs:toc')).toBeUndefined();
    expect(translate(catalog, 'theme:missing')).toBeUndefined();
    expect(translate(catalog, 'toc')).toBeUndefined();
    expect(translate(catalog, 'theme:nested')).toBeUndefined();
  });

  it('reads an empty page query as no strings', () => {
    expect(catalogFrom(undefined).size).toBe(0);
  });
});
