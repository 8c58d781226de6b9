import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addApiSymbols,
  addCustomElementsManifest,
  addLibrarySource,
  apiReferences,
  checkApiNames,
  declaredNames,
  emptyKnownApi,
  formatApiNameProblems,
  inlineCode,
  looksLikeApiName,
  type KnownApi,
} from './apiNames';
import { API_NAME_ALLOW_LIST } from './apiNamesAllowList';
import { loadKnownApi } from './apiNamesBuild';

describe('looksLikeApiName', () => {
  it('takes camelCase, PascalCase and SCREAMING_SNAKE_CASE identifiers', () => {
    for (const name of ['onChange', 'useMIDIInput', 'valueAsNumber', 'dbToGain', 'Knob', 'KnobProps']) {
      expect(looksLikeApiName(name), name).toBe(true);
    }
    for (const name of ['MIDIAccess', 'NOT_SUPPORTED', 'SHORTCUTS', 'AudioContext']) {
      expect(looksLikeApiName(name), name).toBe(true);
    }
  });

  it('leaves single lowercase words, acronyms, BEM suffixes and non-identifiers alone', () => {
    for (const name of [
      'value',
      'step',
      'npm',
      'x',
      'JS',
      'CSS',
      '__label',
      'block__element',
      'min-note',
      '1e3',
    ]) {
      expect(looksLikeApiName(name), name).toBe(false);
    }
  });
});

describe('apiReferences', () => {
  it('finds plain names, calls and members', () => {
    expect(apiReferences('Knob')).toEqual([{ kind: 'name', name: 'Knob' }]);
    expect(apiReferences('useMIDIInput(source, handlers)')).toEqual([{ kind: 'name', name: 'useMIDIInput' }]);
    expect(apiReferences('setValue({ x, y })')).toEqual([{ kind: 'name', name: 'setValue' }]);
    expect(apiReferences('KnobProps.skew')).toEqual([{ kind: 'member', owner: 'KnobProps', member: 'skew' }]);
    expect(apiReferences('PianoMethods.focus()')).toEqual([
      { kind: 'member', owner: 'PianoMethods', member: 'focus' },
    ]);
    expect(apiReferences('defaultValue={0.5}')).toEqual([{ kind: 'name', name: 'defaultValue' }]);
  });

  it('finds JSX tags with their props, custom elements with their attributes, and skips HTML tags', () => {
    expect(apiReferences('<Knob>')).toEqual([{ kind: 'name', name: 'Knob' }]);
    expect(apiReferences('</Knob>')).toEqual([{ kind: 'name', name: 'Knob' }]);
    expect(apiReferences('<Knob skew={2} aria-label="Pan" />')).toEqual([
      { kind: 'name', name: 'Knob' },
      { kind: 'attribute', tag: 'Knob', attribute: 'skew' },
    ]);
    expect(apiReferences('<vibrato-knob default-value="0.5" data-x>')).toEqual([
      { kind: 'element', tag: 'vibrato-knob' },
      { kind: 'attribute', tag: 'vibrato-knob', attribute: 'default-value' },
    ]);
    expect(apiReferences('<label htmlFor>')).toEqual([]);
    expect(apiReferences('<input type="range">')).toEqual([]);
  });

  it('finds the library’s CSS custom properties, class names and shadow parts', () => {
    expect(apiReferences('--vibrato-accent')).toEqual([{ kind: 'cssProperty', name: '--vibrato-accent' }]);
    expect(apiReferences('--vibrato-piano-*')).toEqual([{ kind: 'cssProperty', name: '--vibrato-piano-*' }]);
    expect(apiReferences('.synth-panel .vibrato-knob__label')).toEqual([
      { kind: 'vibratoName', name: 'vibrato-knob__label' },
    ]);
    expect(apiReferences('vibrato-knob::part(thumb)')).toEqual([
      { kind: 'element', tag: 'vibrato-knob' },
      { kind: 'part', name: 'thumb' },
    ]);
  });

  it('ignores prose-like code: lowercase words, local variables, files, paths, commands and literals', () => {
    for (const code of [
      'value',
      'skew={2}',
      'role="slider"',
      'event.data',
      'document.querySelector("vibrato-knob")',
      'site.config.ts',
      'README.md',
      'vibrato-elements.js',
      '@vibrato-ui/react',
      'npm run build',
      'min >= max',
      '"-3.5 dB"',
      '-Infinity',
      '{ access, error, request }',
      '::part()',
      '--port',
      '__thumb',
    ]) {
      expect(apiReferences(code), code).toEqual([]);
    }
  });
});

describe('inlineCode', () => {
  it('returns the prose’s code spans with their file lines, skipping frontmatter, fences and MDX comments', () => {
    const source = [
      '---', // 1
      'title: `NotThis`', // 2
      '---', // 3
      '', // 4
      'Use `Knob` and ``a `tick` inside``.', // 5
      '', // 6
      '```tsx', // 7
      'const `NotCode` = 1;', // 8
      '```', // 9
      '{/* `Hidden` */}', // 10
      'A span that `wraps', // 11
      'lines` ends here.', // 12
    ].join('\n');
    expect(inlineCode(source)).toEqual([
      { code: 'Knob', line: 5 },
      { code: 'a `tick` inside', line: 5 },
      { code: 'wraps lines', line: 11 },
    ]);
  });
});

describe('declaredNames', () => {
  it('collects what fenced code declares or imports from outside the library', () => {
    const source = [
      'Prose `NotDeclared`.',
      '```tsx',
      "import { useState } from 'react';",
      "import { Knob as K } from '@vibrato-ui/react';",
      "import { SynthPanel, type Labels } from './SynthPanel';",
      'export function VolumeKnob() {',
      '  const [volume, setVolume] = useState(0.8);',
      '}',
      'const MAX_GAIN = 2;',
      '```',
    ].join('\n');
    const names = declaredNames(source);
    for (const name of [
      'useState',
      'SynthPanel',
      'Labels',
      'VolumeKnob',
      'volume',
      'setVolume',
      'MAX_GAIN',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    expect(names.has('K')).toBe(false);
    expect(names.has('NotDeclared')).toBe(false);
  });
});

function smallLibrary(): KnownApi {
  const known = emptyKnownApi();
  addApiSymbols(known, [
    { name: 'Knob' },
    { name: 'KnobProps', members: [{ name: 'skew' }, { name: 'onChange' }] },
    { name: 'KnobMethods', members: [{ name: 'focus' }] },
    {
      name: 'useMIDIInput',
      signatures: [
        {
          parameters: [
            { name: 'source' },
            { name: 'handlers', type: [{ text: '{ onNoteOn?: (note: number) => void }' }] },
          ],
        },
      ],
    },
  ]);
  addCustomElementsManifest(known, {
    modules: [
      {
        declarations: [
          {
            kind: 'class',
            name: 'VibratoKnob',
            tagName: 'vibrato-knob',
            attributes: [{ name: 'default-value' }],
            members: [
              { name: 'valueAsText' },
              { name: '#secret' },
              { name: 'internalThing', privacy: 'private' },
            ],
            events: [{ name: 'change' }],
            cssParts: [{ name: 'thumb' }],
            cssProperties: [{ name: '--vibrato-knob-size' }],
          },
        ],
      },
    ],
  });
  addLibrarySource(known, '.vibrato-knob__label { color: var(--vibrato-accent); }');
  addLibrarySource(known, 'className={`vibrato-number-input__${direction}`}');
  return known;
}

describe('checkApiNames', () => {
  const check = (prose: string, allowList: Record<string, string> = {}) =>
    checkApiNames('content/docs/en/page.mdx', `---\ntitle: T\n---\n\n${prose}\n`, smallLibrary(), allowList);

  it('accepts what the library has', () => {
    const result = check(
      [
        '`Knob`, `<Knob skew={2} onChange={f}>`, `KnobProps.skew`, `Knob.focus()`, `onChange`, `useMIDIInput`,',
        '`onNoteOn`, `VibratoKnob.valueAsText`, `<vibrato-knob default-value="1">`, `vibrato-knob::part(thumb)`,',
        '`--vibrato-knob-size`, `--vibrato-accent`, `--vibrato-knob-*`, `.vibrato-knob__label`,',
        '`vibrato-number-input__increment`, `vibrato-knob`.',
      ].join('\n'),
    );
    expect(result.problems).toEqual([]);
    expect(result.checked).toBeGreaterThan(15);
  });

  it('reports each unknown name with its line and why', () => {
    const { problems } = check(
      [
        '`Knobb` and `KnobProps.skeww`.',
        '`<Knob skeew={2} />`, `<vibrato-knobb>`, `<vibrato-knob default-valu="1">`.',
        '`--vibrato-acent`, `.vibrato-knob__lable`, `::part(thumbb)`, `VibratoKnob.internalThing`.',
      ].join('\n'),
    );
    expect(problems.map(({ line, reason }) => `${line}: ${reason}`)).toEqual([
      '5: `Knobb` is not an export, prop, member or parameter of the library',
      '5: `KnobProps` has no member `skeww`',
      '6: `<Knob>` has no prop `skeew`',
      '6: `<vibrato-knobb>` is not a custom element of the library',
      '6: `<vibrato-knob>` has no attribute `default-valu`',
      '7: `--vibrato-acent` is not a CSS custom property of the library',
      '7: `vibrato-knob__lable` is neither a class name the library uses nor one of its custom elements',
      "7: `thumbb` is not a shadow part (::part) of the library's custom elements",
      '7: `VibratoKnob` has no member `internalThing`',
    ]);
    expect(formatApiNameProblems(problems.slice(0, 1), 'src/build/apiNamesAllowList.ts')).toBe(
      [
        "Unknown API names in the docs' prose (1):",
        '  - content/docs/en/page.mdx:5: `Knobb` is not an export, prop, member or parameter of the library (inline code `Knobb`)',
        'Add it to the library, fix the spelling, or add it to the allow-list with a reason (src/build/apiNamesAllowList.ts).',
      ].join('\n'),
    );
  });

  it('accepts allow-listed names and names the page’s own code declares', () => {
    const prose =
      '`AudioContext` feeds `VolumeKnob`; see `KeyboardEvent.code`.\n\n```tsx\nfunction VolumeKnob() {}\n```';
    expect(check(prose).problems.map((problem) => problem.code)).toEqual([
      'AudioContext',
      'KeyboardEvent.code',
    ]);
    expect(check(prose, { AudioContext: 'Web Audio', KeyboardEvent: 'DOM' }).problems).toEqual([]);
  });
});

describe('the allow-list', () => {
  it('gives a reason for every entry and holds no name the library has', async () => {
    const known = await loadKnownApi(path.resolve(__dirname, '../..'), []);
    for (const [name, reason] of Object.entries(API_NAME_ALLOW_LIST)) {
      expect(reason.trim().length, name).toBeGreaterThan(10);
      expect(known.names.has(name) || known.memberNames.has(name), name).toBe(false);
    }
  });
});
