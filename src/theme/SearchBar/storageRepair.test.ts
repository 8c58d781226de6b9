// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AWAY_PREFIX,
  repairSearchStorage,
  showSearchesIn,
  TEXTS_ESCAPED,
  withEscapedTexts,
} from './storageRepair';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__vibrato';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__vibrato';

/** A stored search as DocSearch writes one (the hit without its highlight and snippet results). */
function stored(objectID: string, lvl1 = 'Knob') {
  return {
    objectID,
    url: `/docs/${objectID}/`,
    url_without_anchor: `/docs/${objectID}/`,
    anchor: null,
    type: 'lvl1',
    hierarchy: { lvl0: 'Components', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    language: 'en',
    version: ['current'],
  };
}

const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>[];

describe('repairSearchStorage', () => {
  beforeEach(() => localStorage.clear());

  it('removes DocSearch lists that are not JSON arrays and leaves other keys alone', () => {
    localStorage.setItem(RECENT, '{not json');
    localStorage.setItem(FAVORITE, '{"a":1}');
    localStorage.setItem('theme', '{not json either');
    expect(repairSearchStorage().sort()).toEqual([FAVORITE, RECENT]);
    expect(localStorage.getItem(RECENT)).toBeNull();
    expect(localStorage.getItem(FAVORITE)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('{not json either');
  });

  it('drops entries DocSearch cannot draw and keeps the others, in order', () => {
    const bad = [
      null,
      1,
      'knob',
      {},
      [],
      { ...stored('a'), hierarchy: null },
      { ...stored('b'), type: 'heading' },
      { ...stored('c'), url: 7 },
      { ...stored('d'), hierarchy: { lvl0: 'Components' } },
      { ...stored('e'), content: { html: '' } },
    ];
    localStorage.setItem(RECENT, JSON.stringify([stored('knob'), ...bad, stored('slider', 'Slider')]));
    expect(repairSearchStorage()).toEqual([RECENT]);
    expect(read(RECENT).map((entry) => entry.objectID)).toEqual(['knob', 'slider']);
    // Valid lists are not reported, and a second run changes nothing.
    const after = localStorage.getItem(RECENT);
    expect(repairSearchStorage()).toEqual([]);
    expect(localStorage.getItem(RECENT)).toBe(after);
  });

  it('escapes the texts of each kept entry that DocSearch draws as HTML, so markup shows as text, never escaped twice', () => {
    // As an older version stored it: plain texts with escaped snippets beside them.
    const older = { ...stored('element', '<vibrato-knob>'), content: 'Sets `a & b`', _snippetResult: {} };
    localStorage.setItem(FAVORITE, JSON.stringify([older]));
    repairSearchStorage();
    repairSearchStorage();
    const [entry] = read(FAVORITE);
    expect(entry?.hierarchy).toEqual({ ...older.hierarchy, lvl1: '&lt;vibrato-knob&gt;' });
    expect(entry?.content).toBe('Sets `a &amp; b`');
    expect(entry?.[TEXTS_ESCAPED]).toBe(true);
    expect(entry).not.toHaveProperty('_snippetResult');
  });

  it('never trusts markup in a stored entry marked as escaped', () => {
    const forged = { ...stored('x', '<img src=x onerror=alert(1)>'), [TEXTS_ESCAPED]: true };
    localStorage.setItem(RECENT, JSON.stringify([forged]));
    repairSearchStorage();
    expect((read(RECENT)[0]?.hierarchy as Record<string, string>).lvl1).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('never throws when storage does', () => {
    const broken = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(repairSearchStorage(() => broken)).toEqual([]);
    expect(
      repairSearchStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toEqual([]);
  });
});

describe('withEscapedTexts', () => {
  it('escapes the headings below lvl0 and the content, which DocSearch draws as HTML, and marks the hit', () => {
    const hit = {
      ...stored('element', '<vibrato-knob>'),
      content: '"a" < b',
      _snippetResult: { kept: true },
    };
    const escaped = withEscapedTexts(hit);
    // lvl0 DocSearch shows as text (the group's title): left as it is.
    expect(escaped.hierarchy).toEqual({ ...hit.hierarchy, lvl1: '&lt;vibrato-knob&gt;' });
    expect(escaped.content).toBe('&quot;a&quot; &lt; b');
    expect(escaped._snippetResult).toEqual({ kept: true });
    expect(escaped.url).toBe(hit.url);
    // A marked hit (one DocSearch stored) is not escaped again.
    expect(withEscapedTexts(escaped)).toEqual(escaped);
  });
});

describe('showSearchesIn', () => {
  beforeEach(() => localStorage.clear());
  const ids = (key: string) =>
    (JSON.parse(localStorage.getItem(key) ?? '[]') as { objectID: string }[]).map((entry) => entry.objectID);
  const inLanguage = (objectID: string, language: string) => ({ ...stored(objectID), language });

  it("shows a language's searches only, keeps the others aside in their order, and brings them back", () => {
    localStorage.setItem(
      RECENT,
      JSON.stringify([inLanguage('ja-1', 'ja'), inLanguage('en-1', 'en'), inLanguage('ja-2', 'ja')]),
    );
    localStorage.setItem(FAVORITE, JSON.stringify([inLanguage('en-2', 'en')]));
    showSearchesIn('ja');
    expect(ids(RECENT)).toEqual(['ja-1', 'ja-2']);
    expect(ids(AWAY_PREFIX + RECENT)).toEqual(['en-1']);
    expect(localStorage.getItem(FAVORITE)).toBeNull();
    expect(ids(AWAY_PREFIX + FAVORITE)).toEqual(['en-2']);
    // Meanwhile, in Japanese, DocSearch added a search to the list it shows; then the reader goes back to English.
    localStorage.setItem(RECENT, JSON.stringify([inLanguage('ja-3', 'ja'), inLanguage('ja-1', 'ja')]));
    showSearchesIn('en');
    expect(ids(RECENT)).toEqual(['en-1']);
    expect(ids(AWAY_PREFIX + RECENT)).toEqual(['ja-3', 'ja-1']);
    expect(ids(FAVORITE)).toEqual(['en-2']);
    expect(localStorage.getItem(AWAY_PREFIX + FAVORITE)).toBeNull();
    showSearchesIn('ja');
    expect(ids(RECENT)).toEqual(['ja-3', 'ja-1']);
  });

  it('leaves searches without a language where they are, and never shows one twice', () => {
    const { language: _none, ...anyLanguage } = inLanguage('any', 'en');
    localStorage.setItem(RECENT, JSON.stringify([anyLanguage, inLanguage('ja-1', 'ja')]));
    localStorage.setItem(
      AWAY_PREFIX + RECENT,
      JSON.stringify([inLanguage('ja-1', 'ja'), inLanguage('en-1', 'en')]),
    );
    showSearchesIn('ja');
    expect(ids(RECENT)).toEqual(['any', 'ja-1']);
    expect(ids(AWAY_PREFIX + RECENT)).toEqual(['en-1']);
  });

  it('ignores an unreadable list aside, and storage that throws', () => {
    localStorage.setItem(RECENT, JSON.stringify([inLanguage('en-1', 'en')]));
    localStorage.setItem(AWAY_PREFIX + RECENT, '{not json');
    showSearchesIn('en');
    expect(ids(RECENT)).toEqual(['en-1']);
    expect(localStorage.getItem(AWAY_PREFIX + RECENT)).toBeNull();
    expect(() =>
      showSearchesIn('en', () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
