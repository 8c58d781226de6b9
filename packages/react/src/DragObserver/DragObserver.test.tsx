import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { must } from '../../test/must.js';
import { DragObserver } from './index.js';

describe('DragObserver', () => {
  it('reports drag start, deltas, offsets and end, with pointer capture', () => {
    const onDragStart = vi.fn();
    const onDrag = vi.fn();
    const onDragEnd = vi.fn();
    render(
      <DragObserver className="scrub" onDragStart={onDragStart} onDrag={onDrag} onDragEnd={onDragEnd}>
        <span>content</span>
      </DragObserver>,
    );
    const wrapper = must(screen.getByText('content').parentElement, 'wrapper');
    expect(wrapper.className).toBe('vibrato-drag-observer scrub');
    expect(wrapper.style.touchAction).toBe('none');
    const capture = vi.fn();
    wrapper.setPointerCapture = capture;
    fireEvent.pointerDown(wrapper, { pointerId: 7, pointerType: 'pen', clientX: 10, clientY: 10 });
    expect(capture).toHaveBeenCalledWith(7);
    expect(onDragStart).toHaveBeenCalledWith(
      expect.objectContaining({ clientX: 10, clientY: 10, offsetX: 0 }),
    );
    expect(wrapper.hasAttribute('data-dragging')).toBe(true);
    fireEvent.pointerMove(wrapper, { pointerId: 7, clientX: 15, clientY: 4 });
    fireEvent.pointerMove(wrapper, { pointerId: 8, clientX: 99, clientY: 99 });
    fireEvent.pointerMove(wrapper, { pointerId: 7, clientX: 20, clientY: 0 });
    expect(onDrag).toHaveBeenCalledTimes(2);
    expect(onDrag).toHaveBeenLastCalledWith(
      expect.objectContaining({ deltaX: 5, deltaY: -4, offsetX: 10, offsetY: -10 }),
    );
    fireEvent.pointerCancel(wrapper, { pointerId: 7 });
    expect(onDragEnd).toHaveBeenCalledWith(expect.objectContaining({ offsetX: 10, offsetY: -10 }));
    expect(wrapper.hasAttribute('data-dragging')).toBe(false);
  });

  it('ignores secondary mouse buttons and disabled observers', () => {
    const onDragStart = vi.fn();
    const { container } = render(
      <>
        <DragObserver onDragStart={onDragStart} />
        <DragObserver onDragStart={onDragStart} disabled />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('.vibrato-drag-observer')];
    fireEvent.pointerDown(must(first, 'first'), { pointerId: 1, pointerType: 'mouse', button: 2 });
    fireEvent.pointerDown(must(second, 'second'), { pointerId: 2, pointerType: 'mouse', button: 0 });
    expect(onDragStart).not.toHaveBeenCalled();
    expect(must(second, 'second').hasAttribute('data-disabled')).toBe(true);
  });
});
