import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { compileExample } from '../../build/mdx/compileExample';
import { runCompiled } from './run';

describe('runCompiled', () => {
  it('runs an example compiled at build time with the library and hooks in scope', () => {
    const result = runCompiled(
      compileExample(
        "import { useState } from 'react';\nimport { Knob } from '@vibrato-ui/react';\n" +
          'export function Gain() {\n  const [v, setV] = useState(0.5);\n  return <Knob aria-label="Gain" value={v} onChange={setV} />;\n}\n',
      ),
    );
    expect(result.error).toBeUndefined();
    expect(isValidElement(result.element)).toBe(true);
  });

  it('runs a bare JSX expression and code that calls render itself', () => {
    expect(isValidElement(runCompiled(compileExample('<Knob aria-label="A" />')).element)).toBe(true);
    expect(runCompiled(compileExample('render(<p>hi</p>)')).error).toBeUndefined();
  });

  it('reports what the example throws, and an example that renders nothing, as the editor words them', () => {
    expect(runCompiled(compileExample('throw new Error("boom");\nrender(<p />)')).error).toBe('Error: boom');
    expect(runCompiled(compileExample("import { Nope } from 'left-pad';\nrender(<Nope />)")).error).toMatch(
      /^Error: Cannot import "left-pad" here/,
    );
    expect(runCompiled('render()').error).toBe('SyntaxError: `render` must be called with valid JSX.');
    expect(runCompiled('const a = 1;').error).toBe('SyntaxError: `render` must be called with valid JSX.');
  });
});
