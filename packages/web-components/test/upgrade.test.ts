import { expect, it } from 'vitest';
import { defineVibratoElements } from '../src/index.js';

it('properties set before the elements are defined are kept, reflected and used after the upgrade', () => {
  document.body.innerHTML = '<vibrato-knob max="10"></vibrato-knob>';
  const early = document.querySelector('vibrato-knob') as unknown as Record<string, unknown>;
  early.value = 7;
  early.keyboardOption = { type: 'raw', step: 2 };
  defineVibratoElements();
  const knob = document.querySelector('vibrato-knob');
  if (!knob) throw new Error('no knob');
  expect(knob.value).toBe(7);
  expect(knob.getAttribute('value')).toBe('7');
  expect(knob.getAttribute('aria-valuenow')).toBe('7');
  knob.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
  expect(knob.value).toBe(9);
});

it('valueText formats aria-valuetext as soon as it is set', () => {
  document.body.innerHTML = '<vibrato-slider value="0.25"></vibrato-slider>';
  const slider = document.querySelector('vibrato-slider');
  if (!slider) throw new Error('no slider');
  slider.valueText = (value) => `${value * 100} percent`;
  expect(slider.getAttribute('aria-valuetext')).toBe('25 percent');
});
