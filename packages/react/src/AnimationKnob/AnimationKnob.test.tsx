import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnimationKnob, type AnimationKnobMethods } from './index.js';

function frameOf(knob: HTMLElement): HTMLElement {
  const frame = knob.querySelector<HTMLElement>('.vibrato-animation-knob__frame');
  if (!frame) throw new Error('no frame element');
  return frame;
}

describe('AnimationKnob', () => {
  it('shows the filmstrip frame of the value (vertical strip)', async () => {
    render(
      <AnimationKnob
        aria-label="Drive"
        src="/strip.png"
        frames={5}
        frameWidth={40}
        frameHeight={30}
        step={0.25}
      />,
    );
    const knob = screen.getByRole('slider', { name: 'Drive' });
    const frame = frameOf(knob);
    expect(frame.style.backgroundImage).toBe('url("/strip.png")');
    expect(frame.style.width).toBe('40px');
    expect(frame.style.height).toBe('30px');
    expect(frame.style.backgroundSize).toBe('100% 500%');
    expect(frame.dataset.frame).toBe('0');
    knob.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(frame.dataset.frame).toBe('1');
    expect(frame.style.backgroundPosition).toBe('0% 25%');
    await userEvent.keyboard('{End}');
    expect(frame.dataset.frame).toBe('4');
    expect(frame.style.backgroundPosition).toBe('0% 100%');
  });

  it('lays out a horizontal strip and scales it to width/height', () => {
    render(
      <AnimationKnob
        aria-label="Tone"
        src="/row.png"
        direction="horizontal"
        frames={3}
        frameWidth={40}
        frameHeight={40}
        width={80}
        height={80}
        defaultValue={0.5}
      />,
    );
    const frame = frameOf(screen.getByRole('slider'));
    expect(frame.style.width).toBe('80px');
    expect(frame.style.backgroundSize).toBe('300% 100%');
    expect(frame.style.backgroundPosition).toBe('50% 0%');
  });

  it('calls the render function with value and position', () => {
    const draw = vi.fn((value: number, position: number) => `${value}|${position}`);
    render(<AnimationKnob aria-label="Mix" min={0} max={10} defaultValue={5} render={draw} unit="%" />);
    const knob = screen.getByRole('slider');
    expect(knob.textContent).toBe('5|0.5');
    expect(knob.getAttribute('aria-valuetext')).toBe('5 %');
    expect(draw).toHaveBeenLastCalledWith(5, 0.5);
  });

  it('has the Knob input behaviour: drag, wheel, double-click reset, disabled', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(
      <>
        <AnimationKnob
          aria-label="Live"
          render={(v) => v}
          sensitivity={100}
          defaultValue={0.2}
          onChange={onChange}
          onChangeEnd={onChangeEnd}
        />
        <AnimationKnob aria-label="Dead" render={(v) => v} disabled onChange={onChange} />
      </>,
    );
    const live = screen.getByRole('slider', { name: 'Live' });
    fireEvent.pointerDown(live, { pointerId: 3, pointerType: 'touch', clientY: 100 });
    fireEvent.pointerMove(live, { pointerId: 3, pointerType: 'touch', clientY: 80 });
    fireEvent.pointerUp(live, { pointerId: 3, pointerType: 'touch', clientY: 80 });
    expect(onChange).toHaveBeenLastCalledWith(0.4);
    expect(onChangeEnd).toHaveBeenLastCalledWith(0.4);
    fireEvent(live, new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    expect(onChange).toHaveBeenLastCalledWith(0.39);
    await userEvent.dblClick(live);
    expect(onChangeEnd).toHaveBeenLastCalledWith(0.2);
    onChange.mockClear();
    const dead = screen.getByRole('slider', { name: 'Dead' });
    fireEvent.pointerDown(dead, { pointerId: 4, pointerType: 'mouse', button: 0, clientY: 100 });
    fireEvent.pointerMove(dead, { pointerId: 4, clientY: 0 });
    expect(onChange).not.toHaveBeenCalled();
    expect(dead.hasAttribute('data-disabled')).toBe(true);
  });

  it('ignores changes when readOnly but stays focusable', async () => {
    const onChange = vi.fn();
    render(<AnimationKnob aria-label="Meter" render={(v) => v} readOnly onChange={onChange} />);
    const knob = screen.getByRole('slider');
    knob.focus();
    expect(document.activeElement).toBe(knob);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('rejects a bad frame count with a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<AnimationKnob aria-label="Bad" src="/s.png" frames={0} frameWidth={10} frameHeight={10} />),
    ).toThrow(/frames must be an integer of at least 1 .*\/s\.png.*got 0/);
    vi.restoreAllMocks();
  });

  it('exposes methods through its ref', () => {
    const ref = createRef<AnimationKnobMethods>();
    render(<AnimationKnob ref={ref} aria-label="Ref" render={(v) => v} />);
    act(() => ref.current?.setValue(0.3));
    expect(ref.current?.getValue()).toBe(0.3);
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0.3');
  });
});
