import { describe, expect, it } from 'vitest';
import { named, thrownBy } from './sourceErrors';

/** Runs code as react-live does (`new Function`) and gives the function it returns. */
const compile = (code: string) => new Function(code) as () => () => void;

describe('an example’s named code', () => {
  it('names the frames of an error thrown later, from a function the code made', () => {
    const handler = compile(
      named('return function onClick() { throw new Error("late"); };', 'live-example-r1.tsx'),
    )();
    let thrown: unknown;
    try {
      handler();
    } catch (error) {
      thrown = error;
    }
    expect(thrownBy(thrown, 'live-example-r1.tsx')).toBe(true);
    expect(thrownBy(thrown, 'live-example-r2.tsx')).toBe(false);
  });

  it('does not claim errors from elsewhere, or values thrown that are not errors', () => {
    expect(thrownBy(new Error('elsewhere'), 'live-example-r1.tsx')).toBe(false);
    expect(thrownBy('live-example-r1.tsx', 'live-example-r1.tsx')).toBe(false);
  });
});
