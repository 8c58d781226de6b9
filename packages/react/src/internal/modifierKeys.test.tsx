import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Knob } from '../Knob/index.js';
import { NumberInput } from '../NumberInput/index.js';
import { Piano } from '../Piano/index.js';
import { Slider } from '../Slider/index.js';
import { XYPad } from '../XYPad/index.js';

const MODIFIERS = ['altKey', 'ctrlKey', 'metaKey'] as const;

/** Presses `key` on `target` and tells whether the control took it (it cancels the keys it uses). */
function press(target: Element, key: string, modifier?: (typeof MODIFIERS)[number]): boolean {
  const taken = !fireEvent.keyDown(target, { key, ...(modifier ? { [modifier]: true } : {}) });
  fireEvent.keyUp(target, { key });
  return taken;
}

// Alt+Left goes back, Ctrl+Home scrolls to the top: the controls leave such presses to the browser, as the
// web components do, and still take the same keys without a modifier.
describe('keys held with Alt, Ctrl or Meta are left to the browser', () => {
  it.each<[string, () => ReactElement, string]>([
    ['Knob', () => <Knob aria-label="C" defaultValue={0.5} />, 'slider'],
    ['Slider', () => <Slider aria-label="C" defaultValue={0.5} />, 'slider'],
    ['NumberInput', () => <NumberInput aria-label="C" defaultValue={0.5} />, 'spinbutton'],
  ])('%s', (_name, element, role) => {
    const onChange = vi.fn();
    render(<div onChange={onChange}>{element()}</div>);
    const control = screen.getByRole(role);
    for (const modifier of MODIFIERS) {
      for (const key of ['Home', 'End', 'ArrowUp', 'PageDown']) {
        expect(press(control, key, modifier), `${modifier} ${key}`).toBe(false);
      }
    }
    expect(control.getAttribute('aria-valuenow')).toBe('0.5');
    expect(press(control, 'End')).toBe(true);
    expect(control.getAttribute('aria-valuenow')).toBe('1');
  });

  it('XYPad', () => {
    render(<XYPad aria-label="Pad" x={{ defaultValue: 0.5 }} y={{ defaultValue: 0.5 }} />);
    const thumb = screen.getByRole('slider');
    const before = thumb.getAttribute('aria-valuetext');
    expect(before).toBe('X: 0.5, Y: 0.5');
    for (const modifier of MODIFIERS) {
      for (const key of ['ArrowLeft', 'ArrowUp', 'Home', 'End']) {
        expect(press(thumb, key, modifier), `${modifier} ${key}`).toBe(false);
      }
    }
    expect(thumb.getAttribute('aria-valuetext')).toBe(before);
    expect(press(thumb, 'ArrowLeft')).toBe(true);
    expect(thumb.getAttribute('aria-valuetext')).not.toBe(before);
  });

  it('Piano', () => {
    const onNoteOn = vi.fn();
    render(<Piano aria-label="Keys" from={60} to={64} onNoteOn={onNoteOn} />);
    const c4 = screen.getByRole('button', { name: 'C4' });
    c4.focus();
    for (const modifier of MODIFIERS) {
      for (const key of ['ArrowRight', 'ArrowUp', 'End', 'Enter', ' ']) {
        expect(press(c4, key, modifier), `${modifier} ${key}`).toBe(false);
      }
    }
    expect(document.activeElement).toBe(c4);
    expect(onNoteOn).not.toHaveBeenCalled();
    expect(press(c4, 'ArrowUp')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'C#4' }));
  });
});

// A focused read-only control keeps its value and the keys that would change it: the page does not scroll
// under it, as it does not under a web component.
describe('a read-only control takes its value keys and keeps its value', () => {
  it.each<[string, () => ReactElement]>([
    ['Knob', () => <Knob aria-label="C" defaultValue={0.5} readOnly />],
    ['Slider', () => <Slider aria-label="C" defaultValue={0.5} readOnly />],
  ])('%s', (_name, element) => {
    render(element());
    const control = screen.getByRole('slider');
    for (const key of ['ArrowUp', 'ArrowLeft', 'PageDown', 'Home', 'End']) {
      expect(press(control, key), key).toBe(true);
    }
    expect(control.getAttribute('aria-valuenow')).toBe('0.5');
    // Other keys (Tab, letters) and modified ones stay the page's.
    expect(press(control, 'Tab')).toBe(false);
    expect(press(control, 'End', 'altKey')).toBe(false);
  });

  it('XYPad', () => {
    render(<XYPad aria-label="Pad" readOnly x={{ defaultValue: 0.5 }} y={{ defaultValue: 0.5 }} />);
    const thumb = screen.getByRole('slider');
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp', 'Home', 'End']) {
      expect(press(thumb, key), key).toBe(true);
    }
    expect(thumb.getAttribute('aria-valuetext')).toBe('X: 0.5, Y: 0.5');
  });
});
