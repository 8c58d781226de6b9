import { isValidElement, memo } from 'react';
import { describe, expect, it } from 'vitest';
import { toRunnable } from './runnable';
import { createScope, liveRequire, pickExported } from './scope';
import { playgroundT } from './testing';

const en = playgroundT('en');

describe('toRunnable', () => {
  it('keeps code that calls render itself', () => {
    const code = 'function A() { return null; }\nrender(<A />);';
    expect(toRunnable(code)).toBe(code);
  });

  it('renders the component a module exports', () => {
    const runnable = toRunnable(
      "import { Knob } from '@vibrato-ui/react';\nexport function A() { return <Knob />; }",
    );
    expect(runnable).toMatch(/render\(__liveExported\(__liveExports\)\);\s*$/);
  });

  it('wraps a single JSX expression', () => {
    expect(toRunnable('<Knob aria-label="Volume" />;\n')).toBe('render(\n<Knob aria-label="Volume" />\n);\n');
  });

  it('does not mistake a method named render for the render call', () => {
    expect(toRunnable('export const A = () => canvas.render(1);')).toContain('__liveExported');
  });
});

describe('pickExported', () => {
  it('prefers the default export, then the last exported function, and empties the exports', () => {
    function First() {
      return null;
    }
    function Second() {
      return null;
    }
    const exports: Record<string, unknown> = { First, Second, value: 1 };
    const element = pickExported(exports, en);
    expect(isValidElement(element) && element.type).toBe(Second);
    expect(Object.keys(exports)).toEqual([]);
    expect(pickExported({ default: First, Second }, en).type).toBe(First);
    const Memo = memo(First);
    expect(pickExported({ Second, Memo }, en).type).toBe(Memo);
  });

  it('explains what to do when nothing is exported, in the page’s language', () => {
    expect(() => pickExported({ value: 1 }, en)).toThrow(
      'Export a component (export function Example() { … }) or call render(<Example />).',
    );
    expect(() => pickExported({ value: 1 }, playgroundT('ja'))).toThrow(
      'コンポーネントをエクスポートする（export function Example() { … }）か、render(<Example />) を呼び出してください。',
    );
  });
});

describe('the scope', () => {
  it('has the library, the helper functions and the React hooks', () => {
    const scope = createScope(en);
    for (const name of [
      'Knob',
      'Slider',
      'Piano',
      'useMIDIAccess',
      'mapValue',
      'noteName',
      'useState',
      'useEffect',
    ]) {
      expect(scope[name], name).toBeTruthy();
    }
  });

  it('resolves the live modules and names the allowed ones otherwise', () => {
    expect(liveRequire('@vibrato-ui/react', en)).toHaveProperty('Knob');
    expect(liveRequire('@vibrato-ui/react/styles.css', en)).toEqual({});
    expect(() => liveRequire('lodash', en)).toThrow(
      'Cannot import “lodash” here: live examples can import from "react", "@vibrato-ui/react", "@vibrato-ui/functions".',
    );
  });
});
