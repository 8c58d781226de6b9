// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('importing in Node (server rendering)', () => {
  it('does not touch the DOM at import time and exports every element class', async () => {
    expect(typeof HTMLElement).toBe('undefined');
    const module = await import('../src/index.js');
    expect(Object.keys(module).sort()).toEqual([
      'VibratoKnob',
      'VibratoNumberInput',
      'VibratoPiano',
      'VibratoSlider',
      'VibratoXYPad',
      'defineVibratoElements',
    ]);
  });

  it('explains that defining needs a custom elements registry', async () => {
    const { defineVibratoElements } = await import('../src/index.js');
    expect(() => defineVibratoElements()).toThrow(/no customElements registry/);
  });

  it('lets a server-rendered page import the define entry: it does nothing without a registry', async () => {
    await expect(import('../src/define.js')).resolves.toBeDefined();
  });
});
