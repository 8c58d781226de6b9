import { beforeAll, describe, expect, it } from 'vitest';
import { defineVibratoElements, VibratoKnob, VibratoSlider } from '../src/index.js';

beforeAll(() => {
  defineVibratoElements();
});

function mount<K extends keyof HTMLElementTagNameMap>(html: string, selector: K): HTMLElementTagNameMap[K] {
  document.body.innerHTML = html;
  const element = document.querySelector(selector);
  if (!element) throw new Error(`fixture has no ${selector}`);
  return element;
}

describe('defineVibratoElements', () => {
  it('defines every tag once and skips names already defined', () => {
    expect(customElements.get('vibrato-knob')).toBe(VibratoKnob);
    expect(customElements.get('vibrato-slider')).toBe(VibratoSlider);
    expect(defineVibratoElements()).toEqual([]);
  });
});

describe('attributes and properties (jsdom)', () => {
  it('reflect each other, with defaults, clamping and snapping', () => {
    const knob = mount('<vibrato-knob min="-1" max="1" step="0.5"></vibrato-knob>', 'vibrato-knob');
    expect(knob.value).toBe(-1); // no value and no default-value: min
    knob.value = 0.3;
    expect(knob.getAttribute('value')).toBe('0.3');
    expect(knob.value).toBe(0.5);
    knob.setAttribute('value', '9');
    expect(knob.value).toBe(1);
    knob.max = 10;
    expect(knob.getAttribute('max')).toBe('10');
    expect(knob.value).toBe(9);
    knob.defaultValue = 2;
    expect(knob.getAttribute('default-value')).toBe('2');
    knob.disabled = true;
    expect(knob.hasAttribute('disabled')).toBe(true);
    knob.readOnly = true;
    expect(knob.hasAttribute('readonly')).toBe(true);
  });

  it('names an element by its label attribute before its own aria-label', () => {
    const knob = mount('<vibrato-knob aria-label="Page name" label="Cutoff"></vibrato-knob>', 'vibrato-knob');
    expect(knob.getAttribute('aria-label')).toBe('Cutoff');
    const unnamed = mount('<vibrato-knob aria-label="Page name"></vibrato-knob>', 'vibrato-knob');
    expect(unnamed.getAttribute('aria-label')).toBe('Page name');
  });

  it('keeps role and aria values on the host in step with the value', () => {
    const slider = mount(
      '<vibrato-slider label="Volume" min="-60" max="6" value="0" unit="dB" orientation="vertical"></vibrato-slider>',
      'vibrato-slider',
    );
    expect(slider.getAttribute('role')).toBe('slider');
    expect(slider.getAttribute('aria-label')).toBe('Volume');
    expect(slider.getAttribute('aria-valuemin')).toBe('-60');
    expect(slider.getAttribute('aria-valuemax')).toBe('6');
    expect(slider.getAttribute('aria-valuetext')).toBe('0 dB');
    expect(slider.getAttribute('aria-orientation')).toBe('vertical');
    slider.value = -12.5;
    expect(slider.getAttribute('aria-valuenow')).toBe('-12.5');
    expect(slider.getAttribute('tabindex')).toBe('0');
    slider.disabled = true;
    expect(slider.hasAttribute('tabindex')).toBe(false);
    expect(slider.getAttribute('aria-disabled')).toBe('true');
  });

  it('fires input then change for a key press, and nothing when read-only', () => {
    const knob = mount('<vibrato-knob value="0.5"></vibrato-knob>', 'vibrato-knob');
    const events: string[] = [];
    knob.addEventListener('input', () => events.push(`input ${knob.value}`));
    knob.addEventListener('change', () => events.push(`change ${knob.value}`));
    knob.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(events).toEqual(['input 1', 'change 1']);
    knob.readOnly = true;
    knob.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(knob.value).toBe(1);
    expect(events).toHaveLength(2);
  });

  it('does not fire events when the page sets the value', () => {
    const knob = mount('<vibrato-knob></vibrato-knob>', 'vibrato-knob');
    let count = 0;
    knob.addEventListener('input', () => count++);
    knob.addEventListener('change', () => count++);
    knob.value = 0.7;
    expect(count).toBe(0);
  });

  it('labels every piano key button with its note name', () => {
    const piano = mount('<vibrato-piano min-note="60" max-note="64"></vibrato-piano>', 'vibrato-piano');
    const labels = [...(piano.shadowRoot?.querySelectorAll('button') ?? [])].map((key) =>
      key.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['C4', 'C#4', 'D4', 'D#4', 'E4']);
  });
});
