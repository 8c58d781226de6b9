import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DecrementStepper,
  IncrementStepper,
  NumberInput,
  Stepper,
  type NumberInputMethods,
} from './index.js';

function field(name = 'Tempo'): HTMLInputElement {
  return screen.getByRole('spinbutton', { name }) as HTMLInputElement;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NumberInput', () => {
  it('renders a labelled native input with spin-button ARIA, unit text and stable classes', () => {
    render(<NumberInput aria-label="Tempo" min={20} max={300} step={1} defaultValue={120} unit="BPM" />);
    const input = field();
    expect(input.tagName).toBe('INPUT');
    expect(input.inputMode).toBe('decimal');
    expect(input.value).toBe('120 BPM');
    expect(input.getAttribute('aria-valuemin')).toBe('20');
    expect(input.getAttribute('aria-valuemax')).toBe('300');
    expect(input.getAttribute('aria-valuenow')).toBe('120');
    expect(input.getAttribute('aria-valuetext')).toBe('120 BPM');
    expect(input.closest('.vibrato-number-input')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Increase' }).getAttribute('aria-controls')).toBe(input.id);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeTruthy();
  });

  it('announces the value with the decimals it shows when the step has more than two', () => {
    render(<NumberInput aria-label="Tempo" min={0} max={1} step={0.001} defaultValue={0.125} unit="st" />);
    expect(field().value).toBe('0.125 st');
    expect(field().getAttribute('aria-valuetext')).toBe('0.125 st');
  });

  it('commits typed text on Enter and on blur, clamped and snapped', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(
      <NumberInput
        aria-label="Tempo"
        min={20}
        max={300}
        step={1}
        defaultValue={120}
        onChange={onChange}
        onChangeEnd={onChangeEnd}
      />,
    );
    const input = field();
    await userEvent.tripleClick(input);
    await userEvent.keyboard('140.4{Enter}');
    expect(input.value).toBe('140');
    expect(onChange).toHaveBeenLastCalledWith(140);
    expect(onChangeEnd).toHaveBeenLastCalledWith(140);
    await userEvent.clear(input);
    await userEvent.type(input, '999');
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(input.value).toBe('300');
    expect(onChange).toHaveBeenLastCalledWith(300);
  });

  it('rejects junk and shows the last good value again', async () => {
    const onChange = vi.fn();
    render(<NumberInput aria-label="Tempo" min={0} max={500} defaultValue={120} onChange={onChange} />);
    const input = field();
    await userEvent.clear(input);
    await userEvent.type(input, '12abc{Enter}');
    expect(input.value).toBe('120');
    expect(input.getAttribute('aria-valuenow')).toBe('120');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input.value).toBe('120');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads a typed unit, a comma decimal mark and exponents', async () => {
    render(<NumberInput aria-label="Frequency" min={20} max={20000} defaultValue={440} unit="Hz" />);
    const input = field('Frequency');
    await userEvent.clear(input);
    await userEvent.type(input, '1e3 Hz{Enter}');
    expect(input.getAttribute('aria-valuenow')).toBe('1000');
    expect(input.value).toBe('1000 Hz');
    await userEvent.clear(input);
    await userEvent.type(input, '62,5{Enter}');
    expect(input.value).toBe('62.5 Hz');
  });

  it('reads full-width digits from a Japanese input method, and leaves its Enter, Escape and arrows alone', () => {
    render(<NumberInput aria-label="Frequency" min={20} max={20000} defaultValue={440} unit="Hz" />);
    const input = field('Frequency');
    fireEvent.change(input, { target: { value: '１２０．５ Hz' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Escape', isComposing: true });
    fireEvent.keyDown(input, { key: 'ArrowUp', isComposing: true });
    expect(input.getAttribute('aria-valuenow')).toBe('440');
    expect(input.value).toBe('１２０．５ Hz');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.getAttribute('aria-valuenow')).toBe('120.5');
    expect(input.value).toBe('120.5 Hz');
  });

  it('drops typed text on Escape', async () => {
    render(<NumberInput aria-label="Tempo" min={0} max={500} step={1} defaultValue={120} />);
    const input = field();
    await userEvent.clear(input);
    await userEvent.type(input, '200{Escape}');
    expect(input.value).toBe('120');
    await userEvent.tab();
    expect(input.getAttribute('aria-valuenow')).toBe('120');
  });

  it('steps with ArrowUp/ArrowDown, Shift, PageUp/PageDown and jumps with Home/End', async () => {
    const onChangeEnd = vi.fn();
    render(
      <NumberInput
        aria-label="Tempo"
        min={0}
        max={100}
        step={1}
        defaultValue={50}
        onChangeEnd={onChangeEnd}
      />,
    );
    const input = field();
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('51');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.value).toBe('49');
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(input.value).toBe('59');
    await userEvent.keyboard('{PageDown}');
    expect(input.value).toBe('49');
    await userEvent.keyboard('{End}');
    expect(input.value).toBe('100');
    await userEvent.keyboard('{Home}');
    expect(input.value).toBe('0');
    expect(onChangeEnd.mock.calls.map((call) => call[0])).toEqual([51, 50, 49, 59, 49, 100, 0]);
  });

  it('steps from the typed number when an arrow key is pressed while editing', async () => {
    render(<NumberInput aria-label="Tempo" min={0} max={500} step={1} defaultValue={120} />);
    const input = field();
    await userEvent.clear(input);
    await userEvent.type(input, '200{ArrowUp}');
    expect(input.value).toBe('201');
  });

  it('steps from the typed number when a stepper is pressed while editing (no blur first, as in Safari)', () => {
    const onChangeEnd = vi.fn();
    render(
      <NumberInput
        aria-label="Tempo"
        min={0}
        max={500}
        step={1}
        defaultValue={120}
        onChangeEnd={onChangeEnd}
      />,
    );
    fireEvent.change(field(), { target: { value: '440' } });
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(field().value).toBe('441');
    expect(onChangeEnd.mock.calls).toEqual([[441]]);
  });

  it('uses a raw keyboard InputEventOption', async () => {
    render(
      <NumberInput
        aria-label="Gain"
        min={-60}
        max={0}
        defaultValue={-10}
        keyboard={{ type: 'raw', step: 0.5 }}
      />,
    );
    const input = field('Gain');
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-valuenow')).toBe('-10.5');
  });

  it('takes the wheel only while focused', () => {
    render(
      <NumberInput
        aria-label="Tempo"
        min={0}
        max={100}
        step={1}
        defaultValue={50}
        wheel={{ type: 'raw', step: 2 }}
      />,
    );
    const input = field();
    fireEvent.wheel(input, { deltaY: -100 });
    expect(input.value).toBe('50');
    input.focus();
    const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(event);
    });
    expect(input.value).toBe('52');
    expect(event.defaultPrevented).toBe(true);
    fireEvent.wheel(input, { deltaY: 300 });
    expect(input.value).toBe('46');
  });

  it('restores defaultValue on double-click', async () => {
    render(<NumberInput aria-label="Tempo" min={0} max={300} step={1} defaultValue={120} />);
    const input = field();
    input.focus();
    await userEvent.keyboard('{End}');
    expect(input.value).toBe('300');
    await userEvent.dblClick(input);
    expect(input.value).toBe('120');
  });

  it('shows custom format text and reads it back with parse', async () => {
    render(
      <NumberInput
        aria-label="Mix"
        min={0}
        max={1}
        defaultValue={0.5}
        format={(v) => `${Math.round(v * 100)} %`}
        parse={(text) => parseFloat(text) / 100}
        valueText={(v) => `${Math.round(v * 100)} percent`}
      />,
    );
    const input = field('Mix');
    expect(input.value).toBe('50 %');
    expect(input.getAttribute('aria-valuetext')).toBe('50 percent');
    await userEvent.clear(input);
    await userEvent.type(input, '25{Enter}');
    expect(input.getAttribute('aria-valuenow')).toBe('0.25');
    expect(input.value).toBe('25 %');
  });

  it('stays at the controlled value when the parent ignores onChange', async () => {
    const onChange = vi.fn();
    render(<NumberInput aria-label="Tempo" min={0} max={300} step={1} value={100} onChange={onChange} />);
    const input = field();
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenCalledWith(101);
    expect(input.value).toBe('100');
  });

  it('follows a controlled value set by the parent', async () => {
    function Controlled() {
      const [value, setValue] = useState(10);
      return (
        <>
          <NumberInput aria-label="Tempo" min={0} max={300} step={1} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(42)}>
            Set 42
          </button>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Set 42' }));
    expect(field().value).toBe('42');
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(field().value).toBe('43');
  });

  it('ignores changes when readOnly and is not editable when disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <NumberInput
        aria-label="Tempo"
        min={0}
        max={300}
        step={1}
        defaultValue={120}
        readOnly
        onChange={onChange}
      />,
    );
    const input = field();
    expect(input.readOnly).toBe(true);
    input.focus();
    await userEvent.keyboard('{ArrowUp}{End}');
    await userEvent.dblClick(input);
    expect(input.value).toBe('120');
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(true);
    expect(input.closest('.vibrato-number-input')?.hasAttribute('data-readonly')).toBe(true);
    rerender(
      <NumberInput
        aria-label="Tempo"
        min={0}
        max={300}
        step={1}
        defaultValue={120}
        disabled
        onChange={onChange}
      />,
    );
    expect(input.disabled).toBe(true);
    expect(input.closest('.vibrato-number-input')?.hasAttribute('data-disabled')).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('steps with the stepper buttons and disables them at the limits', async () => {
    const onChangeEnd = vi.fn();
    render(
      <NumberInput aria-label="Voices" min={1} max={3} step={1} defaultValue={2} onChangeEnd={onChangeEnd} />,
    );
    const up = screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement;
    const down = screen.getByRole('button', { name: 'Decrease' }) as HTMLButtonElement;
    expect(up.tabIndex).toBe(-1);
    await userEvent.click(up);
    expect(field('Voices').value).toBe('3');
    expect(up.disabled).toBe(true);
    expect(up.hasAttribute('data-disabled')).toBe(true);
    await userEvent.click(down);
    await userEvent.click(down);
    expect(field('Voices').value).toBe('1');
    expect(down.disabled).toBe(true);
    expect(onChangeEnd.mock.calls.map((call) => call[0])).toEqual([3, 2, 1]);
  });

  it('disables + at the last step below max when the step does not divide the range', async () => {
    render(<NumberInput aria-label="Thirds" min={0} max={10} step={3} defaultValue={6} />);
    const up = screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement;
    expect(up.disabled).toBe(false);
    await userEvent.click(up);
    expect(field('Thirds').value).toBe('9');
    expect(up.disabled).toBe(true);
  });

  it('names the default stepper buttons with incrementLabel and decrementLabel', async () => {
    render(
      <NumberInput
        aria-label="テンポ"
        min={20}
        max={300}
        step={1}
        defaultValue={120}
        incrementLabel="上げる"
        decrementLabel="下げる"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Increase' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decrease' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '上げる' }));
    expect(field('テンポ').value).toBe('121');
    await userEvent.click(screen.getByRole('button', { name: '下げる' }));
    await userEvent.click(screen.getByRole('button', { name: '下げる' }));
    expect(field('テンポ').value).toBe('119');
  });

  it('keeps the stepper buttons named when a label is empty', () => {
    render(<NumberInput aria-label="Tempo" incrementLabel="" decrementLabel="" />);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeTruthy();
  });

  it('repeats while a stepper is held, without an extra step on release', () => {
    vi.useFakeTimers();
    render(<NumberInput aria-label="Tempo" min={0} max={300} step={1} defaultValue={100} />);
    const up = screen.getByRole('button', { name: 'Increase' });
    fireEvent.pointerDown(up, { button: 0 });
    act(() => vi.advanceTimersByTime(400));
    expect(field().value).toBe('101');
    act(() => vi.advanceTimersByTime(60 * 5));
    expect(field().value).toBe('106');
    fireEvent.pointerUp(up);
    fireEvent.click(up);
    act(() => vi.advanceTimersByTime(1000));
    expect(field().value).toBe('106');
  });

  it('exposes focus, value, step and reset methods through its ref', () => {
    const ref = createRef<NumberInputMethods>();
    const onChange = vi.fn();
    render(
      <NumberInput
        ref={ref}
        aria-label="Tempo"
        min={0}
        max={300}
        step={1}
        defaultValue={120}
        onChange={onChange}
      />,
    );
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(field());
    expect(ref.current?.element).toBe(field());
    act(() => ref.current?.increment());
    expect(ref.current?.getValue()).toBe(121);
    act(() => ref.current?.decrement());
    act(() => ref.current?.decrement());
    expect(field().value).toBe('119');
    act(() => ref.current?.setValue(1000));
    expect(field().value).toBe('300');
    act(() => ref.current?.reset());
    expect(field().value).toBe('120');
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([121, 120, 119, 300, 120]);
  });

  it('hides the default stepper and wires custom steppers placed inside', async () => {
    render(
      <NumberInput aria-label="Transpose" min={-2} max={2} step={1} defaultValue={0} stepper={false}>
        <DecrementStepper aria-label="Down">◀</DecrementStepper>
        <IncrementStepper aria-label="Up">▶</IncrementStepper>
      </NumberInput>,
    );
    expect(screen.queryByRole('button', { name: 'Increase' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(field('Transpose').value).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Down' }));
    expect(field('Transpose').value).toBe('1');
  });
});

describe('Stepper on its own', () => {
  it('calls onIncrement and onDecrement with custom labels', async () => {
    const onIncrement = vi.fn();
    const onDecrement = vi.fn();
    render(
      <Stepper
        incrementLabel="Octave up"
        decrementLabel="Octave down"
        onIncrement={onIncrement}
        onDecrement={onDecrement}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Octave up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Octave down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Octave down' }));
    expect(onIncrement).toHaveBeenCalledTimes(1);
    expect(onDecrement).toHaveBeenCalledTimes(2);
  });

  it('is disabled without a handler or when disabled', () => {
    const { rerender } = render(<IncrementStepper aria-label="Next" />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<IncrementStepper aria-label="Next" onStep={() => {}} disabled />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<IncrementStepper aria-label="Next" onStep={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
