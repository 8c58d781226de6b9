import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('announces every key step of a step finer than two decimals, knob and number input alike', () => {
    for (const tag of ['vibrato-knob', 'vibrato-number-input'] as const) {
      const control = mount(`<${tag} label="Fine" min="0" max="1" step="0.001" value="0.12"></${tag}>`, tag);
      const announced = tag === 'vibrato-knob' ? control : control.shadowRoot?.querySelector('input');
      control.value = 0.121;
      expect(announced?.getAttribute('aria-valuetext')).toBe('0.121');
      control.value = 0.122;
      expect(announced?.getAttribute('aria-valuetext')).toBe('0.122');
    }
    const pad = mount(
      '<vibrato-xy-pad label="Fine" x-step="0.001" x="0.121" y="0.121"></vibrato-xy-pad>',
      'vibrato-xy-pad',
    );
    const [x, y] = [...(pad.shadowRoot?.querySelectorAll('[role="slider"]') ?? [])];
    expect(x?.getAttribute('aria-valuetext')).toBe('0.121');
    expect(y?.getAttribute('aria-valuetext')).toBe('0.12');
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

  it('collapses a range whose min is set above max to min, and the ARIA values follow', () => {
    for (const tag of ['vibrato-knob', 'vibrato-slider'] as const) {
      const element = mount(`<${tag} min="0" max="5" step="0.5" value="4"></${tag}>`, tag);
      element.min = 6;
      expect(element.value).toBe(6);
      expect(element.getAttribute('aria-valuemin')).toBe('6');
      expect(element.getAttribute('aria-valuemax')).toBe('6');
      expect(element.getAttribute('aria-valuenow')).toBe('6');
    }
    const field = mount(
      '<vibrato-number-input min="0" max="5" value="4"></vibrato-number-input>',
      'vibrato-number-input',
    );
    field.max = -1;
    expect(field.value).toBe(0);
    expect(field.shadowRoot?.querySelector('input')?.getAttribute('aria-valuenow')).toBe('0');
    const pad = mount('<vibrato-xy-pad x-min="0" x-max="5" x="4"></vibrato-xy-pad>', 'vibrato-xy-pad');
    pad.setAttribute('x-min', '8');
    const [x] = Array.from(pad.shadowRoot?.querySelectorAll('[role="slider"]') ?? []);
    expect(pad.x).toBe(8);
    expect(x?.getAttribute('aria-valuenow')).toBe('8');
  });

  it('stops at the last step below max when the step does not divide the range, by End, arrows or value', () => {
    const knob = mount('<vibrato-knob min="0" max="10" step="4" value="4"></vibrato-knob>', 'vibrato-knob');
    knob.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(knob.value).toBe(8);
    knob.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(knob.getAttribute('aria-valuenow')).toBe('8');
    knob.value = 9.9;
    expect(knob.value).toBe(8);
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

/** Sends keydown `key` to `target` (bubbling out of a shadow root) and tells whether the element took it. */
function press(target: Element, key: string, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...init,
  });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Gives a shadow part of `element` (the slider's track, the pad's area) the box jsdom does not lay out. */
function measurePart(
  element: Element,
  part: 'track' | 'area',
  box: { left: number; top: number; width: number; height: number },
): void {
  const target = element.shadowRoot?.querySelector(`[part="${part}"]`);
  if (!(target instanceof HTMLElement)) throw new Error(`no ${part} part`);
  const rect = { ...box, right: box.left + box.width, bottom: box.top + box.height, x: box.left, y: box.top };
  target.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
}

function pointer(type: string, init: PointerEventInit): PointerEvent {
  // jsdom has no PointerEvent constructor; a MouseEvent with a pointerId stands in for it.
  const event = new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, ...init });
  Object.defineProperty(event, 'pointerId', { value: init.pointerId ?? 1 });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  return event as PointerEvent;
}

/** A number input mounted from `attributes`, with its shadow field and steppers. */
function numberInput(attributes: string) {
  const input = mount(`<vibrato-number-input ${attributes}></vibrato-number-input>`, 'vibrato-number-input');
  const part = (name: string) => {
    const element = input.shadowRoot?.querySelector(`[part="${name}"]`);
    if (!(element instanceof HTMLElement)) throw new Error(`no ${name} part`);
    return element;
  };
  return {
    input,
    field: part('input') as HTMLInputElement,
    plus: part('increment'),
    minus: part('decrement'),
  };
}

/** Types `text` into a field as the user would: the value, then the field's own input event. */
function typeInto(field: HTMLInputElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('the elements behave like the React components', () => {
  it('a reversed slider puts min at the far end and swaps the arrows along its track only', () => {
    const slider = mount(
      '<vibrato-slider step="0.1" value="0.5" reversed></vibrato-slider>',
      'vibrato-slider',
    );
    expect(slider.reversed).toBe(true);
    press(slider, 'ArrowRight');
    expect(slider.value).toBe(0.4);
    press(slider, 'ArrowLeft');
    press(slider, 'ArrowLeft');
    expect(slider.value).toBe(0.6);
    press(slider, 'ArrowUp');
    expect(slider.value).toBe(0.7);
    press(slider, 'End');
    expect(slider.value).toBe(1);
    slider.orientation = 'vertical';
    press(slider, 'ArrowUp');
    expect(slider.value).toBe(0.9);
    press(slider, 'ArrowRight');
    expect(slider.value).toBe(1);

    slider.reversed = false;
    expect(slider.hasAttribute('reversed')).toBe(false);
    press(slider, 'ArrowUp');
    expect(slider.value).toBe(1);
    press(slider, 'ArrowDown');
    expect(slider.value).toBe(0.9);
  });

  it('a reversed slider measures a press from the right, or from the top when vertical', () => {
    const slider = mount('<vibrato-slider reversed></vibrato-slider>', 'vibrato-slider');
    measurePart(slider, 'track', { left: 100, top: 0, width: 200, height: 20 });
    slider.dispatchEvent(pointer('pointerdown', { clientX: 150, clientY: 10, button: 0 }));
    slider.dispatchEvent(pointer('pointerup', { clientX: 150, clientY: 10 }));
    expect(slider.value).toBe(0.75);
    slider.orientation = 'vertical';
    measurePart(slider, 'track', { left: 0, top: 0, width: 20, height: 100 });
    slider.dispatchEvent(pointer('pointerdown', { clientX: 10, clientY: 30, button: 0 }));
    slider.dispatchEvent(pointer('pointerup', { clientX: 10, clientY: 30 }));
    expect(slider.value).toBeCloseTo(0.3, 10);
  });

  it('a slider drag with Shift moves a tenth of the pointer, from where the thumb is', () => {
    const slider = mount('<vibrato-slider></vibrato-slider>', 'vibrato-slider');
    measurePart(slider, 'track', { left: 0, top: 0, width: 100, height: 20 });
    const changes: number[] = [];
    slider.addEventListener('change', () => changes.push(slider.value));
    slider.dispatchEvent(pointer('pointerdown', { clientX: 50, clientY: 10, button: 0 }));
    expect(slider.value).toBe(0.5);
    slider.dispatchEvent(pointer('pointermove', { clientX: 70, clientY: 10, shiftKey: true }));
    expect(slider.value).toBeCloseTo(0.52, 10);
    slider.dispatchEvent(pointer('pointermove', { clientX: 60, clientY: 10, shiftKey: true }));
    expect(slider.value).toBeCloseTo(0.51, 10);
    // Without Shift the thumb goes back under the pointer.
    slider.dispatchEvent(pointer('pointermove', { clientX: 80, clientY: 10 }));
    expect(slider.value).toBe(0.8);
    slider.dispatchEvent(pointer('pointerup', { clientX: 80, clientY: 10 }));
    expect(changes).toEqual([0.8]);

    slider.reversed = true;
    slider.dispatchEvent(pointer('pointerdown', { clientX: 50, clientY: 10, button: 0 }));
    slider.dispatchEvent(pointer('pointermove', { clientX: 70, clientY: 10, shiftKey: true }));
    expect(slider.value).toBeCloseTo(0.48, 10);
    slider.dispatchEvent(pointer('pointerup', { clientX: 70, clientY: 10 }));
  });

  it('a knob, slider or XY pad goes on from a value the page sets during a drag, instead of jumping back', () => {
    const slider = mount('<vibrato-slider step="0.01"></vibrato-slider>', 'vibrato-slider');
    measurePart(slider, 'track', { left: 0, top: 0, width: 100, height: 20 });
    slider.dispatchEvent(pointer('pointerdown', { clientX: 30, clientY: 10, button: 0 }));
    expect(slider.value).toBe(0.3);
    // The page moves the value elsewhere (an automation, a preset) while the pointer is still down.
    slider.value = 0.8;
    slider.dispatchEvent(pointer('pointermove', { clientX: 40, clientY: 10 }));
    expect(slider.value).toBe(0.9);
    slider.dispatchEvent(pointer('pointermove', { clientX: 20, clientY: 10 }));
    expect(slider.value).toBe(0.7);
    slider.dispatchEvent(pointer('pointerup', { clientX: 20, clientY: 10 }));
    // The next drag starts under the pointer again.
    slider.dispatchEvent(pointer('pointerdown', { clientX: 20, clientY: 10, button: 0 }));
    expect(slider.value).toBe(0.2);
    slider.dispatchEvent(pointer('pointerup', { clientX: 20, clientY: 10 }));

    const knob = mount('<vibrato-knob step="0.01"></vibrato-knob>', 'vibrato-knob');
    knob.dispatchEvent(pointer('pointerdown', { clientX: 0, clientY: 100, button: 0 }));
    knob.dispatchEvent(pointer('pointermove', { clientX: 0, clientY: 80 }));
    expect(knob.value).toBe(0.1);
    knob.value = 0.5;
    knob.dispatchEvent(pointer('pointermove', { clientX: 0, clientY: 60 }));
    expect(knob.value).toBe(0.6);
    knob.dispatchEvent(pointer('pointerup', { clientX: 0, clientY: 60 }));

    const pad = mount('<vibrato-xy-pad step="0.01"></vibrato-xy-pad>', 'vibrato-xy-pad');
    measurePart(pad, 'area', { left: 0, top: 0, width: 100, height: 100 });
    pad.dispatchEvent(pointer('pointerdown', { clientX: 25, clientY: 75, button: 0 }));
    expect([pad.x, pad.y]).toEqual([0.25, 0.25]);
    pad.x = 0.9;
    pad.dispatchEvent(pointer('pointermove', { clientX: 20, clientY: 65 }));
    expect([pad.x, pad.y]).toEqual([0.85, 0.35]);
    pad.dispatchEvent(pointer('pointerup', { clientX: 20, clientY: 65 }));
  });

  it('a knob or slider follows a slow drag when the page rounds the value in its input listener', () => {
    const roundOnInput = (element: HTMLElement & { value: number }) =>
      element.addEventListener('input', () => (element.value = Math.round(element.value * 10) / 10));
    const knob = mount('<vibrato-knob value="0.5"></vibrato-knob>', 'vibrato-knob');
    roundOnInput(knob);
    knob.dispatchEvent(pointer('pointerdown', { clientX: 0, clientY: 100, button: 0 }));
    // 1 px a move is 0.005 of the range: each value rounds back until the moves add up.
    for (let y = 99; y >= 60; y -= 1) knob.dispatchEvent(pointer('pointermove', { clientX: 0, clientY: y }));
    expect(knob.value).toBe(0.7);
    knob.dispatchEvent(pointer('pointerup', { clientX: 0, clientY: 60 }));

    const slider = mount('<vibrato-slider value="0.5"></vibrato-slider>', 'vibrato-slider');
    roundOnInput(slider);
    measurePart(slider, 'track', { left: 0, top: 0, width: 200, height: 20 });
    slider.dispatchEvent(pointer('pointerdown', { clientX: 100, clientY: 10, button: 0 }));
    for (let x = 101; x <= 140; x += 1)
      slider.dispatchEvent(pointer('pointermove', { clientX: x, clientY: 10 }));
    expect(slider.value).toBe(0.7);
    slider.dispatchEvent(pointer('pointerup', { clientX: 140, clientY: 10 }));
  });

  it('the piano moves between keys with all four arrows', () => {
    const piano = mount('<vibrato-piano min-note="60" max-note="64"></vibrato-piano>', 'vibrato-piano');
    const keys = [...(piano.shadowRoot?.querySelectorAll('button') ?? [])];
    const focused = () => piano.shadowRoot?.activeElement?.getAttribute('aria-label');
    keys[0]?.focus();
    expect(press(keys[0] as Element, 'ArrowUp')).toBe(true);
    expect(focused()).toBe('C#4');
    press(keys[1] as Element, 'ArrowRight');
    expect(focused()).toBe('D4');
    press(keys[2] as Element, 'ArrowDown');
    press(keys[1] as Element, 'ArrowLeft');
    expect(focused()).toBe('C4');
    press(keys[0] as Element, 'ArrowDown');
    expect(focused()).toBe('C4');
    expect(press(keys[0] as Element, 'ArrowUp', { ctrlKey: true })).toBe(false);
    expect(focused()).toBe('C4');
  });

  it('the knob, slider and XY pad leave keys held with Alt, Ctrl or Meta to the browser', () => {
    for (const tag of ['vibrato-knob', 'vibrato-slider', 'vibrato-xy-pad'] as const) {
      const element = mount(`<${tag}></${tag}>`, tag);
      const target = element.shadowRoot?.querySelector('[role="slider"]') ?? element;
      const before = element.getAttribute('aria-valuenow') ?? target.getAttribute('aria-valuenow');
      for (const modifier of ['altKey', 'ctrlKey', 'metaKey'] as const) {
        for (const key of ['ArrowUp', 'ArrowLeft', 'PageUp', 'Home', 'End']) {
          expect(press(target, key, { [modifier]: true }), `${tag} ${modifier} ${key}`).toBe(false);
        }
      }
      expect(element.getAttribute('aria-valuenow') ?? target.getAttribute('aria-valuenow')).toBe(before);
      // The same keys alone are the element's.
      expect(press(target, 'End'), `${tag} End`).toBe(true);
    }
  });

  it('the number input disables + at the last step below max when the step does not divide the range', () => {
    const { input, plus } = numberInput('min="0" max="10" step="3" value="6"');
    expect((plus as HTMLButtonElement).disabled).toBe(false);
    plus.click();
    expect(input.value).toBe(9);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
  });

  it('the number input steps from a typed number with one input and one change, as React calls onChange once', () => {
    const { input, field } = numberInput('min="0" max="100" step="1" value="10"');
    const events: string[] = [];
    input.addEventListener('input', () => events.push(`input ${input.value}`));
    input.addEventListener('change', () => events.push(`change ${input.value}`));
    typeInto(field, '50');
    press(field, 'ArrowUp');
    expect(events.splice(0)).toEqual(['input 51', 'change 51']);
    typeInto(field, '500');
    press(field, 'ArrowDown', { shiftKey: true });
    expect(events.splice(0)).toEqual(['input 90', 'change 90']);
    expect(field.value).toBe('90');
    typeInto(field, 'junk');
    press(field, 'ArrowUp');
    expect(events.splice(0)).toEqual(['input 91', 'change 91']);
    input.readOnly = true;
    typeInto(field, '20');
    press(field, 'ArrowUp');
    expect(events).toEqual([]);
    expect(field.value).toBe('91');
  });

  it('a read-only number input leaves its keys to the field (caret and selection), as the React one does', () => {
    const { input, field } = numberInput('min="0" max="100" step="1" value="10" readonly');
    let events = 0;
    input.addEventListener('input', () => events++);
    input.addEventListener('change', () => events++);
    for (const key of ['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']) {
      expect(press(field, key)).toBe(false);
      expect(press(field, key, { shiftKey: true })).toBe(false);
    }
    expect(input.value).toBe(10);
    expect(events).toBe(0);
  });

  it('the number input goes to min and max with Home and End, dropping what was typed', () => {
    const { input, field } = numberInput('min="20" max="300" step="1" value="120"');
    const events: string[] = [];
    input.addEventListener('change', () => events.push(`change ${input.value}`));
    typeInto(field, '150');
    expect(press(field, 'End')).toBe(true);
    expect(input.value).toBe(300);
    expect(field.value).toBe('300');
    expect(press(field, 'Home')).toBe(true);
    expect(input.value).toBe(20);
    expect(events).toEqual(['change 300', 'change 20']);
    // Left and Right stay the caret's, and so do Home and End with Ctrl (or Alt, or Meta).
    expect(press(field, 'ArrowRight')).toBe(false);
    expect(press(field, 'End', { ctrlKey: true })).toBe(false);
    expect(input.value).toBe(20);
  });
});

describe('<vibrato-xy-pad> ranges per axis', () => {
  const html = `<vibrato-xy-pad label="Filter" x-min="20" x-max="20000" x-unit="Hz" x="1000"
    y-max="100" y-step="1" y-unit="%" y="30.4" step="0.5" unit="dB"></vibrato-xy-pad>`;

  it('gives each axis its own attributes, falling back to the shared ones', () => {
    const pad = mount(html, 'vibrato-xy-pad');
    expect([pad.xMin, pad.xMax, pad.xStep, pad.xSkew, pad.xUnit]).toEqual([20, 20000, 0.5, 1, 'Hz']);
    expect([pad.yMin, pad.yMax, pad.yStep, pad.ySkew, pad.yUnit]).toEqual([0, 100, 1, 1, '%']);
    expect([pad.min, pad.max, pad.step, pad.unit]).toEqual([0, 1, 0.5, 'dB']);
    // x-min came before x-max in the markup: the value survives the moment its range was 20..20.
    expect([pad.x, pad.y]).toEqual([1000, 30]);
    expect(pad.defaultX).toBe(20);
    pad.yMax = 10;
    expect(pad.getAttribute('y-max')).toBe('10');
    expect(pad.y).toBe(10);
    pad.xUnit = 'kHz';
    expect(pad.getAttribute('x-unit')).toBe('kHz');
  });

  it('announces each axis with its own range and unit', () => {
    const pad = mount(html, 'vibrato-xy-pad');
    const [x, y] = [...(pad.shadowRoot?.querySelectorAll('[role="slider"]') ?? [])];
    expect(x?.getAttribute('aria-valuemin')).toBe('20');
    expect(x?.getAttribute('aria-valuemax')).toBe('20000');
    expect(x?.getAttribute('aria-valuetext')).toBe('1000 Hz');
    expect(y?.getAttribute('aria-valuemax')).toBe('100');
    expect(y?.getAttribute('aria-valuetext')).toBe('30 %');
  });

  it('moves each axis by its own step, and maps a press through each range', () => {
    const pad = mount(html, 'vibrato-xy-pad');
    press(pad, 'ArrowUp');
    expect(pad.y).toBe(31);
    press(pad, 'ArrowRight');
    expect(pad.x).toBe(1000.5);
    press(pad, 'End');
    expect(pad.x).toBe(20000);
    measurePart(pad, 'area', { left: 0, top: 0, width: 200, height: 200 });
    pad.dispatchEvent(pointer('pointerdown', { clientX: 100, clientY: 150, button: 0 }));
    pad.dispatchEvent(pointer('pointerup', { clientX: 100, clientY: 150 }));
    expect(pad.x).toBe(10010);
    expect(pad.y).toBe(25);
  });
});

describe('<vibrato-xy-pad> names of the axis sliders', () => {
  const names = (pad: HTMLElement) =>
    [...(pad.shadowRoot?.querySelectorAll('[role="slider"]') ?? [])].map((slider) =>
      slider.getAttribute('aria-label'),
    );

  it("are the pad's name with X and Y by default, and follow the name", () => {
    const pad = mount('<vibrato-xy-pad label="Filter"></vibrato-xy-pad>', 'vibrato-xy-pad');
    expect(names(pad)).toEqual(['Filter X', 'Filter Y']);
    expect([pad.xLabel, pad.yLabel]).toEqual(['Filter X', 'Filter Y']);
    pad.label = 'Morph';
    expect(names(pad)).toEqual(['Morph X', 'Morph Y']);
    const unnamed = mount('<vibrato-xy-pad></vibrato-xy-pad>', 'vibrato-xy-pad');
    expect(names(unnamed)).toEqual(['XY pad X', 'XY pad Y']);
  });

  it('come from x-label and y-label, which reflect xLabel and yLabel', () => {
    const pad = mount(
      '<vibrato-xy-pad label="フィルター" x-label="カットオフ" y-label="レゾナンス"></vibrato-xy-pad>',
      'vibrato-xy-pad',
    );
    expect(names(pad)).toEqual(['カットオフ', 'レゾナンス']);
    expect([pad.xLabel, pad.yLabel]).toEqual(['カットオフ', 'レゾナンス']);
    pad.xLabel = 'Cutoff';
    pad.yLabel = 'Resonance';
    expect([pad.getAttribute('x-label'), pad.getAttribute('y-label')]).toEqual(['Cutoff', 'Resonance']);
    expect(names(pad)).toEqual(['Cutoff', 'Resonance']);
    // The group keeps the pad's own name.
    expect(pad.getAttribute('aria-label')).toBe('フィルター');
    // Removing the attribute, or emptying it, gives the default name back.
    pad.removeAttribute('x-label');
    pad.yLabel = '';
    expect(names(pad)).toEqual(['フィルター X', 'フィルター Y']);
    expect([pad.xLabel, pad.yLabel]).toEqual(['フィルター X', 'フィルター Y']);
  });
});

describe('<vibrato-number-input> reads typed text as the React NumberInput does', () => {
  it.each([
    ['0,25', 0.25],
    ['\u22123', -3],
    ['440 Hz', 440],
    ['440hz', 440],
    ['1e3', 1000],
    ['\uff11\uff12\uff10\uff0e\uff15', 120.5],
    [' 7. ', 7],
    ['0x10', null],
    ['\uff11\uff12\uff10 \uff28\uff5a', 120],
    ['1/2', null],
    ['Hz', null],
    ['', null],
  ])('%j', (typed, expected) => {
    const { input, field } = numberInput('min="-10" max="2000" value="5" unit="Hz"');
    typeInto(field, typed);
    press(field, 'Enter');
    expect(input.value).toBe(expected ?? 5);
    expect(field.value).toBe(String(expected ?? 5));
  });
});

describe('the elements behave like the React components (second round)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a stepper pressed while editing (no blur first, as in Safari) steps from the typed number', () => {
    const { input, field, plus } = numberInput('min="0" max="500" step="1" value="120"');
    typeInto(field, '440');
    plus.click();
    expect(input.value).toBe(441);
    expect(field.value).toBe('441');
    expect(field.getAttribute('aria-valuenow')).toBe('441');
  });

  it('a held stepper repeats after 400 ms, every 60 ms, and the click that ends it adds nothing', () => {
    vi.useFakeTimers();
    const { input, plus, minus } = numberInput('min="0" max="10" step="1" value="2"');
    plus.click();
    expect(input.value).toBe(3);
    plus.dispatchEvent(pointer('pointerdown', { button: 0 }));
    vi.advanceTimersByTime(399);
    expect(input.value).toBe(3);
    vi.advanceTimersByTime(1 + 60 * 2);
    expect(input.value).toBe(6);
    plus.dispatchEvent(pointer('pointerup', {}));
    plus.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    vi.advanceTimersByTime(1000);
    expect(input.value).toBe(6);
    // A click from assistive technology (detail 0) steps, held press before it or not.
    plus.dispatchEvent(pointer('pointerdown', { button: 0 }));
    vi.advanceTimersByTime(400);
    plus.dispatchEvent(pointer('pointerleave', {}));
    expect(input.value).toBe(7);
    plus.click();
    expect(input.value).toBe(8);
    // Held to the end: it stops there, and the disabled button stops repeating.
    minus.dispatchEvent(pointer('pointerdown', { button: 0 }));
    vi.advanceTimersByTime(400 + 60 * 20);
    expect(input.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('double-clicking − or + only steps; double-clicking the field resets', () => {
    const { input, field, plus } = numberInput('min="0" max="10" step="1" value="5" default-value="1"');
    plus.click();
    plus.click();
    plus.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    expect(input.value).toBe(7);
    field.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    expect(input.value).toBe(1);
  });

  it('the wheel drops half-typed text and steps from the value', () => {
    const { input, field } = numberInput('min="0" max="100" step="1" value="50"');
    field.focus();
    typeInto(field, '80');
    field.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -100, bubbles: true, composed: true, cancelable: true }),
    );
    expect(input.value).toBe(51);
    expect(field.value).toBe('51');
    field.blur();
    expect(input.value).toBe(51);
  });

  it('the − and + buttons say which field they change (aria-controls), as the React steppers do', () => {
    const { input, field, plus, minus } = numberInput('value="1"');
    for (const button of [minus, plus]) {
      const id = button.getAttribute('aria-controls') ?? '';
      expect(input.shadowRoot?.getElementById(id)).toBe(field);
    }
  });

  it('the field shows the step’s decimals, or 2 when continuous', () => {
    expect(numberInput('max="1" value="0.123456"').field.value).toBe('0.12');
    expect(numberInput('max="1" step="0.25" value="0.5"').field.value).toBe('0.5');
    expect(numberInput('max="1" step="0.0000003" value="0.0000003"').field.value).toBe('3e-7');
  });

  it('the piano says which key sounds and which computer key plays it', () => {
    const piano = mount('<vibrato-piano min-note="60" max-note="62"></vibrato-piano>', 'vibrato-piano');
    const keys = [...(piano.shadowRoot?.querySelectorAll('button') ?? [])];
    expect(keys.map((key) => key.getAttribute('aria-keyshortcuts'))).toEqual(['A', 'W', 'S']);
    expect(keys.map((key) => key.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    keys[0]?.focus();
    press(keys[0] as Element, 'w', { code: 'KeyW' });
    expect(keys.map((key) => key.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
  });

  it('a disabled piano or XY pad says so on its group, and the pad takes no focus', () => {
    const piano = mount('<vibrato-piano disabled></vibrato-piano>', 'vibrato-piano');
    expect(piano.getAttribute('aria-disabled')).toBe('true');
    piano.disabled = false;
    expect(piano.hasAttribute('aria-disabled')).toBe(false);
    const pad = mount('<vibrato-xy-pad disabled></vibrato-xy-pad>', 'vibrato-xy-pad');
    expect(pad.getAttribute('aria-disabled')).toBe('true');
    const sliders = [...(pad.shadowRoot?.querySelectorAll('[role="slider"]') ?? [])];
    expect(sliders.map((slider) => slider.getAttribute('tabindex'))).toEqual([null, null]);
    pad.disabled = false;
    expect(sliders.map((slider) => slider.getAttribute('tabindex'))).toEqual(['0', '-1']);
    // The number input has no role of its own: its field is disabled instead.
    expect(numberInput('disabled').input.hasAttribute('aria-disabled')).toBe(false);
  });

  it('the XY pad: Shift drags a tenth as far, and the larger wheel motion picks the axis', () => {
    const pad = mount('<vibrato-xy-pad></vibrato-xy-pad>', 'vibrato-xy-pad');
    measurePart(pad, 'area', { left: 0, top: 0, width: 100, height: 100 });
    pad.dispatchEvent(pointer('pointerdown', { clientX: 50, clientY: 50, button: 0 }));
    pad.dispatchEvent(pointer('pointermove', { clientX: 90, clientY: 10, shiftKey: true }));
    expect(pad.x).toBeCloseTo(0.54, 10);
    expect(pad.y).toBeCloseTo(0.54, 10);
    pad.dispatchEvent(pointer('pointermove', { clientX: 20, clientY: 70 }));
    expect([pad.x, pad.y]).toEqual([0.2, 0.3]);
    pad.dispatchEvent(pointer('pointerup', { clientX: 20, clientY: 70 }));

    const wheel = (init: WheelEventInit) =>
      pad.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init }));
    wheel({ deltaX: 100, deltaY: 10 });
    expect([pad.x, pad.y]).toEqual([0.21, 0.3]);
    wheel({ deltaX: 10, deltaY: -100 });
    expect([pad.x, pad.y]).toEqual([0.21, 0.31]);
    wheel({ deltaY: -100, shiftKey: true });
    expect([pad.x, pad.y]).toEqual([0.21, 0.311]);
  });
});

it('a sideways swipe moves a knob or slider as ArrowRight does: right raises, except on a reversed horizontal slider', () => {
  document.body.innerHTML = `<vibrato-slider value="0.5"></vibrato-slider>
    <vibrato-slider reversed value="0.5"></vibrato-slider>
    <vibrato-slider reversed orientation="vertical" value="0.5"></vibrato-slider>
    <vibrato-knob value="0.5"></vibrato-knob>`;
  const [plain, reversed, vertical] = [...document.querySelectorAll('vibrato-slider')];
  const knob = document.querySelector('vibrato-knob');
  const swipe = (element: Element | null | undefined, init: WheelEventInit) => {
    const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init });
    element?.dispatchEvent(event);
    return event.defaultPrevented;
  };
  // A trackpad swipe to the right, wobbling a little up and down on the way.
  expect(swipe(plain, { deltaX: 200 })).toBe(true);
  expect(plain?.value).toBe(0.52);
  swipe(plain, { deltaX: 100, deltaY: 10 });
  expect(plain?.value).toBe(0.53);
  swipe(plain, { deltaX: -100, deltaY: -10 });
  expect(plain?.value).toBe(0.52);
  swipe(reversed, { deltaX: 200 });
  expect(reversed?.value).toBe(0.48);
  swipe(vertical, { deltaX: 200 });
  expect(vertical?.value).toBe(0.52);
  swipe(knob, { deltaX: 100, deltaY: 4 });
  expect(knob?.value).toBe(0.51);
  // The wheel itself is unchanged: up raises (on a reversed slider too), and Shift+wheel that the browser turned
  // into sideways scrolling still goes the wheel's way (up, reported as left, raises a tenth of a notch).
  swipe(reversed, { deltaY: -100 });
  expect(reversed?.value).toBe(0.49);
  swipe(knob, { deltaX: -100, shiftKey: true });
  expect(knob?.value).toBe(0.511);
});

it('a read-only piano lets focus move between keys but plays nothing', () => {
  const piano = mount(
    '<vibrato-piano min-note="60" max-note="62" readonly></vibrato-piano>',
    'vibrato-piano',
  );
  const keys = [...(piano.shadowRoot?.querySelectorAll('button') ?? [])];
  const played: unknown[] = [];
  piano.addEventListener('noteon', (event) => played.push((event as CustomEvent).detail));
  keys[0]?.focus();
  expect(press(keys[0] as Element, 'ArrowRight')).toBe(true);
  expect(piano.shadowRoot?.activeElement).toBe(keys[1]);
  expect(press(keys[1] as Element, 'Enter')).toBe(false);
  press(keys[1] as Element, 'a', { code: 'KeyA' });
  expect(played).toEqual([]);
});

it('a read-only XY pad lets the arrows move the focus between its axes but changes nothing', () => {
  const pad = mount(
    '<vibrato-xy-pad label="Filter" x="0.5" y="0.5" readonly></vibrato-xy-pad>',
    'vibrato-xy-pad',
  );
  const [x, y] = [...(pad.shadowRoot?.querySelectorAll('[role="slider"]') ?? [])] as HTMLElement[];
  x?.focus();
  expect(press(x as Element, 'ArrowUp')).toBe(true);
  expect(pad.shadowRoot?.activeElement).toBe(y);
  press(y as Element, 'ArrowLeft');
  expect(pad.shadowRoot?.activeElement).toBe(x);
  expect([pad.x, pad.y]).toEqual([0.5, 0.5]);
});

it('the XY pad announces each axis through valueText, which gets the axis', () => {
  const pad = mount(
    '<vibrato-xy-pad label="Filter" x-min="20" x-max="20000" x="1500" y="0.25"></vibrato-xy-pad>',
    'vibrato-xy-pad',
  );
  pad.valueText = (value, axis) => (axis === 'x' ? `${(value / 1000).toFixed(1)} kHz` : `${value * 100} %`);
  const texts = () =>
    [...(pad.shadowRoot?.querySelectorAll('[role="slider"]') ?? [])].map((slider) =>
      slider.getAttribute('aria-valuetext'),
    );
  expect(texts()).toEqual(['1.5 kHz', '25 %']);
  pad.valueText = undefined;
  expect(texts()).toEqual(['1500', '0.25']);
});

it('the piano plays a short note for a click alone (a screen reader, voice or switch control), once per press', () => {
  vi.useFakeTimers();
  try {
    const piano = mount('<vibrato-piano min-note="60" max-note="64"></vibrato-piano>', 'vibrato-piano');
    const keys = [...(piano.shadowRoot?.querySelectorAll('button') ?? [])];
    const events: string[] = [];
    for (const type of ['noteon', 'noteoff'])
      piano.addEventListener(type, (event) => events.push(`${type} ${(event as CustomEvent).detail.note}`));
    const click = (target: Element, detail: number) =>
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail }));
    click(keys[4] as Element, 0);
    expect(events).toEqual(['noteon 64']);
    vi.advanceTimersByTime(300);
    expect(events).toEqual(['noteon 64', 'noteoff 64']);
    // A pointer's click follows its pointerdown, which played already; Enter's click is the key press's own.
    click(keys[4] as Element, 1);
    keys[0]?.focus();
    press(keys[0] as Element, 'Enter', { code: 'Enter' });
    keys[0]?.dispatchEvent(
      new KeyboardEvent('keyup', { key: 'Enter', code: 'Enter', bubbles: true, composed: true }),
    );
    click(keys[0] as Element, 0);
    expect(events).toEqual(['noteon 64', 'noteoff 64', 'noteon 60', 'noteoff 60']);
    // Read-only: nothing.
    piano.setAttribute('readonly', '');
    click(keys[3] as Element, 0);
    expect(events).toHaveLength(4);
  } finally {
    vi.useRealTimers();
  }
});

it('the piano lights notes played elsewhere through shownNotes, without note events', () => {
  const piano = mount('<vibrato-piano min-note="60" max-note="64"></vibrato-piano>', 'vibrato-piano');
  const events: string[] = [];
  piano.addEventListener('noteon', () => events.push('noteon'));
  piano.addEventListener('noteoff', () => events.push('noteoff'));
  const pressed = () =>
    [...(piano.shadowRoot?.querySelectorAll('button') ?? [])]
      .filter((key) => key.getAttribute('aria-pressed') === 'true')
      .map((key) => key.getAttribute('aria-label'));
  piano.shownNotes = [64, 60, 90];
  expect(pressed()).toEqual(['C4', 'E4']);
  expect(piano.shownNotes).toEqual([60, 64, 90]);
  expect(piano.shadowRoot?.querySelector('[aria-label="E4"]')?.getAttribute('part')).toBe(
    'key white-key active',
  );
  press(piano, 's', { code: 'KeyS' });
  expect(pressed()).toEqual(['C4', 'D4', 'E4']);
  expect(piano.activeNotes).toEqual([62]);
  piano.shownNotes = [];
  expect(pressed()).toEqual(['D4']);
  expect(events).toEqual(['noteon']);
});

it('the number input leaves Enter, Escape and the arrows to an input method while it composes', () => {
  const { input, field } = numberInput('max="500" value="5"');
  typeInto(field, '\uff11\uff12\uff10');
  press(field, 'Enter', { isComposing: true });
  press(field, 'Escape', { isComposing: true });
  expect(press(field, 'ArrowDown', { isComposing: true })).toBe(false);
  expect([input.value, field.value]).toEqual([5, '\uff11\uff12\uff10']);
  press(field, 'Enter');
  expect([input.value, field.value]).toEqual([120, '120']);
});
