import { describe, expect, it } from 'vitest';
import { findKeysInSource, flattenMessages, missingTranslations } from './translationKeys';

describe('translation key checks', () => {
  it('finds namespaced keys in source and rejects keys without a namespace', () => {
    const source = `const a = t('common:navbar.docs'); const b = t("home:hero.title"); t('bare.key')`;
    const { uses, problems } = findKeysInSource(source, 'src/x.tsx');
    expect(uses.map((use) => use.key)).toEqual(['common:navbar.docs', 'home:hero.title']);
    expect(problems).toEqual([
      "src/x.tsx: translation key 'bare.key' must be written as 'namespace:key', e.g. 'common:navbar.docs'",
    ]);
  });

  it('flattens nested messages', () => {
    expect([...flattenMessages({ navbar: { docs: 'Docs', api: 'API' }, title: 'T' })]).toEqual([
      ['navbar.docs', 'Docs'],
      ['navbar.api', 'API'],
      ['title', 'T'],
    ]);
  });

  it('reports a key used in code but missing from a locale, naming file, key and fix', () => {
    const catalogs = {
      en: new Map([['common:navbar.docs', 'Docs']]),
      ja: new Map<string, string>(),
    };
    expect(missingTranslations([{ key: 'common:navbar.docs', file: 'src/Navbar.tsx' }], catalogs)).toEqual([
      "src/Navbar.tsx uses translation key 'common:navbar.docs', missing from locales/ja/common.json; add it there",
    ]);
  });

  it('reports a key one locale has and another lacks', () => {
    const catalogs = { en: new Map([['home:title', 'Home']]), ja: new Map<string, string>() };
    expect(missingTranslations([], catalogs)).toEqual([
      "translation key 'home:title' exists in locales/en/home.json but not in locales/ja/home.json; translate it",
    ]);
  });

  it('is quiet when every locale has every key', () => {
    const catalogs = { en: new Map([['a:b', 'x']]), ja: new Map([['a:b', 'y']]) };
    expect(missingTranslations([{ key: 'a:b', file: 'f' }], catalogs)).toEqual([]);
  });
});

describe('template keys and comments', () => {
  it('turns template keys into patterns, skips fully dynamic keys and comments', () => {
    const source = "// t('ignored:comment')\nt(`home:features.${name}.title`); t(`common:${item.labelKey}`)";
    const { uses, problems } = findKeysInSource(source, 'src/p.tsx');
    expect(problems).toEqual([]);
    expect(uses).toHaveLength(1);
    const catalogs = { en: new Map([['home:features.midi.title', 'MIDI']]), ja: new Map<string, string>() };
    expect(missingTranslations(uses, catalogs)[0]).toBe(
      "src/p.tsx uses translation key 'home:features.${name}.title', missing from locales/ja/home.json; add it there",
    );
  });
});
