import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { compileExample } from '../../build/mdx/compileExample';
import { runCompiled } from './run';
import { playgroundT } from './testing';

const en = playgroundT('en');

describe('runCompiled', () => {
  it('runs an example compiled at build time with the library and hooks in scope', () => {
    const result = runCompiled(
      compileExample(
        "import { useState } from 'react';\nimport { Knob } from '@vibrato-ui/react';\n" +
          'export function Gain() {\n  const [v, setV] = useState(0.5);\n  return <Knob aria-label="Gain" value={v} onChange={setV} />;\n}\n',
      ),
      en,
    );
    expect(result.error).toBeUndefined();
    expect(isValidElement(result.element)).toBe(true);
  });

  it('runs a bare JSX expression and code that calls render itself', () => {
    expect(isValidElement(runCompiled(compileExample('<Knob aria-label="A" />'), en).element)).toBe(true);
    expect(runCompiled(compileExample('render(<p>hi</p>)'), en).error).toBeUndefined();
  });

  it('reports what the example throws, and an example that renders nothing, as the editor words them', () => {
    expect(runCompiled(compileExample('throw new Error("boom");\nrender(<p />)'), en).error).toBe(
      'Error: boom',
    );
    const leftPad = compileExample("import { Nope } from 'left-pad';\nrender(<Nope />)");
    expect(runCompiled(leftPad, en).error).toMatch(/^Error: Cannot import “left-pad” here/);
    // The scope's own errors are worded in the page's language.
    expect(runCompiled(leftPad, playgroundT('ja')).error).toBe(
      'Error: ここでは「left-pad」をインポートできません。ライブ例でインポートできるのは "react", "@vibrato-ui/react", "@vibrato-ui/functions" です。',
    );
    expect(runCompiled('render()', en).error).toBe('SyntaxError: `render` must be called with valid JSX.');
    expect(runCompiled('const a = 1;', en).error).toBe(
      'SyntaxError: `render` must be called with valid JSX.',
    );
  });
});
