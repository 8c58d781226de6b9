import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { must } from '../../test/must.js';
import { XYPad, XYPadArea, XYPadThumb, type XYPadMethods } from './index.js';

function placeArea(
  container: HTMLElement,
  rect: { left: number; top: number; width: number; height: number },
) {
  const area = must(container.querySelector<HTMLElement>('.vibrato-xy-pad__area'), 'area');
  vi.spyOn(area, 'getBoundingClientRect').mockReturnValue({
    ...rect,
    x: rect.left,
    y: rect.top,
    right: rect.left + rect.width,
    bottom: rect.top + rect.height,
    toJSON: () => rect,
  });
}

function rootOf(container: HTMLElement): HTMLElement {
  return must(container.querySelector<HTMLElement>('.vibrato-xy-pad'), 'pad root');
}

describe('XYPad', () => {
  it('renders a labelled 2D slider thumb with both values in aria-valuetext', () => {
    const { container } = render(
      <XYPad
        aria-label="Filter"
        x={{ min: 20, max: 20000, defaultValue: 440, unit: 'Hz' }}
        y={{ min: 0, max: 10, defaultValue: 5 }}
      />,
    );
    const thumb = screen.getByRole('slider', { name: 'Filter' });
    expect(thumb.getAttribute('aria-roledescription')).toBe('2D slider');
    expect(thumb.getAttribute('aria-valuenow')).toBe('440');
    expect(thumb.getAttribute('aria-valuemin')).toBe('20');
    expect(thumb.getAttribute('aria-valuemax')).toBe('20000');
    expect(thumb.getAttribute('aria-valuetext')).toBe('X: 440 Hz, Y: 5');
    expect(rootOf(container).style.getPropertyValue('--vibrato-xy-pad-y')).toBe('0.5');
  });

  it('announces itself in the page’s language: its role description and the text of both values', () => {
    render(
      <XYPad
        aria-label="フィルター"
        roleDescription="2 次元スライダー"
        formatValueText={(x, y) => `カットオフ ${x}、レゾナンス ${y}`}
        x={{ min: 20, max: 20000, defaultValue: 440, unit: 'Hz' }}
        y={{ defaultValue: 0.5, valueText: (value) => `${Math.round(value * 100)}%` }}
      />,
    );
    const thumb = screen.getByRole('slider', { name: 'フィルター' });
    expect(thumb.getAttribute('aria-roledescription')).toBe('2 次元スライダー');
    expect(thumb.getAttribute('aria-valuetext')).toBe('カットオフ 440 Hz、レゾナンス 50%');
    fireEvent.keyDown(thumb, { key: 'ArrowUp' });
    expect(thumb.getAttribute('aria-valuetext')).toBe('カットオフ 440 Hz、レゾナンス 51%');
  });

  it('leaves the role’s own name when the role description is empty', () => {
    render(<XYPad aria-label="Pad" roleDescription="" />);
    expect(screen.getByRole('slider', { name: 'Pad' }).hasAttribute('aria-roledescription')).toBe(false);
  });

  it('moves both axes to the pressed point and while dragging', () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    const onX = vi.fn();
    const { container } = render(
      <XYPad aria-label="Pad" x={{ onChange: onX }} onChange={onChange} onChangeEnd={onChangeEnd} />,
    );
    placeArea(container, { left: 0, top: 0, width: 100, height: 200 });
    const root = rootOf(container);
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 25, clientY: 50 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.25, y: 0.75 });
    expect(document.activeElement).toBe(screen.getByRole('slider'));
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 150, clientY: 300 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 1, y: 0 });
    expect(onX).toHaveBeenLastCalledWith(1);
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 150, clientY: 300 });
    expect(onChangeEnd).toHaveBeenCalledTimes(1);
    expect(onChangeEnd).toHaveBeenCalledWith({ x: 1, y: 0 });
  });

  it('goes on from values the app sets during a drag, with the pointer’s motion, instead of jumping back', () => {
    const onChange = vi.fn();
    const pad = (x: number, y: number) => (
      <XYPad aria-label="Pad" x={{ value: x, step: 0.01 }} y={{ value: y, step: 0.01 }} onChange={onChange} />
    );
    const { container, rerender } = render(pad(0.5, 0.5));
    placeArea(container, { left: 0, top: 0, width: 100, height: 100 });
    const root = rootOf(container);
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 25, clientY: 75 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.25, y: 0.25 });
    // The app moves x elsewhere while the pointer is still down.
    rerender(pad(0.9, 0.25));
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 20, clientY: 65 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.85, y: 0.35 });
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 20, clientY: 65 });

    // Uncontrolled, through the ref.
    const ref = createRef<XYPadMethods>();
    const other = render(<XYPad ref={ref} aria-label="Other" />);
    placeArea(other.container, { left: 0, top: 0, width: 100, height: 100 });
    const otherRoot = rootOf(other.container);
    fireEvent.pointerDown(otherRoot, {
      pointerId: 2,
      pointerType: 'mouse',
      button: 0,
      clientX: 50,
      clientY: 50,
    });
    act(() => ref.current?.setValue({ y: 0.1 }));
    fireEvent.pointerMove(otherRoot, { pointerId: 2, clientX: 60, clientY: 40 });
    expect(ref.current?.getValue()).toEqual({ x: 0.6, y: 0.2 });
    fireEvent.pointerUp(otherRoot, { pointerId: 2, clientX: 60, clientY: 40 });
  });

  it('follows a slow drag when the app rounds the values it keeps', () => {
    const round = (value: number) => Math.round(value * 10) / 10;
    function RoundingPad() {
      const [values, setValues] = useState({ x: 0.5, y: 0.5 });
      return (
        <XYPad
          aria-label="Pad"
          x={{ value: values.x }}
          y={{ value: values.y }}
          onChange={({ x, y }) => setValues({ x: round(x), y: round(y) })}
        />
      );
    }
    const { container } = render(<RoundingPad />);
    placeArea(container, { left: 0, top: 0, width: 100, height: 100 });
    const root = rootOf(container);
    const thumb = screen.getByRole('slider');
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 50, clientY: 50 });
    for (let step = 1; step <= 20; step += 1) {
      fireEvent.pointerMove(root, { pointerId: 1, clientX: 50 + step, clientY: 50 - step });
    }
    expect(thumb.getAttribute('aria-valuetext')).toBe('X: 0.7, Y: 0.7');
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 70, clientY: 30 });
  });

  it('stops following a drag once it is made read-only', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<XYPad aria-label="Pad" onChange={onChange} />);
    placeArea(container, { left: 0, top: 0, width: 100, height: 100 });
    const root = rootOf(container);
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 25, clientY: 75 });
    rerender(<XYPad aria-label="Pad" onChange={onChange} readOnly />);
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 90, clientY: 10 });
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 90, clientY: 10 });
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([{ x: 0.25, y: 0.25 }]);
  });

  it('moves one axis per arrow key', async () => {
    const onChange = vi.fn();
    render(<XYPad aria-label="Keys" x={{ step: 0.1 }} y={{ step: 0.25 }} onChange={onChange} />);
    const thumb = screen.getByRole('slider');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.1, y: 0.5 });
    await userEvent.keyboard('{End}{PageDown}');
    expect(onChange).toHaveBeenLastCalledWith({ x: 1, y: 0 });
    await userEvent.keyboard('{ArrowLeft}');
    expect(thumb.getAttribute('aria-valuetext')).toBe('X: 0.9, Y: 0');
  });

  it('moves y with the wheel and x with horizontal scrolling', () => {
    const onChange = vi.fn();
    const { container } = render(
      <XYPad
        aria-label="Wheel"
        x={{ wheel: { type: 'raw', step: 0.1 } }}
        y={{ wheel: { type: 'raw', step: 0.2 } }}
        onChange={onChange}
      />,
    );
    fireEvent(rootOf(container), new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 0.2 });
    fireEvent(rootOf(container), new WheelEvent('wheel', { deltaX: 100, bubbles: true, cancelable: true }));
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.1, y: 0.2 });
  });

  it('restores both defaults on double-click', async () => {
    const onChangeEnd = vi.fn();
    const { container } = render(
      <XYPad
        aria-label="Reset"
        x={{ defaultValue: 0.5 }}
        y={{ defaultValue: 0.25 }}
        onChangeEnd={onChangeEnd}
      />,
    );
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{End}{PageUp}');
    await userEvent.dblClick(rootOf(container));
    expect(onChangeEnd).toHaveBeenLastCalledWith({ x: 0.5, y: 0.25 });
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0.5');
  });

  it('renders custom parts and rejects parts outside a pad', () => {
    render(
      <XYPad aria-label="Custom">
        <XYPadArea className="grid">
          <XYPadThumb aria-label="Dot">●</XYPadThumb>
        </XYPadArea>
      </XYPad>,
    );
    expect(screen.getByRole('slider', { name: 'Dot' }).textContent).toBe('●');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<XYPadArea />)).toThrow('XYPadArea was used outside an <XYPad>');
    vi.restoreAllMocks();
  });

  it('ignores input when disabled or readOnly', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <XYPad aria-label="Off" disabled onChange={onChange} />
        <XYPad aria-label="Locked" readOnly onChange={onChange} />
      </>,
    );
    const roots = container.querySelectorAll<HTMLElement>('.vibrato-xy-pad');
    const off = screen.getByRole('slider', { name: 'Off' });
    const locked = screen.getByRole('slider', { name: 'Locked' });
    expect(must(roots[0], 'off root').hasAttribute('data-disabled')).toBe(true);
    expect(off.hasAttribute('tabindex')).toBe(false);
    expect(locked.getAttribute('aria-readonly')).toBe('true');
    placeArea(must(roots[1], 'locked root'), { left: 0, top: 0, width: 100, height: 100 });
    fireEvent.pointerDown(must(roots[1], 'locked root'), {
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      clientX: 50,
    });
    locked.focus();
    await userEvent.keyboard('{ArrowRight}');
    fireEvent(
      must(roots[0], 'off root'),
      new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }),
    );
    await userEvent.dblClick(must(roots[1], 'locked root'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exposes methods through its ref', () => {
    const ref = createRef<XYPadMethods>();
    const onChange = vi.fn();
    render(<XYPad ref={ref} aria-label="Ref" onChange={onChange} />);
    act(() => ref.current?.setValue({ y: 0.7 }));
    expect(onChange).toHaveBeenCalledWith({ x: 0, y: 0.7 });
    expect(ref.current?.getValue()).toEqual({ x: 0, y: 0.7 });
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(screen.getByRole('slider'));
  });
});
