import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blankFrontmatter,
  checkExamples,
  commentExampleFiles,
  exampleBlocks,
  exampleFiles,
  formatExampleProblems,
  type ExampleFile,
} from './examples';
import { parseMdx } from './mdxSyntax';

const root = path.resolve(__dirname, '..', '..');

async function filesOf(source: string, mdx: string): Promise<ExampleFile[]> {
  const folder = path.join(root, '.examples-test', source.replace(/\.mdx$/, ''));
  return exampleFiles(source, folder, exampleBlocks(await parseMdx(blankFrontmatter(mdx))));
}

describe('exampleBlocks', () => {
  it('finds the ts and tsx fences at their lines in the file, frontmatter and JSX included', async () => {
    const mdx = [
      '---', // 1
      'title: Knob',
      '---',
      '',
      '```bash', // 5
      'npm install',
      '```',
      '',
      '<Tabs>', // 9
      '<TabItem value="a">',
      '',
      '```tsx title="Gain.tsx" live', // 12
      '<Knob aria-label="Gain" />',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '```ts', // 19
      'const a = 1;',
      '```',
    ].join('\n');
    const blocks = exampleBlocks(await parseMdx(blankFrontmatter(mdx)));
    expect(blocks).toEqual([
      { language: 'tsx', meta: 'title="Gain.tsx" live', code: '<Knob aria-label="Gain" />', line: 13 },
      { language: 'ts', meta: null, code: 'const a = 1;', line: 20 },
    ]);
  });

  it('keeps the lines of the frontmatter when blanking it', () => {
    expect(blankFrontmatter('---\ntitle: A\n---\nText')).toBe('\n\n\nText');
    expect(blankFrontmatter('Text\n---\nmore')).toBe('Text\n---\nmore');
  });
});

describe('exampleFiles', () => {
  it('names each example by its title, else by its place among the fences', async () => {
    const mdx = [
      '```tsx title="A.tsx"',
      'export {};',
      '```',
      '```tsx',
      'export {};',
      '```',
      '```ts title="A.tsx"',
      'export {};',
      '```',
    ].join('\n');
    const names = (await filesOf('page.mdx', mdx)).map((file) => path.basename(file.fileName));
    expect(names).toEqual(['A.tsx', 'example-2.tsx', '3-A.tsx']);
  });
});

describe('checkExamples', () => {
  it('reports what a reader’s compiler would, at the MDX line, and passes correct examples', async () => {
    const good = [
      '```tsx title="Gain.tsx" live',
      "import { useState } from 'react';",
      "import { Knob } from '@vibrato-ui/react';",
      "import { useLevel } from './useLevel';",
      '',
      'export function Gain() {',
      '  const [gain, setGain] = useState(useLevel());',
      '  return <Knob aria-label="Gain" value={gain} onChange={setGain} />;',
      '}',
      '```',
      '```ts title="useLevel.ts"',
      'export function useLevel(): number {',
      '  return 0.5;',
      '}',
      '```',
      // Imports only: what a page shows to import, with nothing using them yet.
      '```tsx',
      "import { Knob, Slider } from '@vibrato-ui/react';",
      '```',
      // The live scope without imports.
      '```tsx title="Pan.tsx" live',
      '<Knob aria-label="Pan" min={-1} max={1} />',
      '```',
      '```tsx title="Both.tsx" live',
      'function Both() {',
      '  const [on, setOn] = useState(false);',
      '  return <button onClick={() => setOn(!on)}>{String(on)}</button>;',
      '}',
      'render(<Both />);',
      '```',
      // A template's file, where the templates tutorial has the reader copy it.
      '```tsx title="App.tsx"',
      "import { SynthPanel } from './synth-panel/SynthPanel';",
      'export const App = () => <SynthPanel />;',
      '```',
    ].join('\n');
    const bad = [
      '```tsx title="Drive.tsx" live',
      "import { Knob } from '@vibrato-ui/react';",
      'export const Drive = () => <Knob aria-label="Drive" defaultValue="loud" />;',
      '```',
      '```tsx title="Unused.tsx"',
      "import { Knob, Slider } from '@vibrato-ui/react';",
      'export const A = () => <Knob aria-label="A" />;',
      '```',
      '```tsx title="Typo.tsx" live',
      '<Knobb aria-label="Typo" />',
      '```',
      '```tsx title="Missing.tsx"',
      "import { Thing } from './Thing';",
      'export const B = Thing;',
      '```',
      '```ts title="Jsx.ts"',
      'export const C = <div />;',
      '```',
      '```tsx title="TypeImport.tsx"',
      "import { KnobProps } from '@vibrato-ui/react';",
      'export const props: KnobProps = {};',
      '```',
    ].join('\n');
    const problems = checkExamples({
      root,
      files: [...(await filesOf('good.mdx', good)), ...(await filesOf('bad.mdx', bad))],
      scope: { modules: { '@vibrato-ui/react': ['Knob'], react: ['useState'] } },
      fallbackFolder: path.join(root, 'src', 'templates-gallery'),
    });
    const found = problems.map(
      (problem) => `${problem.source}:${problem.line} ${problem.title} TS${problem.code}`,
    );
    expect(found).toEqual([
      'bad.mdx:3 Drive.tsx TS2322',
      'bad.mdx:6 Unused.tsx TS6133',
      'bad.mdx:10 Typo.tsx TS2552',
      'bad.mdx:13 Missing.tsx TS2307',
      'bad.mdx:17 Jsx.ts TS1005',
      'bad.mdx:17 Jsx.ts TS2304',
      'bad.mdx:20 TypeImport.tsx TS1484',
    ]);
    expect(problems[0]).toMatchObject({
      column: 53,
      message: "Type 'string' is not assignable to type 'number'.",
    });
    expect(formatExampleProblems(problems.slice(0, 1))).toBe(
      [
        "1 type error in the docs' TypeScript examples:",
        "bad.mdx:3:53 (Drive.tsx): error TS2322: Type 'string' is not assignable to type 'number'.",
        'Readers copy these examples into their projects: fix each one at the line named so that it compiles against the library (packages/*/src).',
      ].join('\n'),
    );
  }, 60_000);

  it('checks what an API comment’s snippet says of the library, letting it use its page’s names', () => {
    const source = [
      '/**', // 1
      ' * A knob.',
      ' *',
      ' * @example',
      ' * ```tsx', // 5
      ' * <Knob ref={ref} aria-label="Gain" onChange={(value) => setGain(value)} />',
      ' * <span>{gain}</span>',
      ' * ```',
      ' * @example',
      ' * ```tsx', // 10
      ' * <Knob aria-label="Pan" startAngle="-90" />',
      ' * <Knobb aria-label="Typo" />',
      ' * ```',
      ' */',
      'export const Knob = 1;',
    ].join('\n');
    const files = commentExampleFiles('Knob.tsx', source, path.join(root, '.examples-test', 'Knob.tsx'));
    expect(files.map((file) => [file.title, file.line, file.text.split('\n').length])).toEqual([
      ['example-1.tsx', 6, 2],
      ['example-2.tsx', 11, 2],
    ]);
    const problems = checkExamples({
      root,
      files,
      scope: { modules: { '@vibrato-ui/react': ['Knob'] } },
      fallbackFolder: root,
    });
    expect(problems.map((problem) => `${problem.line}:${problem.column} TS${problem.code}`)).toEqual([
      '11:27 TS2322',
      '12:5 TS2552',
    ]);
  }, 60_000);
});
