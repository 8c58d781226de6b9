// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { repairSearchStorage } from './storageRepair';

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

  it('gives each kept entry escaped snippets, so a heading with markup shows as text, never escaped twice', () => {
    localStorage.setItem(FAVORITE, JSON.stringify([stored('element', '<vibrato-knob>')]));
    repairSearchStorage();
    repairSearchStorage();
    const [entry] = read(FAVORITE);
    expect((entry?.hierarchy as Record<string, string>).lvl1).toBe('<vibrato-knob>');
    expect(entry?._snippetResult).toMatchObject({
      hierarchy: {
        lvl0: { value: 'Components' },
        lvl1: { value: '&lt;vibrato-knob&gt;' },
        lvl2: { value: '' },
      },
      content: { value: '' },
    });
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
