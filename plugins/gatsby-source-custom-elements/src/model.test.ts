import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CemDeclaration, CustomElementsManifest, WebComponentsPackageJson } from './manifest-types';
import {
  buildCustomElementsModel,
  camelCase,
  detailType,
  entryAnchor,
  plainSummary,
  renderDescription,
  typeTokens,
} from './model';

const pkg: WebComponentsPackageJson = {
  name: '@vibrato-ui/web-components',
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './define': { types: './dist/define.d.ts', import: './dist/define.js' },
    './vibrato-elements.js': './dist/vibrato-elements.js',
    './package.json': './package.json',
  },
};

const knob: CemDeclaration = {
  kind: 'class',
  name: 'VibratoKnob',
  tagName: 'vibrato-knob',
  customElement: true,
  description: 'A rotary knob.\nDrag it.\n\nSecond paragraph.',
  ja: '回転式ノブです。',
  attributes: [
    {
      name: 'default-value',
      type: { text: 'number' },
      default: 'min',
      description: 'Restored on reset.',
      ja: 'リセットで戻る値です。',
      inheritedFrom: { name: 'VibratoRangeElement', module: 'dist/internal/range-element.js' },
    },
    {
      name: 'readonly',
      type: { text: 'boolean' },
      description: 'Ignores changes.',
      ja: '変更を受け付けません。',
    },
    { name: 'show-labels', type: { text: 'boolean' }, description: 'Shows labels.' },
  ],
  members: [
    { kind: 'field', name: '#secret', privacy: 'private', description: 'hidden' },
    { kind: 'field', name: 'range', privacy: 'protected', description: 'hidden' },
    { kind: 'field', name: 'formAssociated', static: true, default: 'true', description: 'static' },
    {
      kind: 'field',
      name: 'defaultValue',
      type: { text: 'number' },
      default: 'min',
      description: 'The `reset` value.',
      ja: '既定値です。',
    },
    {
      kind: 'field',
      name: 'readOnly',
      type: { text: 'boolean' },
      default: 'false',
      description: 'Read-only state.',
      ja: '読み取り専用です。',
    },
    {
      kind: 'field',
      name: 'form',
      type: { text: 'HTMLFormElement | null' },
      readonly: true,
      description: 'The owner form.',
      ja: 'フォームです。',
    },
    {
      kind: 'method',
      name: 'formResetCallback',
      return: { type: { text: 'void' } },
      description: 'Called on form reset.',
      ja: 'リセット時に呼ばれます。',
    },
  ],
  events: [
    {
      name: 'noteon',
      type: { text: 'CustomEvent<{note: number, velocity: number}>' },
      description: 'A key went down.',
      ja: '鍵盤が押されました。',
    },
    { name: 'input', description: 'While the value changes.', ja: '値が変わるたびに発生します。' },
  ],
  slots: [{ name: '', description: 'Shown under the knob.', ja: 'ノブの下に表示します。' }],
  cssParts: [{ name: 'thumb', description: 'The cap.', ja: 'つまみです。' }],
  cssProperties: [{ name: '--vibrato-knob-size', default: '48px', description: 'Size.', ja: '大きさです。' }],
  cssStates: [{ name: 'dragging', description: 'While dragged.' }],
  examples: ['```html\n<vibrato-knob label="Cutoff"></vibrato-knob>\n```'],
};

const defineFunction: CemDeclaration = {
  kind: 'function',
  name: 'defineVibratoElements',
  description: 'Defines every element.',
  ja: 'すべての要素を定義します。',
  parameters: [
    {
      name: 'registry',
      type: { text: 'CustomElementRegistry | undefined' },
      default: 'globalThis.customElements',
      description: 'The registry.',
      ja: 'レジストリです。',
    },
  ],
  return: { type: { text: 'string[]' }, description: 'The defined tags.', ja: '定義したタグ名です。' },
  throws: [
    { type: { text: 'Error' }, description: 'Without a registry.', ja: 'レジストリがないときに投げます。' },
  ],
  examples: ['```ts\ndefineVibratoElements();\n```'],
};

function manifestWith(...declarations: CemDeclaration[]): CustomElementsManifest {
  return {
    schemaVersion: '1.0.0',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/index.js',
        description: 'The classes.',
        ja: 'クラスです。',
        declarations: [defineFunction],
        exports: [
          ...declarations.map((declaration) => ({
            kind: 'js' as const,
            name: declaration.name,
            declaration: { name: declaration.name },
          })),
          { kind: 'js', name: 'defineVibratoElements', declaration: { name: 'defineVibratoElements' } },
        ],
      },
      { kind: 'javascript-module', path: 'dist/knob.js', declarations },
      {
        kind: 'javascript-module',
        path: 'dist/define.js',
        description: 'Defines on import.',
        ja: '読み込むと定義します。',
        examples: ["```ts\nimport '@vibrato-ui/web-components/define';\n```"],
      },
      {
        kind: 'javascript-module',
        path: 'dist/vibrato-elements.js',
        description: 'The standalone bundle.',
        ja: '単体のモジュールです。',
      },
    ],
  };
}

describe('custom-elements.json → element reference', () => {
  const model = buildCustomElementsModel(manifestWith(knob), pkg);
  const element = model.elements[0];

  it('pairs attributes with the properties they reflect to, both ways', () => {
    expect(model.problems).toEqual([]);
    expect(element?.attributes.map((row) => [row.name, row.property])).toEqual([
      ['default-value', 'defaultValue'],
      ['readonly', 'readOnly'],
      ['show-labels', null],
    ]);
    expect(element?.properties.map((row) => [row.name, row.attribute, row.readonly])).toEqual([
      ['defaultValue', 'default-value', false],
      ['readOnly', 'readonly', false],
      ['form', null, true],
    ]);
  });

  it('shows defaults written in the source: attributes from `[name=default]`, properties from `@defaultValue`', () => {
    expect(element?.attributes.map((row) => [row.name, row.default])).toEqual([
      ['default-value', 'min'],
      // No `[readonly=…]`: an absent attribute is not the property's `false`.
      ['readonly', null],
      ['show-labels', null],
    ]);
    expect(element?.properties.map((row) => [row.name, row.default])).toEqual([
      ['defaultValue', 'min'],
      ['readOnly', 'false'],
      ['form', null],
    ]);
  });

  it("renders the class's @example blocks", () => {
    expect(element?.examples).toHaveLength(1);
    expect(element?.examples[0]).toMatchObject({ type: 'code', language: 'markup' });
    expect(element?.examples[0]?.html).toContain('Cutoff');
  });

  it("documents the package's function from its TSDoc: parameters with the code's default, returns, throws, examples", () => {
    const [fn] = model.package.functions;
    expect(fn?.name).toBe('defineVibratoElements');
    expect(fn?.signature).toBe(
      'defineVibratoElements(registry?: CustomElementRegistry | undefined): string[]',
    );
    expect(fn?.descriptionJa).toEqual([{ type: 'html', html: '<p>すべての要素を定義します。</p>' }]);
    expect(
      fn?.parameters.map((parameter) => [parameter.name, parameter.optional, parameter.defaultValue]),
    ).toEqual([['registry', true, 'globalThis.customElements']]);
    expect(fn?.parameters[0]?.descriptionJa).toEqual([{ type: 'html', html: '<p>レジストリです。</p>' }]);
    expect(fn?.returnType).toBe('string[]');
    expect(fn?.returns?.description).toEqual([{ type: 'html', html: '<p>The defined tags.</p>' }]);
    expect(fn?.throws.map((thrown) => thrown.type)).toEqual(['Error']);
    expect(fn?.examples[0]?.html).toContain('defineVibratoElements');
  });

  it('lists every JavaScript entry point of package.json with its module description and examples', () => {
    expect(
      model.package.entries.map((entry) => [
        entry.specifier,
        entry.file,
        entry.anchor,
        entry.examples.length,
      ]),
    ).toEqual([
      ['@vibrato-ui/web-components', 'dist/index.js', 'entry-main', 0],
      ['@vibrato-ui/web-components/define', 'dist/define.js', 'entry-define', 1],
      [
        '@vibrato-ui/web-components/vibrato-elements.js',
        'dist/vibrato-elements.js',
        'entry-vibrato-elements-js',
        0,
      ],
    ]);
    expect(model.package.entries[1]?.descriptionJa).toEqual([
      { type: 'html', html: '<p>読み込むと定義します。</p>' },
    ]);
    expect(element?.usage.links).toEqual({
      defineFunction: '/docs/api/web-components/#defineVibratoElements',
      defineEntry: '/docs/api/web-components/#entry-define',
      standaloneFile: '/docs/api/web-components/#entry-vibrato-elements-js',
    });
  });

  it('fails on an entry point or a function text without description, and lists those without Japanese', () => {
    const manifest = manifestWith(knob);
    const define = manifest.modules.find((module) => module.path === 'dist/define.js');
    if (define) delete define.description;
    const fn = manifest.modules[0]?.declarations?.[0];
    if (fn?.throws?.[0]) delete fn.throws[0].ja;
    const broken = buildCustomElementsModel(manifest, pkg);
    expect(broken.problems).toEqual([
      'entry point @vibrato-ui/web-components/define has no description; document it in the @packageDocumentation comment of the source of dist/define.js (packages/web-components/custom-elements.json)',
    ]);
    expect(broken.missingJapanese).toContain(
      'defineVibratoElements() @throws (packages/web-components/src/index.ts)',
    );
  });

  it('keeps only public instance members, and methods with their signature', () => {
    expect(element?.properties.map((row) => row.name)).not.toContain('range');
    expect(element?.properties.map((row) => row.name)).not.toContain('formAssociated');
    expect(element?.methods.map((row) => row.signature)).toEqual(['formResetCallback(): void']);
  });

  it('renders English and Japanese descriptions, and reads the event detail type', () => {
    expect(element?.route).toBe('/docs/api/web-components/vibrato-knob/');
    expect(element?.summary).toBe('A rotary knob. Drag it.');
    expect(element?.summaryJa).toBe('回転式ノブです。');
    expect(element?.properties[0]?.description).toEqual([
      { type: 'html', html: '<p>The <code>reset</code> value.</p>' },
    ]);
    expect(element?.events.map((row) => [row.name, row.detailType])).toEqual([
      ['noteon', '{note: number, velocity: number}'],
      ['input', null],
    ]);
    expect(element?.slots[0]?.descriptionJa).toEqual([
      { type: 'html', html: '<p>ノブの下に表示します。</p>' },
    ]);
    expect(element?.cssProperties[0]?.default).toBe('48px');
    expect(element?.cssStates.map((row) => [row.name, row.descriptionJa])).toEqual([['dragging', null]]);
  });

  it('lists items without Japanese text, naming the element, the item and its file', () => {
    expect(model.missingJapanese).toEqual([
      '<vibrato-knob> attribute "show-labels" (packages/web-components/src/knob.ts)',
      '<vibrato-knob> CSS custom state "dragging" (packages/web-components/src/knob.ts)',
    ]);
  });

  it('links the React twin and its guide, and writes usage as the package exports it', () => {
    expect(element?.reactTwin).toEqual({
      name: 'Knob',
      apiRoute: '/docs/api/react/variables/Knob/',
      guideRoute: '/docs/components/knob/',
    });
    expect(element?.usage.defineEntry).toBe('@vibrato-ui/web-components/define');
    expect(element?.usage.standaloneFile).toBe('vibrato-elements.js');
    expect(element?.usage.explicitCode.html).toContain('defineVibratoElements');
    expect(element?.usage.htmlCode.html).toContain('vibrato-knob');
  });

  it('fails on a member without description, naming the element, the member and the source file', () => {
    const broken: CemDeclaration = {
      ...knob,
      cssParts: [{ name: 'thumb' }],
      events: [
        {
          name: 'change',
          description: '  ',
          inheritedFrom: { name: 'VibratoRangeElement', module: 'dist/internal/range-element.js' },
        },
      ],
    };
    const { problems } = buildCustomElementsModel(manifestWith(broken), pkg);
    expect(problems).toEqual([
      '<vibrato-knob> event "change" has no description; document it in packages/web-components/src/internal/range-element.ts (and run npm run manifest -w packages/web-components)',
      '<vibrato-knob> CSS part "thumb" has no description; document it in packages/web-components/src/knob.ts (and run npm run manifest -w packages/web-components)',
    ]);
  });

  it('fails when the package does not export what the usage section shows', () => {
    const { problems } = buildCustomElementsModel(manifestWith(knob), {
      name: pkg.name,
      exports: { '.': { import: './dist/index.js' } },
    });
    expect(problems).toEqual([
      'packages/web-components/package.json: "exports" has no "./define" side-effect entry',
      'packages/web-components/package.json: "exports" has no standalone "./….js" module',
    ]);
    const unexported = manifestWith(knob);
    const index = unexported.modules[0];
    if (index) index.exports = index.exports?.filter((entry) => entry.name !== 'VibratoKnob');
    expect(buildCustomElementsModel(unexported, pkg).problems).toEqual([
      'packages/web-components/custom-elements.json: dist/index.js does not export VibratoKnob (<vibrato-knob>)',
    ]);
  });
});

describe('helpers', () => {
  it('camel-cases attribute names and reads CustomEvent detail types', () => {
    expect(camelCase('min-note')).toBe('minNote');
    expect(entryAnchor('.')).toBe('entry-main');
    const routes = new Map([['InputEventOption', '/docs/api/functions/type-aliases/InputEventOption/']]);
    expect(typeTokens('InputEventOption | undefined', routes)).toEqual([
      { text: 'InputEventOption', href: '/docs/api/functions/type-aliases/InputEventOption/' },
      { text: ' | undefined' },
    ]);
    expect(typeTokens('(value: InputEventOption) => MyInputEventOption', routes)).toEqual([
      { text: '(value: ' },
      { text: 'InputEventOption', href: '/docs/api/functions/type-aliases/InputEventOption/' },
      { text: ') => MyInputEventOption' },
    ]);
    expect(typeTokens('number', routes)).toEqual([{ text: 'number' }]);
    expect(typeTokens(undefined, routes)).toBeNull();
    expect(entryAnchor('./define')).toBe('entry-define');
    expect(detailType('CustomEvent<number>')).toBe('number');
    expect(detailType('Event')).toBeNull();
    expect(plainSummary('Uses `value`\nhere.\n\nMore.')).toBe('Uses value here.');
    expect(renderDescription('')).toEqual([]);
  });
});

describe('the real manifest of packages/web-components', () => {
  it('describes five elements completely, in English and Japanese', () => {
    const root = path.resolve(__dirname, '..', '..', '..', 'packages', 'web-components');
    const read = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const model = buildCustomElementsModel(
      read('custom-elements.json') as CustomElementsManifest,
      read('package.json') as WebComponentsPackageJson,
    );
    expect(model.problems).toEqual([]);
    expect(model.missingJapanese).toEqual([]);
    expect(model.elements.map((element) => element.tagName)).toEqual([
      'vibrato-knob',
      'vibrato-number-input',
      'vibrato-piano',
      'vibrato-slider',
      'vibrato-xy-pad',
    ]);
    const slider = model.elements.find((element) => element.tagName === 'vibrato-slider');
    expect(slider?.attributes.find((row) => row.name === 'default-value')?.property).toBe('defaultValue');
    expect(slider?.reactTwin?.guideRoute).toBe('/docs/components/slider/');
    expect(slider?.attributes.find((row) => row.name === 'min')?.default).toBe('0');
    expect(slider?.properties.find((row) => row.name === 'orientation')?.default).toBe("'horizontal'");
    expect(slider?.examples.length).toBeGreaterThan(0);
    const [define] = model.package.functions;
    expect(define?.parameters[0]?.defaultValue).toBe('globalThis.customElements');
    expect(model.package.entries.map((entry) => entry.specifier)).toEqual([
      '@vibrato-ui/web-components',
      '@vibrato-ui/web-components/define',
      '@vibrato-ui/web-components/vibrato-elements.js',
    ]);
  });
});
