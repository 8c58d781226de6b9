import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { must } from '../../test/must.js';
import {
  Scale,
  ScaleOption,
  Slider,
  SliderThumb,
  SliderTrack,
  useSliderContext,
  type SliderMethods,
} from './index.js';

function placeTrack(
  container: HTMLElement,
  rect: { left: number; top: number; width: number; height: number },
) {
  const track = container.querySelector<HTMLElement>('.vibrato-slider__track');
  if (!track) throw new Error('no track');
  vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({
    ...rect,
    x: rect.left,
    y: rect.top,
    right: rect.left + rect.width,
    bottom: rect.top + rect.height,
    toJSON: () => rect,
  });
}

function rootOf(container: HTMLElement): HTMLElement {
  const root = container.querySelector<HTMLElement>('.vibrato-slider');
  if (!root) throw new Error('no slider root');
  return root;
}

describe('Slider', () => {
  it('renders a track and a labelled thumb by default', () => {
    const { container } = render(
      <Slider aria-label="Volume" id="vol" min={-60} max={0} defaultValue={-6} unit="dB" />,
    );
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb.id).toBe('vol');
    expect(thumb.getAttribute('aria-valuenow')).toBe('-6');
    expect(thumb.getAttribute('aria-valuetext')).toBe('-6 dB');
    expect(thumb.getAttribute('aria-orientation')).toBe('horizontal');
    const root = rootOf(container);
    expect(root.dataset.orientation).toBe('horizontal');
    expect(root.style.getPropertyValue('--vibrato-slider-position')).toBe('0.9');
    expect(container.querySelector('.vibrato-slider__range')).not.toBeNull();
  });

  it('jumps to the pressed point and follows the drag, committing on release', () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    const { container } = render(
      <Slider aria-label="Mix" min={0} max={100} step={1} onChange={onChange} onChangeEnd={onChangeEnd} />,
    );
    placeTrack(container, { left: 100, top: 0, width: 200, height: 10 });
    const root = rootOf(container);
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 150, clientY: 5 });
    expect(onChange).toHaveBeenLastCalledWith(25);
    expect(root.hasAttribute('data-dragging')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('slider'));
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 260, clientY: 5 });
    expect(onChange).toHaveBeenLastCalledWith(80);
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 900, clientY: 5 });
    expect(onChange).toHaveBeenLastCalledWith(100);
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 900, clientY: 5 });
    expect(onChangeEnd).toHaveBeenCalledTimes(1);
    expect(onChangeEnd).toHaveBeenCalledWith(100);
  });

  it('goes on from a value the app sets during a drag, with the pointer’s motion, instead of jumping back', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <Slider aria-label="Mix" min={0} max={100} step={1} value={10} onChange={onChange} />,
    );
    placeTrack(container, { left: 100, top: 0, width: 200, height: 10 });
    const root = rootOf(container);
    const thumb = screen.getByRole('slider');
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 150, clientY: 5 });
    expect(onChange).toHaveBeenLastCalledWith(25);
    // The app moves the value elsewhere (an automation, a preset) while the pointer is still down.
    rerender(<Slider aria-label="Mix" min={0} max={100} step={1} value={70} onChange={onChange} />);
    expect(thumb.getAttribute('aria-valuenow')).toBe('70');
    // 20 px to the right is 10 more: from 70, not from under the pointer (35).
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 170, clientY: 5 });
    expect(onChange).toHaveBeenLastCalledWith(80);
    rerender(<Slider aria-label="Mix" min={0} max={100} step={1} value={80} onChange={onChange} />);
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 150, clientY: 5 });
    expect(onChange).toHaveBeenLastCalledWith(70);
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 150, clientY: 5 });
    // The next drag starts under the pointer again.
    rerender(<Slider aria-label="Mix" min={0} max={100} step={1} value={70} onChange={onChange} />);
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 150, clientY: 5 });
    expect(onChange).toHaveBeenLastCalledWith(25);
  });

  it('follows a slow drag when the app rounds the value it keeps', () => {
    function RoundingSlider() {
      const [value, setValue] = useState(50);
      return (
        <Slider
          aria-label="Mix"
          min={0}
          max={100}
          value={value}
          onChange={(next) => setValue(Math.round(next / 10) * 10)}
        />
      );
    }
    const { container } = render(<RoundingSlider />);
    placeTrack(container, { left: 100, top: 0, width: 200, height: 10 });
    const root = rootOf(container);
    const thumb = screen.getByRole('slider');
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200, clientY: 5 });
    // 1 px a move, half a unit each: under the pointer all the way, rounded by the app.
    for (let x = 201; x <= 240; x += 1) fireEvent.pointerMove(root, { pointerId: 1, clientX: x, clientY: 5 });
    expect(thumb.getAttribute('aria-valuenow')).toBe('70');
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 240, clientY: 5 });
  });

  it('goes on from a value set through the ref during a drag', () => {
    const ref = createRef<SliderMethods>();
    const { container } = render(<Slider ref={ref} aria-label="Mix" min={0} max={100} step={1} />);
    placeTrack(container, { left: 100, top: 0, width: 200, height: 10 });
    const root = rootOf(container);
    const thumb = screen.getByRole('slider');
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 150, clientY: 5 });
    act(() => ref.current?.setValue(60));
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 140, clientY: 5 });
    expect(thumb.getAttribute('aria-valuenow')).toBe('55');
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 140, clientY: 5 });
  });

  it('stops following a drag once it is disabled', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <Slider aria-label="Mix" min={0} max={100} step={1} onChange={onChange} />,
    );
    placeTrack(container, { left: 100, top: 0, width: 200, height: 10 });
    const root = rootOf(container);
    fireEvent.pointerDown(root, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 150, clientY: 5 });
    rerender(<Slider aria-label="Mix" min={0} max={100} step={1} onChange={onChange} disabled />);
    fireEvent.pointerMove(root, { pointerId: 1, clientX: 260, clientY: 5 });
    fireEvent.pointerUp(root, { pointerId: 1, clientX: 260, clientY: 5 });
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([25]);
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('25');
  });

  it('measures vertical and reversed sliders from the right edge', () => {
    const vertical = vi.fn();
    const reversed = vi.fn();
    const { container } = render(
      <>
        <div className="v">
          <Slider aria-label="Fader" orientation="vertical" onChange={vertical} />
        </div>
        <div className="r">
          <Slider aria-label="Rev" reversed onChange={reversed} />
        </div>
      </>,
    );
    const v = must(container.querySelector<HTMLElement>('.v'), '.v');
    const r = must(container.querySelector<HTMLElement>('.r'), '.r');
    placeTrack(v, { left: 0, top: 0, width: 10, height: 100 });
    placeTrack(r, { left: 0, top: 0, width: 100, height: 10 });
    fireEvent.pointerDown(rootOf(v), { pointerId: 1, pointerType: 'touch', clientX: 5, clientY: 25 });
    expect(vertical).toHaveBeenLastCalledWith(0.75);
    expect(screen.getByRole('slider', { name: 'Fader' }).getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.pointerDown(rootOf(r), { pointerId: 2, pointerType: 'pen', clientX: 20, clientY: 5 });
    expect(reversed).toHaveBeenLastCalledWith(0.8);
    expect(rootOf(r).style.getPropertyValue('--vibrato-slider-position')).toBe('0.2');
  });

  it('moves with the keyboard; reversed flips Left/Right', async () => {
    render(
      <>
        <Slider aria-label="A" step={0.1} />
        <Slider aria-label="B" step={0.1} reversed defaultValue={0.5} />
      </>,
    );
    const a = screen.getByRole('slider', { name: 'A' });
    a.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(a.getAttribute('aria-valuenow')).toBe('0.2');
    await userEvent.keyboard('{ArrowLeft}');
    expect(a.getAttribute('aria-valuenow')).toBe('0.1');
    await userEvent.keyboard('{End}');
    expect(a.getAttribute('aria-valuenow')).toBe('1');
    const b = screen.getByRole('slider', { name: 'B' });
    b.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(b.getAttribute('aria-valuenow')).toBe('0.4');
  });

  it('changes with the wheel and resets on double-click', async () => {
    const onChangeEnd = vi.fn();
    const { container } = render(
      <Slider
        aria-label="W"
        defaultValue={0.5}
        wheel={{ type: 'raw', step: 0.05 }}
        onChangeEnd={onChangeEnd}
      />,
    );
    const root = rootOf(container);
    fireEvent(root, new WheelEvent('wheel', { deltaY: -200, bubbles: true, cancelable: true }));
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0.6');
    await userEvent.dblClick(root);
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0.5');
    expect(onChangeEnd).toHaveBeenLastCalledWith(0.5);
  });

  it('follows a sideways swipe: right raises the value (lowers it when reversed), as ArrowRight does', () => {
    const { container } = render(
      <>
        <Slider aria-label="Plain" defaultValue={0.5} wheel={{ type: 'raw', step: 0.05 }} />
        <Slider aria-label="Reversed" reversed defaultValue={0.5} wheel={{ type: 'raw', step: 0.05 }} />
      </>,
    );
    const [plain, reversed] = [...container.querySelectorAll<HTMLElement>('.vibrato-slider')];
    const swipe = (root: HTMLElement | undefined, init: WheelEventInit) => {
      const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, ...init });
      fireEvent(must(root, 'the slider'), event);
      return event.defaultPrevented;
    };
    const now = (name: string) => screen.getByRole('slider', { name }).getAttribute('aria-valuenow');
    // A trackpad swipe to the right, wobbling a little up and down on the way.
    expect(swipe(plain, { deltaX: 200 })).toBe(true);
    expect(now('Plain')).toBe('0.6');
    swipe(plain, { deltaX: 100, deltaY: 10 });
    expect(now('Plain')).toBe('0.65');
    swipe(plain, { deltaX: -100, deltaY: -10 });
    expect(now('Plain')).toBe('0.6');
    swipe(reversed, { deltaX: 200 });
    expect(now('Reversed')).toBe('0.4');
    // The wheel itself is unchanged: up raises, also on the reversed slider, and Shift+wheel turned into
    // sideways scrolling by the browser still goes the wheel's way (up, reported as left, raises a tenth).
    swipe(reversed, { deltaY: -100 });
    expect(now('Reversed')).toBe('0.45');
    swipe(plain, { deltaX: -100, shiftKey: true });
    expect(now('Plain')).toBe('0.605');
  });

  it('selects a scale option and marks the current one', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Slider aria-label="Pan" min={-1} max={1} defaultValue={0} onChange={onChange}>
        <SliderTrack />
        <SliderThumb />
        <Scale values={[0.5]}>
          <ScaleOption value={-1}>L</ScaleOption>
          <ScaleOption value={0}>C</ScaleOption>
        </Scale>
      </Slider>,
    );
    const options = container.querySelectorAll<HTMLElement>('.vibrato-slider__scale-option');
    expect([...options].map((o) => o.textContent)).toEqual(['0.5', 'L', 'C']);
    expect(must(options[1], 'option 1').style.getPropertyValue('--vibrato-scale-position')).toBe('0');
    expect(must(options[2], 'option 2').hasAttribute('data-selected')).toBe(true);
    fireEvent.pointerDown(must(options[1], 'option 1'), { pointerId: 1, pointerType: 'mouse', button: 0 });
    expect(onChange).toHaveBeenCalledWith(-1);
    expect(must(options[1], 'option 1').hasAttribute('data-selected')).toBe(true);
    expect(must(container.querySelector('.vibrato-slider__scale'), 'scale').getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('shares its state through useSliderContext', async () => {
    function Readout() {
      const { valueText, position, orientation } = useSliderContext();
      return <output>{`${valueText}|${position}|${orientation}`}</output>;
    }
    render(
      <Slider aria-label="Hz" min={0} max={1000} defaultValue={250} unit="Hz" step={250}>
        <SliderTrack />
        <SliderThumb />
        <Readout />
      </Slider>,
    );
    expect(screen.getByRole('status').textContent).toBe('250 Hz|0.25|horizontal');
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('500 Hz|0.5|horizontal');
  });

  it('throws a clear error for parts outside a Slider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SliderThumb />)).toThrow('SliderThumb was used outside a <Slider>');
    vi.restoreAllMocks();
  });

  it('ignores input when disabled or readOnly', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <Slider aria-label="Off" disabled onChange={onChange} />
        <Slider aria-label="Locked" readOnly onChange={onChange} />
      </>,
    );
    const roots = container.querySelectorAll<HTMLElement>('.vibrato-slider');
    const offRoot = must(roots[0], 'disabled slider');
    const lockedRoot = must(roots[1], 'readOnly slider');
    const off = screen.getByRole('slider', { name: 'Off' });
    const locked = screen.getByRole('slider', { name: 'Locked' });
    expect(offRoot.hasAttribute('data-disabled')).toBe(true);
    expect(off.hasAttribute('tabindex')).toBe(false);
    expect(locked.getAttribute('aria-readonly')).toBe('true');
    placeTrack(lockedRoot, { left: 0, top: 0, width: 100, height: 10 });
    fireEvent.pointerDown(lockedRoot, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 50 });
    locked.focus();
    await userEvent.keyboard('{End}');
    fireEvent(offRoot, new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    await userEvent.dblClick(lockedRoot);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('exposes methods through its ref', () => {
    const ref = createRef<SliderMethods>();
    render(<Slider ref={ref} aria-label="Ref" />);
    act(() => ref.current?.setValue(0.4));
    expect(ref.current?.getValue()).toBe(0.4);
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(screen.getByRole('slider'));
    expect(ref.current?.element?.classList.contains('vibrato-slider')).toBe(true);
  });
});
