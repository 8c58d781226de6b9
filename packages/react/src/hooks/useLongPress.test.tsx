import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInterval } from './useInterval.js';
import { useLongPress } from './useLongPress.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function PressButton(props: {
  onLongPress: () => void;
  onClick: () => void;
  onRepeat?: () => void;
  disabled?: boolean;
}) {
  const { longPressed, handlers } = useLongPress(props.onLongPress, { delay: 300, disabled: props.disabled });
  useInterval(() => props.onRepeat?.(), longPressed ? 50 : null);
  return (
    <button type="button" data-long={longPressed} onClick={props.onClick} {...handlers}>
      Hold
    </button>
  );
}

describe('useLongPress', () => {
  it('fires after the delay and reports longPressed until release', () => {
    const onLongPress = vi.fn();
    render(<PressButton onLongPress={onLongPress} onClick={() => {}} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { button: 0 });
    act(() => vi.advanceTimersByTime(299));
    expect(onLongPress).not.toHaveBeenCalled();
    expect(button.dataset.long).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    expect(button.dataset.long).toBe('true');
    fireEvent.pointerUp(button);
    expect(button.dataset.long).toBe('false');
  });

  it('does not fire for a short press, which stays a normal click', () => {
    const onLongPress = vi.fn();
    const onClick = vi.fn();
    render(<PressButton onLongPress={onLongPress} onClick={onClick} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { button: 0 });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('swallows the click that ends a long press, but not later clicks', () => {
    const onClick = vi.fn();
    render(<PressButton onLongPress={() => {}} onClick={onClick} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { button: 0 });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('repeats with useInterval while held and stops when the pointer leaves', () => {
    const onRepeat = vi.fn();
    const onClick = vi.fn();
    render(<PressButton onLongPress={() => {}} onClick={onClick} onRepeat={onRepeat} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { button: 0 });
    act(() => vi.advanceTimersByTime(300));
    act(() => vi.advanceTimersByTime(200));
    expect(onRepeat).toHaveBeenCalledTimes(4);
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(500));
    expect(onRepeat).toHaveBeenCalledTimes(4);
    // Leaving is not followed by a click, so a later keyboard click must get through.
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores secondary buttons and presses while disabled', () => {
    const onLongPress = vi.fn();
    const { rerender } = render(<PressButton onLongPress={onLongPress} onClick={() => {}} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { button: 2 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
    rerender(<PressButton onLongPress={onLongPress} onClick={() => {}} disabled />);
    fireEvent.pointerDown(button, { button: 0 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ends a running long press when it becomes disabled', () => {
    const onRepeat = vi.fn();
    const { rerender } = render(
      <PressButton onLongPress={() => {}} onClick={() => {}} onRepeat={onRepeat} />,
    );
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { button: 0 });
    act(() => vi.advanceTimersByTime(350));
    expect(button.dataset.long).toBe('true');
    rerender(<PressButton onLongPress={() => {}} onClick={() => {}} onRepeat={onRepeat} disabled />);
    expect(button.dataset.long).toBe('false');
  });
});
