import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDrag } from './useDrag.js';
import { useDragWithElement } from './useDragWithElement.js';

describe('useDrag', () => {
  it('returns handlers that track one pointer and a dragging flag', () => {
    const onDrag = vi.fn();
    const onDragEnd = vi.fn();
    function Fader() {
      const [level, setLevel] = useState(0);
      const { dragging, handlers } = useDrag({
        onDrag: (drag) => {
          onDrag(drag);
          setLevel((l) => l - drag.deltaY);
        },
        onDragEnd,
      });
      return (
        <div {...handlers} data-testid="fader" data-dragging={dragging ? 'yes' : 'no'}>
          {level}
        </div>
      );
    }
    render(<Fader />);
    const fader = screen.getByTestId('fader');
    fireEvent.pointerMove(fader, { pointerId: 1, clientY: 50 });
    expect(onDrag).not.toHaveBeenCalled();
    fireEvent.pointerDown(fader, { pointerId: 1, pointerType: 'touch', clientY: 100 });
    expect(fader.dataset.dragging).toBe('yes');
    fireEvent.pointerMove(fader, { pointerId: 1, clientY: 90 });
    fireEvent.pointerMove(fader, { pointerId: 1, clientY: 70 });
    expect(fader.textContent).toBe('30');
    fireEvent.pointerUp(fader, { pointerId: 1, clientY: 70 });
    fireEvent.lostPointerCapture(fader, { pointerId: 1 });
    expect(onDragEnd).toHaveBeenCalledTimes(1);
    expect(fader.dataset.dragging).toBe('no');
  });

  it('skips pointer capture when capture is false', () => {
    function Probe() {
      const { handlers } = useDrag({ capture: false });
      return <div {...handlers} data-testid="probe" />;
    }
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    const capture = vi.fn();
    probe.setPointerCapture = capture;
    fireEvent.pointerDown(probe, { pointerId: 1, pointerType: 'mouse', button: 0 });
    expect(capture).not.toHaveBeenCalled();
  });
});

describe('useDragWithElement', () => {
  it('wires native listeners to a ref, captures the pointer and sets touch-action', () => {
    const onDrag = vi.fn();
    function Canvas() {
      const ref = useRef<HTMLCanvasElement>(null);
      const { dragging } = useDragWithElement(ref, { onDrag });
      return <canvas ref={ref} data-testid="canvas" data-dragging={dragging ? 'yes' : 'no'} />;
    }
    const { unmount } = render(<Canvas />);
    const canvas = screen.getByTestId('canvas');
    expect(canvas.style.touchAction).toBe('none');
    const capture = vi.fn();
    canvas.setPointerCapture = capture;
    fireEvent.pointerDown(canvas, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 0 });
    expect(capture).toHaveBeenCalledWith(2);
    expect(canvas.dataset.dragging).toBe('yes');
    fireEvent.pointerMove(canvas, { pointerId: 2, clientX: 12 });
    expect(onDrag).toHaveBeenCalledWith(expect.objectContaining({ deltaX: 12, offsetX: 12 }));
    fireEvent.pointerUp(canvas, { pointerId: 2, clientX: 12 });
    expect(canvas.dataset.dragging).toBe('no');
    unmount();
    expect(canvas.style.touchAction).toBe('');
  });
});
