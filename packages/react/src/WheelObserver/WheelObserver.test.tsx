import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { must } from '../../test/must.js';
import { WheelObserver } from './index.js';

describe('WheelObserver', () => {
  it('reports pixel deltas and prevents page scroll', () => {
    const onWheel = vi.fn();
    render(
      <WheelObserver onWheel={onWheel} className="zoom">
        <span>area</span>
      </WheelObserver>,
    );
    const wrapper = must(screen.getByText('area').parentElement, 'wrapper');
    expect(wrapper.className).toBe('vibrato-wheel-observer zoom');
    const pixels = new WheelEvent('wheel', { deltaX: 3, deltaY: -40, bubbles: true, cancelable: true });
    fireEvent(wrapper, pixels);
    expect(onWheel).toHaveBeenLastCalledWith({ deltaX: 3, deltaY: -40, event: pixels });
    expect(pixels.defaultPrevented).toBe(true);
    const lines = new WheelEvent('wheel', { deltaY: 3, deltaMode: 1, bubbles: true, cancelable: true });
    fireEvent(wrapper, lines);
    expect(onWheel).toHaveBeenLastCalledWith({ deltaX: 0, deltaY: 48, event: lines });
  });

  it("counts a page as the element's width or height, and 800 px while it has no size", () => {
    const onWheel = vi.fn();
    render(
      <WheelObserver onWheel={onWheel}>
        <span>area</span>
      </WheelObserver>,
    );
    const wrapper = must(screen.getByText('area').parentElement, 'wrapper');
    const page = () => new WheelEvent('wheel', { deltaX: -1, deltaY: 2, deltaMode: 2, bubbles: true });
    // jsdom lays nothing out: the element has no size yet.
    const unsized = page();
    fireEvent(wrapper, unsized);
    expect(onWheel).toHaveBeenLastCalledWith({ deltaX: -800, deltaY: 1600, event: unsized });
    Object.defineProperty(wrapper, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(wrapper, 'clientHeight', { configurable: true, value: 120 });
    const sized = page();
    fireEvent(wrapper, sized);
    expect(onWheel).toHaveBeenLastCalledWith({ deltaX: -300, deltaY: 240, event: sized });
  });

  it('lets the page scroll when asked, and stays silent when disabled', () => {
    const onWheel = vi.fn();
    const { container, rerender } = render(<WheelObserver onWheel={onWheel} preventDefault={false} />);
    const wrapper = must(container.firstElementChild, 'wrapper');
    const free = new WheelEvent('wheel', { deltaY: 10, bubbles: true, cancelable: true });
    fireEvent(wrapper, free);
    expect(onWheel).toHaveBeenCalledTimes(1);
    expect(free.defaultPrevented).toBe(false);
    rerender(<WheelObserver onWheel={onWheel} disabled />);
    const ignored = new WheelEvent('wheel', { deltaY: 10, bubbles: true, cancelable: true });
    fireEvent(wrapper, ignored);
    expect(onWheel).toHaveBeenCalledTimes(1);
    expect(ignored.defaultPrevented).toBe(false);
  });
});
