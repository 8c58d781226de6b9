import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TdReflection } from './json';
import { buildApiModel, firstSentence, memberAnchors, type ApiModel } from './model';
import type { ApiSymbolData } from './model-types';
import { runTypedoc } from './runTypedoc';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FIXTURE = 'plugins/gatsby-source-typedoc/test-fixtures/basic';

let project: TdReflection;
let cacheDir: string;
const LINKS = 'https://example.com/repo/{path}#L{line}';
const basicInput = [
  { name: 'fixture', entryPoint: `${FIXTURE}/src/index.ts`, tsconfig: `${FIXTURE}/tsconfig.json` },
];
let model: ApiModel;
const symbol = (name: string): ApiSymbolData => {
  const found = model.symbols.find((entry) => entry.name === name);
  if (!found) throw new Error(`no symbol ${name}`);
  return found;
};
const html = (blocks: ApiSymbolData['summary']) => blocks.map((block) => block.html).join('');

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'typedoc-test-'));
  const run = await runTypedoc(ROOT, basicInput, {
    cacheDir,
    sourceLinkTemplate: LINKS,
  });
  expect(run.problems).toEqual([]);
  project = run.projects[0]?.project as TdReflection;
  model = buildApiModel(
    [{ package: 'functions', project }],
    (file, line) => `https://example.com/repo/${file}#L${line}`,
  );
}, 120_000);

describe('TypeDoc → ApiSymbol mapping', () => {
  it('classifies each export under its kind and route', () => {
    expect(model.symbols.map((entry) => entry.route)).toEqual([
      '/docs/api/functions/functions/degreeAt/',
      '/docs/api/functions/functions/factorOf/',
      '/docs/api/functions/functions/first/',
      '/docs/api/functions/functions/letter/',
      '/docs/api/functions/functions/scale/',
      '/docs/api/functions/functions/undocumented/',
      '/docs/api/functions/interfaces/Labelled/',
      '/docs/api/functions/interfaces/ScaleOptions/',
      '/docs/api/functions/type-aliases/Degree/',
      '/docs/api/functions/type-aliases/FactorSource/',
      '/docs/api/functions/type-aliases/FactorTable/',
      '/docs/api/functions/type-aliases/LabelledOption/',
      '/docs/api/functions/type-aliases/Mapper/',
      '/docs/api/functions/type-aliases/Rounding/',
      '/docs/api/functions/variables/degrees/',
      '/docs/api/functions/variables/roundings/',
    ]);
  });

  it('names a union of literals by the documented alias it came from, linked, and never on the alias itself', () => {
    const signature = symbol('degreeAt').signatures[0];
    expect(signature?.returnType).toEqual([
      { text: 'Degree', href: '/docs/api/functions/type-aliases/Degree/' },
      { text: ' | undefined' },
    ]);
    expect(symbol('Rounding').type).toEqual([{ text: "'none' | 'integer'" }]);
    expect(
      symbol('roundings')
        .type?.map((token) => token.text)
        .join(''),
    ).toBe('readonly Rounding[]');
  });

  it("pairs a function's @typeParam with its @jaTypeParam", () => {
    const [parameter] = symbol('first').signatures[0]?.typeParameters ?? [];
    expect(parameter?.name).toBe('T');
    expect(html(parameter?.description ?? [])).toBe('<p>the type of the items</p>');
    expect(html(parameter?.descriptionJa ?? [])).toBe('<p>要素の型です。</p>');
    expect(symbol('first').typeParameters).toEqual([]);
  });

  it('names an inherited member by the member its link leads to, not by the mapped type it came through', () => {
    const label = symbol('Labelled').members.find((member) => member.name === 'label');
    expect(label?.inheritedFrom).toEqual([
      { text: 'ScaleOptions.label', href: '/docs/api/functions/interfaces/ScaleOptions/#label' },
    ]);
  });

  it('parenthesises an intersection indexed or under keyof', () => {
    const text = (tokens: { text: string }[] | null | undefined) =>
      (tokens ?? []).map((token) => token.text).join('');
    expect(text(symbol('LabelledOption').type)).toBe('(ScaleOptions & Labelled)[K]');
    expect(text(symbol('LabelledOption').typeParameters[0]?.constraint)).toBe(
      'keyof (ScaleOptions & Labelled)',
    );
  });

  it('names an instance of a generic type by the documented alias for it, also where TypeScript lost the alias', () => {
    const [table] = symbol('factorOf').signatures[0]?.parameters ?? [];
    expect(table?.type).toEqual([
      { text: 'false | ' },
      { text: 'FactorTable', href: '/docs/api/functions/type-aliases/FactorTable/' },
    ]);
    expect((symbol('FactorTable').type ?? []).map((token) => token.text).join('')).toBe(
      'Readonly<Record<string, number>>',
    );
  });

  it('shortens a long union of literals that no alias names', () => {
    expect(symbol('letter').signatures[0]?.returnType).toEqual([
      { text: "'a' | 'b' | 'c' | " },
      { text: '… 11 more', more: 11 },
    ]);
  });

  it('renders the summary to HTML with lists, code and links resolved to our routes', () => {
    const summary = html(symbol('scale').summary);
    expect(summary).toContain('<code>value</code>');
    expect(summary).toContain('<ul><li>Negative values are allowed.</li>');
    expect(summary).toContain(
      '<a href="/docs/api/functions/interfaces/ScaleOptions/"><code>ScaleOptions</code></a>',
    );
    expect(symbol('scale').description).toBe('Multiplies value by the factor of ScaleOptions.');
  });

  it('takes the Japanese summary from @ja, links included', () => {
    expect(html(symbol('scale').summaryJa ?? [])).toContain(
      '<a href="/docs/api/functions/interfaces/ScaleOptions/"><code>ScaleOptions</code></a> の係数を掛けます。',
    );
    expect(symbol('Rounding').descriptionJa).toBe('scale の丸め方です。');
  });

  it('maps signatures: parameters with types, defaults and descriptions, the return type and block tags', () => {
    const [signature] = symbol('scale').signatures;
    expect(signature?.text.map((token) => token.text).join('')).toBe(
      'scale(value: number, options?: ScaleOptions): number',
    );
    expect(signature?.text.find((token) => token.text === 'ScaleOptions')?.href).toBe(
      '/docs/api/functions/interfaces/ScaleOptions/',
    );
    expect(signature?.parameters.map((parameter) => [parameter.name, parameter.optional])).toEqual([
      ['value', false],
      ['options', true],
    ]);
    // TypeDoc shortens object initialisers to `...`; we show no default rather than that.
    expect(signature?.parameters[1]?.defaultValue).toBeNull();
    expect(html(signature?.parameters[0]?.description ?? [])).toBe('<p>the number to scale</p>');
    expect(signature?.tags.map((tag) => tag.tag)).toEqual(['returns', 'throws', 'example']);
  });

  it('pairs each parameter and prose block tag with its Japanese tag (@jaParam, @jaReturns, @jaThrows)', () => {
    const [signature] = symbol('scale').signatures;
    expect(html(signature?.parameters[0]?.descriptionJa ?? [])).toBe(
      '<p>掛けられる数です（丸め方は <a href="/docs/api/functions/type-aliases/Rounding/"><code>Rounding</code></a>）。</p>',
    );
    expect(signature?.parameters[1]?.descriptionJa).toBeNull();
    const [returns, throws, example] = signature?.tags ?? [];
    expect(html(returns?.contentJa ?? [])).toBe('<p>掛けた結果です。</p>');
    expect(html(throws?.contentJa ?? [])).toBe(
      '<p><code>value</code> が NaN のときは RangeError を投げます。</p>',
    );
    // Code alone reads the same in Japanese: no copy of it.
    expect(example?.contentJa).toBeNull();
  });

  it('gives a function type alias the Japanese tags TypeDoc leaves on the alias while moving the English ones', () => {
    const mapper = symbol('Mapper');
    const [signature] = mapper.signatures;
    expect(html(signature?.parameters[0]?.descriptionJa ?? [])).toBe('<p>入力です。</p>');
    expect(signature?.tags.map((tag) => [tag.tag, tag.contentJa && html(tag.contentJa)])).toEqual([
      ['returns', '<p>出力です。</p>'],
    ]);
    expect(mapper.tags.map((tag) => tag.tag)).toEqual(['example']);
  });

  it('takes a default written in words from @jaDefaultValue, and reports one without it', () => {
    const label = symbol('ScaleOptions').members.find((member) => member.name === 'label');
    expect(html(label?.defaultValue ?? [])).toBe(
      '<p>the factor as text, for example <code>&quot;2&quot;</code></p>',
    );
    expect(html(label?.defaultValueJa ?? [])).toBe(
      '<p>係数を文字列にしたもの（<code>&quot;2&quot;</code> など）</p>',
    );
    const broken = structuredClone(project);
    const member = broken.children
      ?.find((child) => child.name === 'ScaleOptions')
      ?.children?.find((child) => child.name === 'label');
    if (member?.comment?.blockTags) {
      member.comment.blockTags = member.comment.blockTags.filter((block) => block.tag !== '@jaDefaultValue');
    }
    expect(buildApiModel([{ package: 'functions', project: broken }]).missingJapanese).toContainEqual(
      expect.stringMatching(
        /^ScaleOptions\.label @defaultValue \(.*index\.ts:\d+\): add @jaDefaultValue after it$/,
      ),
    );
  });

  it('reports a @jaParam that names no parameter, and a Japanese tag with no English one to pair with', () => {
    const broken = structuredClone(project);
    const signature = broken.children?.find((child) => child.name === 'scale')?.signatures?.[0];
    signature?.comment?.blockTags?.push(
      { tag: '@jaParam', content: [{ kind: 'text', text: 'valeu - 綴りの違う名前' }] },
      { tag: '@jaThrows', content: [{ kind: 'text', text: '二つ目の例外' }] },
    );
    const result = buildApiModel([{ package: 'functions', project: broken }]);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^@jaParam valeu in the comment of scale \(.*index\.ts:\d+\) names none of its parameters \(value, options\)/,
        ),
        expect.stringMatching(/^scale \(.*index\.ts:\d+\) has 1 @jaThrows more than its @throws tags/),
      ]),
    );
  });

  it('highlights @example code blocks like the docs, keeping the fence title', () => {
    const example = symbol('scale').signatures[0]?.tags.find((tag) => tag.tag === 'example')?.content[0];
    expect(example).toMatchObject({ type: 'code', language: 'typescript', title: 'scale.ts' });
    expect(example?.html).toContain('<span class="code-line">');
    expect(example?.html).toContain('<span class="token function">scale</span>');
  });

  it('maps interface properties with type links, optionality, @defaultValue, examples and @ja', () => {
    const member = (name: string) => symbol('ScaleOptions').members.find((entry) => entry.name === name);
    const [factor, rounding] = [member('factor'), member('rounding')];
    expect(factor).toMatchObject({ name: 'factor', anchor: 'factor', optional: true, kind: 'property' });
    expect(factor?.defaultValue).toEqual([{ type: 'html', html: '<p><code>2</code></p>' }]);
    // Code alone reads the same in Japanese: no copy of it, and nothing missing.
    expect(factor?.defaultValueJa).toBeNull();
    expect(factor?.tags.map((tag) => tag.tag)).toEqual(['example']);
    expect(html(factor?.descriptionJa ?? [])).toBe('<p>掛ける数です。</p>');
    expect(rounding?.type).toEqual([
      { text: 'Rounding', href: '/docs/api/functions/type-aliases/Rounding/' },
    ]);
    expect(rounding?.optional).toBe(false);
  });

  it("gives a property of function type its call's parameters and returns, with the Japanese left on the property", () => {
    const member = (name: string) => symbol('ScaleOptions').members.find((entry) => entry.name === name);
    const format = member('format');
    expect(
      format?.call?.parameters.map((parameter) => [
        parameter.name,
        html(parameter.description),
        parameter.descriptionJa && html(parameter.descriptionJa),
      ]),
    ).toEqual([
      ['value', '<p>the scaled number</p>', '<p>掛けた結果の数です。</p>'],
      ['digits', '<p>how many decimals to keep</p>', null],
    ]);
    expect(
      format?.call?.tags.map((tag) => [tag.tag, html(tag.content), tag.contentJa && html(tag.contentJa)]),
    ).toEqual([['returns', '<p>the text to show</p>', '<p>表示する文字列です。</p>']]);
    // The Japanese tags moved to the call are not the member's own (no "more @jaReturns than @returns").
    expect(html(format?.descriptionJa ?? [])).toBe('<p>結果を表示用の文字列にします。</p>');
    expect(model.problems.filter((problem) => problem.includes('format'))).toEqual([]);
    // A function-typed property whose comment says nothing of its call, and a plain property, have none.
    expect(member('onResult')?.call).toBeNull();
    expect(member('factor')?.call).toBeNull();
  });

  it('lists the members of an alias that joins object types, each set of a union as an alternative', () => {
    const members = symbol('FactorSource').members;
    // ScaleOptions is named: it has its own page, and its members are not copied here.
    expect(members.map((member) => [member.name, member.alternative, member.optional])).toEqual([
      ['label', null, false],
      ['factor', 1, false],
      ['compute', 2, false],
    ]);
    expect(html(members[1]?.descriptionJa ?? [])).toBe('<p>固定の係数です。</p>');
    expect(members[2]?.call?.parameters.map((parameter) => parameter.name)).toEqual(['value']);
  });

  it('gives the type of type aliases and variables, and the source location', () => {
    expect(symbol('Rounding').type).toEqual([{ text: "'none' | 'integer'" }]);
    expect(symbol('roundings').type).toEqual([
      { text: 'readonly ' },
      { text: 'Rounding', href: '/docs/api/functions/type-aliases/Rounding/' },
      { text: '[]' },
    ]);
    expect(symbol('roundings').source).toEqual({
      file: `${FIXTURE}/src/index.ts`,
      line: expect.any(Number),
      url: expect.stringMatching(/^https:\/\/example\.com\/repo\/plugins\/.*#L\d+$/),
    });
  });

  it('reports an export without summary, and each shown text without its Japanese, with where and what to add', () => {
    expect(model.problems).toEqual([
      expect.stringMatching(/^undocumented \(.*index\.ts:\d+\) is exported .* has no summary/),
    ]);
    expect([...model.missingJapanese].sort()).toEqual([
      expect.stringMatching(/^FactorSource\.compute \(.*index\.ts:\d+\): add @ja …$/),
      expect.stringMatching(/^FactorSource\.compute\(value\) \(.*index\.ts:\d+\): add @jaParam value - …$/),
      expect.stringMatching(/^ScaleOptions\.format\(digits\) \(.*index\.ts:\d+\): add @jaParam digits - …$/),
      expect.stringMatching(/^ScaleOptions\.rounding \(.*index\.ts:\d+\): add @ja …$/),
      expect.stringMatching(/^scale\(options\) \(.*index\.ts:\d+\): add @jaParam options - …$/),
      expect.stringMatching(/^undocumented \(.*index\.ts:\d+\): add @ja …$/),
    ]);
  });

  it('reports a {@link} that leads to no API page', () => {
    const broken = structuredClone(project);
    const rounding = broken.children?.find((child) => child.name === 'Rounding');
    rounding?.comment?.summary.push({ kind: 'inline-tag', tag: '@link', text: 'Nowhere' });
    const result = buildApiModel([{ package: 'functions', project: broken }]);
    expect(result.problems).toContainEqual(
      expect.stringMatching(
        /^\{@link Nowhere\} in the comment of Rounding \(.*\) does not lead to an API page$/,
      ),
    );
  });
});

describe('runTypedoc', () => {
  it('returns TypeDoc warnings, naming the package, so that the build can fail on them', async () => {
    const fixture = 'plugins/gatsby-source-typedoc/test-fixtures/broken-link';
    const run = await runTypedoc(
      ROOT,
      [{ name: 'broken', entryPoint: `${fixture}/src/index.ts`, tsconfig: `${fixture}/tsconfig.json` }],
      { cacheDir: await mkdtemp(path.join(tmpdir(), 'typedoc-test-')), sourceLinkTemplate: 'x/{path}' },
    );
    expect(run.problems).toEqual([expect.stringMatching(/^broken: TypeDoc warning: .*Nowhere/)]);
  }, 120_000);
});

describe('runTypedoc cache', () => {
  it('serves an unchanged package from the cache without running TypeDoc', async () => {
    const again = await runTypedoc(ROOT, basicInput, { cacheDir, sourceLinkTemplate: LINKS });
    expect(again).toMatchObject({ cached: true, milliseconds: 0, problems: [] });
    expect(again.projects[0]?.project).toEqual(project);
  });
});

describe('firstSentence', () => {
  it('cuts English at a full stop before a capital, and Japanese at 。', () => {
    expect(firstSentence('Maps 0.5 to a value, e.g. a gain. Then more. And more.')).toBe(
      'Maps 0.5 to a value, e.g. a gain.',
    );
    expect(firstSentence('値を返します。詳しくは下記。')).toBe('値を返します。');
    // A 。 inside brackets does not end the sentence.
    expect(firstSentence('source（1 つの入力。または、すべての入力）から読みます。次の文。')).toBe(
      'source（1 つの入力。または、すべての入力）から読みます。',
    );
    expect(firstSentence('「止める。」と表示します。次の文。')).toBe('「止める。」と表示します。');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});

describe('memberAnchors', () => {
  const member = (name: string, id: number) => ({ id, name, kind: 1024 }) as TdReflection;
  it('keeps a name as the id, and numbers a name that more than one alternative set has', () => {
    expect(
      memberAnchors([
        { member: member('aria-label', 1), alternative: null },
        { member: member('type', 2), alternative: 1 },
        { member: member('step', 3), alternative: 1 },
        { member: member('type', 4), alternative: 2 },
        { member: member('step', 5), alternative: 2 },
        { member: member('render', 6), alternative: 2 },
      ]),
    ).toEqual(['aria-label', 'type-1', 'step-1', 'type-2', 'step-2', 'render']);
  });
});
