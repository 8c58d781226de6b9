import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Knob, type KnobMethods } from './index.js';

/** The mouse's main button pressed on `target` at (`clientX`, `clientY`). */
const mouseDown = (target: Element, clientX: number, clientY: number, pointerId = 1) =>
  fireEvent.pointerDown(target, { pointerId, pointerType: 'mouse', button: 0, clientX, clientY });

describe('Knob', () => {
  it('renders a labelled slider with ARIA value attributes and unit text', () => {
    render(<Knob aria-label="Cutoff" min={20} max={20000} defaultValue={440} unit="Hz" />);
    const knob = screen.getByRole('slider', { name: 'Cutoff' });
    expect(knob.getAttribute('aria-valuemin')).toBe('20');
    expect(knob.getAttribute('aria-valuemax')).toBe('20000');
    expect(knob.getAttribute('aria-valuenow')).toBe('440');
    expect(knob.getAttribute('aria-valuetext')).toBe('440 Hz');
    expect(knob.getAttribute('aria-orientation')).toBe('vertical');
    expect(knob.tabIndex).toBe(0);
    expect(knob.className).toBe('vibrato-knob');
  });

  it('changes the value with the keyboard and commits each key press', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(
      <Knob aria-label="Steps" min={0} max={100} step={1} onChange={onChange} onChangeEnd={onChangeEnd} />,
    );
    const knob = screen.getByRole('slider');
    knob.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(knob.getAttribute('aria-valuenow')).toBe('2');
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(knob.getAttribute('aria-valuenow')).toBe('12');
    await userEvent.keyboard('{PageDown}');
    expect(knob.getAttribute('aria-valuenow')).toBe('2');
    await userEvent.keyboard('{End}');
    expect(knob.getAttribute('aria-valuenow')).toBe('100');
    await userEvent.keyboard('{Home}');
    expect(knob.getAttribute('aria-valuenow')).toBe('0');
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([1, 2, 12, 2, 100, 0]);
    expect(onChangeEnd).toHaveBeenCalledTimes(6);
  });

  it('goes with End to the highest value on the step grid, where the arrows stop too', async () => {
    const onChange = vi.fn();
    render(<Knob aria-label="Uneven" min={0} max={10} step={3} onChange={onChange} />);
    const knob = screen.getByRole('slider');
    knob.focus();
    await userEvent.keyboard('{End}');
    expect(knob.getAttribute('aria-valuenow')).toBe('9');
    await userEvent.keyboard('{ArrowDown}');
    expect(knob.getAttribute('aria-valuenow')).toBe('6');
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([9, 6]);
  });

  it('never takes an off-grid max when the nearest step lies above it', async () => {
    render(<Knob aria-label="Fourths" min={0} max={10} step={4} defaultValue={4} />);
    const knob = screen.getByRole('slider');
    knob.focus();
    await userEvent.keyboard('{End}');
    expect(knob.getAttribute('aria-valuenow')).toBe('8');
    await userEvent.keyboard('{ArrowUp}');
    expect(knob.getAttribute('aria-valuenow')).toBe('8');
  });

  it('uses a custom keyboard InputEventOption and valueText', async () => {
    render(
      <Knob
        aria-label="Gain"
        min={-60}
        max={0}
        defaultValue={-10}
        keyboard={{ type: 'raw', step: 0.5 }}
        valueText={(v) => `${v} decibels`}
      />,
    );
    const knob = screen.getByRole('slider');
    knob.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(knob.getAttribute('aria-valuetext')).toBe('-10.5 decibels');
  });

  it('announces every key step of a step finer than two decimals', async () => {
    render(<Knob aria-label="Fine" min={0} max={1} step={0.001} defaultValue={0.12} unit="dB" />);
    const knob = screen.getByRole('slider');
    knob.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(knob.getAttribute('aria-valuetext')).toBe('0.121 dB');
    await userEvent.keyboard('{ArrowUp}');
    expect(knob.getAttribute('aria-valuetext')).toBe('0.122 dB');
  });

  it('shows, announces and moves from a controlled value outside the range as the nearest value in it', async () => {
    const onChange = vi.fn();
    render(<Knob aria-label="Out" min={0} max={10} step={1} unit="dB" value={15} onChange={onChange} />);
    const knob = screen.getByRole('slider');
    expect(knob.getAttribute('aria-valuenow')).toBe('10');
    expect(knob.getAttribute('aria-valuetext')).toBe('10 dB');
    knob.focus();
    await userEvent.keyboard('{End}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([9]);
  });

  it('keeps an uncontrolled value inside a range that narrows under it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Knob aria-label="Narrow" min={0} max={10} step={1} defaultValue={8} onChange={onChange} />,
    );
    rerender(<Knob aria-label="Narrow" min={0} max={5} step={1} defaultValue={8} onChange={onChange} />);
    const knob = screen.getByRole('slider');
    expect(knob.getAttribute('aria-valuenow')).toBe('5');
    knob.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(knob.getAttribute('aria-valuenow')).toBe('5');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    expect(knob.getAttribute('aria-valuenow')).toBe('4');
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([4]);
  });

  it('stays put when controlled and the parent ignores onChange', async () => {
    const onChange = vi.fn();
    render(<Knob aria-label="Fixed" value={0.5} onChange={onChange} />);
    const knob = screen.getByRole('slider');
    knob.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledWith(0.51);
    expect(knob.getAttribute('aria-valuenow')).toBe('0.5');
  });

  it('drags vertically: up increases, and commits on release', () => {
    const onChangeEnd = vi.fn();
    render(<Knob aria-label="Drag" sensitivity={100} onChangeEnd={onChangeEnd} />);
    const knob = screen.getByRole('slider');
    mouseDown(knob, 0, 100);
    expect(knob.hasAttribute('data-dragging')).toBe(true);
    fireEvent.pointerMove(knob, { pointerId: 1, clientX: 0, clientY: 50 });
    expect(knob.getAttribute('aria-valuenow')).toBe('0.5');
    fireEvent.pointerMove(knob, { pointerId: 1, clientX: 0, clientY: 40, shiftKey: true });
    expect(knob.getAttribute('aria-valuenow')).toBe('0.51');
    fireEvent.pointerUp(knob, { pointerId: 1, clientX: 0, clientY: 40 });
    expect(onChangeEnd).toHaveBeenCalledWith(0.51);
    expect(knob.hasAttribute('data-dragging')).toBe(false);
  });

  it('takes a sensitivity that is not a positive number as the default 200 px, and a sideways drag as no change', () => {
    for (const sensitivity of [0, -100, Number.NaN]) {
      const { unmount } = render(<Knob aria-label="Drag" sensitivity={sensitivity} />);
      const knob = screen.getByRole('slider');
      mouseDown(knob, 0, 100);
      fireEvent.pointerMove(knob, { pointerId: 1, clientX: 40, clientY: 100 });
      expect(knob.getAttribute('aria-valuenow')).toBe('0');
      fireEvent.pointerMove(knob, { pointerId: 1, clientX: 40, clientY: 0 });
      expect(knob.getAttribute('aria-valuenow')).toBe('0.5');
      fireEvent.pointerUp(knob, { pointerId: 1, clientX: 40, clientY: 0 });
      unmount();
    }
  });

  it('goes on from a value the app sets during a drag, instead of jumping back', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Knob aria-label="Cutoff" sensitivity={100} value={0.2} onChange={onChange} />,
    );
    const knob = screen.getByRole('slider', { name: 'Cutoff' });
    mouseDown(knob, 0, 100);
    // The app moves the value elsewhere (an automation, a preset) while the pointer is still down.
    rerender(<Knob aria-label="Cutoff" sensitivity={100} value={0.8} onChange={onChange} />);
    fireEvent.pointerMove(knob, { pointerId: 1, clientX: 0, clientY: 90 });
    expect(onChange).toHaveBeenLastCalledWith(0.9);
    fireEvent.pointerUp(knob, { pointerId: 1, clientX: 0, clientY: 90 });

    // An uncontrolled knob too: a value set through the ref.
    const ref = createRef<KnobMethods>();
    render(<Knob ref={ref} aria-label="Resonance" sensitivity={100} />);
    const other = screen.getByRole('slider', { name: 'Resonance' });
    mouseDown(other, 0, 100, 2);
    fireEvent.pointerMove(other, { pointerId: 2, clientX: 0, clientY: 90 });
    expect(other.getAttribute('aria-valuenow')).toBe('0.1');
    act(() => ref.current?.setValue(0.5));
    fireEvent.pointerMove(other, { pointerId: 2, clientX: 0, clientY: 80 });
    expect(other.getAttribute('aria-valuenow')).toBe('0.6');
    fireEvent.pointerUp(other, { pointerId: 2, clientX: 0, clientY: 80 });
  });

  it('adds up a slow drag when the app rounds the value it keeps', () => {
    function RoundingKnob() {
      const [value, setValue] = useState(0.5);
      return (
        <Knob
          aria-label="Rounded"
          sensitivity={100}
          value={value}
          onChange={(next) => setValue(Math.round(next * 10) / 10)}
        />
      );
    }
    render(<RoundingKnob />);
    const knob = screen.getByRole('slider');
    mouseDown(knob, 0, 100);
    // 1 px a move, 0.01 each: each value the knob reports rounds back to 0.5 until the moves add up to 0.05.
    for (let y = 99; y >= 80; y -= 1) fireEvent.pointerMove(knob, { pointerId: 1, clientX: 0, clientY: y });
    expect(knob.getAttribute('aria-valuenow')).toBe('0.7');
    for (let y = 81; y <= 90; y += 1) fireEvent.pointerMove(knob, { pointerId: 1, clientX: 0, clientY: y });
    expect(knob.getAttribute('aria-valuenow')).toBe('0.6');
    fireEvent.pointerUp(knob, { pointerId: 1, clientX: 0, clientY: 90 });
  });

  it('stops following a drag once it is disabled or made read-only', () => {
    const onChange = vi.fn();
    for (const lock of [{ disabled: true }, { readOnly: true }]) {
      onChange.mockClear();
      const { rerender, unmount } = render(
        <Knob aria-label="Locked" sensitivity={100} onChange={onChange} />,
      );
      const knob = screen.getByRole('slider');
      mouseDown(knob, 0, 100);
      fireEvent.pointerMove(knob, { pointerId: 1, clientX: 0, clientY: 80 });
      expect(knob.getAttribute('aria-valuenow')).toBe('0.2');
      rerender(<Knob aria-label="Locked" sensitivity={100} onChange={onChange} {...lock} />);
      fireEvent.pointerMove(knob, { pointerId: 1, clientX: 0, clientY: 50 });
      fireEvent.pointerUp(knob, { pointerId: 1, clientX: 0, clientY: 50 });
      expect(knob.getAttribute('aria-valuenow')).toBe('0.2');
      expect(onChange.mock.calls.map((call) => call[0])).toEqual([0.2]);
      unmount();
    }
  });

  it('changes the value with the wheel', () => {
    render(<Knob aria-label="Wheel" wheel={{ type: 'normalized', step: 0.1 }} />);
    const knob = screen.getByRole('slider');
    const event = new WheelEvent('wheel', { deltaY: -100, cancelable: true, bubbles: true });
    fireEvent(knob, event);
    expect(knob.getAttribute('aria-valuenow')).toBe('0.1');
    expect(event.defaultPrevented).toBe(true);
  });

  it('takes a sideways swipe as ArrowRight and ArrowLeft: right raises the value', () => {
    render(<Knob aria-label="Swipe" defaultValue={0.5} wheel={{ type: 'normalized', step: 0.1 }} />);
    const knob = screen.getByRole('slider');
    fireEvent(knob, new WheelEvent('wheel', { deltaX: 100, deltaY: 4, cancelable: true, bubbles: true }));
    expect(knob.getAttribute('aria-valuenow')).toBe('0.6');
    fireEvent(knob, new WheelEvent('wheel', { deltaX: -200, cancelable: true, bubbles: true }));
    expect(knob.getAttribute('aria-valuenow')).toBe('0.4');
  });

  it('restores defaultValue on double-click', async () => {
    const onChangeEnd = vi.fn();
    render(<Knob aria-label="Reset" defaultValue={0.25} onChangeEnd={onChangeEnd} />);
    const knob = screen.getByRole('slider');
    knob.focus();
    await userEvent.keyboard('{End}');
    await userEvent.dblClick(knob);
    expect(knob.getAttribute('aria-valuenow')).toBe('0.25');
    expect(onChangeEnd).toHaveBeenLastCalledWith(0.25);
  });

  it('ignores input when disabled or readOnly', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Knob aria-label="Off" disabled onChange={onChange} />
        <Knob aria-label="Locked" readOnly onChange={onChange} />
      </>,
    );
    const off = screen.getByRole('slider', { name: 'Off' });
    const locked = screen.getByRole('slider', { name: 'Locked' });
    expect(off.hasAttribute('tabindex')).toBe(false);
    expect(off.getAttribute('aria-disabled')).toBe('true');
    expect(off.hasAttribute('data-disabled')).toBe(true);
    expect(locked.getAttribute('aria-readonly')).toBe('true');
    locked.focus();
    await userEvent.keyboard('{ArrowUp}');
    fireEvent.pointerDown(off, { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 100 });
    fireEvent.pointerMove(off, { pointerId: 1, clientY: 0 });
    fireEvent(locked, new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await userEvent.dblClick(locked);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exposes methods through its ref', () => {
    const ref = createRef<KnobMethods>();
    const onChange = vi.fn();
    render(<Knob ref={ref} aria-label="Ref" defaultValue={0.2} onChange={onChange} />);
    act(() => ref.current?.setValue(2));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(ref.current?.getValue()).toBe(1);
    act(() => ref.current?.reset());
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0.2');
    expect(ref.current?.element).toBe(screen.getByRole('slider'));
  });

  it('lets its ref reset a disabled or read-only knob, which only the user cannot change', async () => {
    const ref = createRef<KnobMethods>();
    const onChange = vi.fn();
    const { rerender } = render(<Knob ref={ref} aria-label="Held" defaultValue={0.2} onChange={onChange} />);
    act(() => ref.current?.setValue(0.9));
    rerender(<Knob ref={ref} aria-label="Held" defaultValue={0.2} onChange={onChange} disabled />);
    const knob = screen.getByRole('slider');
    await userEvent.dblClick(knob);
    expect(knob.getAttribute('aria-valuenow')).toBe('0.9');
    act(() => ref.current?.reset());
    expect(knob.getAttribute('aria-valuenow')).toBe('0.2');
    expect(onChange).toHaveBeenLastCalledWith(0.2);
    act(() => ref.current?.setValue(0.9));
    rerender(<Knob ref={ref} aria-label="Held" defaultValue={0.2} onChange={onChange} readOnly />);
    act(() => ref.current?.reset());
    expect(knob.getAttribute('aria-valuenow')).toBe('0.2');
  });
});
