import { describe, expect, it } from 'vitest';
import { appValues } from './appValues.js';

describe('appValues', () => {
  it('takes the first render after a move that changed the value as the app’s answer, not as a value it set', () => {
    const values = appValues<number>();
    values.start(0.5);
    values.gave(0.51, true);
    values.rendered(0.5);
    expect(values.setByApp(0.5)).toBe(false);
    // A render without a move before it is the app's own value.
    values.gave(0.52, true);
    values.rendered(0.5);
    values.rendered(0.9);
    expect(values.setByApp(0.9)).toBe(true);
  });

  it('waits for an answer only until the next move, and not after a move that changed nothing', () => {
    const values = appValues<number>();
    values.start(0.2);
    values.gave(0.3, true);
    // The parent kept its state: no render came before the next move.
    expect(values.setByApp(0.3)).toBe(false);
    values.rendered(0.8);
    expect(values.setByApp(0.8)).toBe(true);
    values.gave(0.8, false);
    values.rendered(0.1);
    expect(values.setByApp(0.1)).toBe(true);
  });

  it('compares values with the function given', () => {
    const values = appValues<{ x: number }>((a, b) => a.x === b.x);
    values.start({ x: 1 });
    expect(values.setByApp({ x: 1 })).toBe(false);
    expect(values.setByApp({ x: 2 })).toBe(true);
  });
});
