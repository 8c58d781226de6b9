// @vitest-environment node
// custom-elements.json is what editors and the reference pages read: every element must be described
// completely, in English and Japanese. `npm run build` (or `npm run manifest`) regenerates it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Item {
  name: string;
  description?: string;
  ja?: string;
  privacy?: string;
  static?: boolean;
}
interface Declaration extends Item {
  tagName?: string;
  customElement?: boolean;
  attributes?: Item[];
  members?: Item[];
  events?: Item[];
  slots?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
  cssStates?: Item[];
}

const manifest = JSON.parse(readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { path: string; declarations: Declaration[] }[];
};
const elements = new Map(
  manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration) => declaration.customElement)
    .map((declaration) => [declaration.tagName ?? '', declaration]),
);

function names(items: Item[] | undefined): string[] {
  return (items ?? []).map((item) => item.name);
}

describe('custom-elements.json', () => {
  it('describes the five elements with the classes the package exports', () => {
    expect(Object.fromEntries([...elements].map(([tag, declaration]) => [tag, declaration.name]))).toEqual({
      'vibrato-knob': 'VibratoKnob',
      'vibrato-number-input': 'VibratoNumberInput',
      'vibrato-piano': 'VibratoPiano',
      'vibrato-slider': 'VibratoSlider',
      'vibrato-xy-pad': 'VibratoXYPad',
    });
  });

  it('lists attributes, events, parts, custom properties and custom states of each element', () => {
    const knob = elements.get('vibrato-knob');
    expect(names(knob?.attributes)).toEqual(
      expect.arrayContaining([
        'value',
        'min',
        'max',
        'step',
        'skew',
        'default-value',
        'disabled',
        'readonly',
        'name',
      ]),
    );
    expect(names(knob?.events)).toEqual(['input', 'change']);
    expect(names(knob?.cssParts)).toEqual(expect.arrayContaining(['dial', 'track', 'fill', 'thumb']));
    expect(names(knob?.cssProperties)).toEqual(
      expect.arrayContaining(['--vibrato-knob-size', '--vibrato-accent']),
    );
    expect(names(knob?.slots)).toEqual(['']);
    // The elements a pointer drags, and only those, set the dragging state.
    expect(
      Object.fromEntries([...elements].map(([tag, element]) => [tag, names(element.cssStates)])),
    ).toEqual({
      'vibrato-knob': ['dragging'],
      'vibrato-number-input': [],
      'vibrato-piano': [],
      'vibrato-slider': ['dragging'],
      'vibrato-xy-pad': ['dragging'],
    });
    expect(names(elements.get('vibrato-slider')?.attributes)).toContain('orientation');
    expect(names(elements.get('vibrato-xy-pad')?.attributes)).toEqual(expect.arrayContaining(['x', 'y']));
    expect(names(elements.get('vibrato-piano')?.events)).toEqual(['noteon', 'noteoff']);
    expect(names(elements.get('vibrato-piano')?.cssParts)).toEqual(
      expect.arrayContaining(['key', 'white-key', 'black-key', 'active']),
    );
  });

  it('gives every element and every documented item an English description and a Japanese text', () => {
    const missing: string[] = [];
    for (const [tag, element] of elements) {
      if (!element.description || !element.ja) missing.push(tag);
      const groups = { attributes: element.attributes, events: element.events, slots: element.slots };
      const styling = {
        cssParts: element.cssParts,
        cssProperties: element.cssProperties,
        cssStates: element.cssStates,
      };
      const publicMembers = (element.members ?? []).filter((member) => !member.privacy && !member.static);
      for (const [group, items] of Object.entries({ ...groups, ...styling, members: publicMembers })) {
        for (const item of items ?? []) {
          if (!item.description || !item.ja || !/[\u3040-\u30ff]/.test(item.ja)) {
            missing.push(`${tag} ${group} ${item.name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('words inherited members for the element they appear on', () => {
    const member = (tag: string, name: string) =>
      elements.get(tag)?.members?.find((item) => item.name === name);
    // The piano submits nothing and shows no value: its `name` and `readOnly` say so.
    expect(member('vibrato-piano', 'name')?.description).toMatch(/^Not used by the piano/);
    expect(member('vibrato-piano', 'readOnly')?.description).toMatch(/play no notes/);
    expect(member('vibrato-knob', 'name')?.description).toMatch(/submits the value/);
    // Only the knob shows its value text under a dial.
    expect(member('vibrato-knob', 'valueText')?.description).toMatch(/under the dial/);
    for (const tag of ['vibrato-slider', 'vibrato-number-input']) {
      expect(member(tag, 'valueText')?.description).not.toMatch(/knob|dial/);
      expect(member(tag, 'valueText')?.ja).not.toMatch(/ノブ|ダイヤル/);
    }
  });

  it('points module paths at the built files', () => {
    expect(
      manifest.modules.every((module) => module.path.startsWith('dist/') && module.path.endsWith('.js')),
    ).toBe(true);
  });
});
