import { useCallback, useRef, useState } from 'react';
import type { UseDragOptions } from '../hooks/useDrag.js';

/**
 * The pointer-drag state machine behind `useDrag` (React handlers) and `useDragWithElement` (native
 * listeners). It follows one pointer at a time, captures it on the element so moves outside the element
 * (and outside the window) keep arriving, reports deltas since the last move and offsets since the start,
 * and ends on pointerup, pointercancel or a lost capture. Only the primary mouse button starts a drag.
 */
export function useDragSession(options: UseDragOptions): {
  dragging: boolean;
  start: (event: PointerEvent, element: Element) => void;
  move: (event: PointerEvent) => void;
  end: (event: PointerEvent) => void;
} {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const session = useRef<{
    pointerId: number;
    startX: number;
    startY: number;
    lastX: number;
    lastY: number;
  } | null>(null);
  const [dragging, setDragging] = useState(false);

  const start = useCallback((event: PointerEvent, element: Element) => {
    const current = optionsRef.current;
    if (current.disabled || session.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    session.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      lastX: event.clientX,
      lastY: event.clientY,
    };
    // jsdom and very old browsers have no pointer capture; the drag still works while inside the element.
    if (current.capture !== false && typeof element.setPointerCapture === 'function') {
      try {
        element.setPointerCapture(event.pointerId);
      } catch {
        // The pointer may already be gone (synthetic events); dragging inside the element still works.
      }
    }
    setDragging(true);
    current.onDragStart?.({
      clientX: event.clientX,
      clientY: event.clientY,
      deltaX: 0,
      deltaY: 0,
      offsetX: 0,
      offsetY: 0,
      event,
    });
  }, []);

  const move = useCallback((event: PointerEvent) => {
    const active = session.current;
    if (!active || active.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - active.lastX;
    const deltaY = event.clientY - active.lastY;
    if (deltaX === 0 && deltaY === 0) return;
    active.lastX = event.clientX;
    active.lastY = event.clientY;
    optionsRef.current.onDrag?.({
      clientX: event.clientX,
      clientY: event.clientY,
      deltaX,
      deltaY,
      offsetX: event.clientX - active.startX,
      offsetY: event.clientY - active.startY,
      event,
    });
  }, []);

  const end = useCallback((event: PointerEvent) => {
    const active = session.current;
    if (!active || active.pointerId !== event.pointerId) return;
    session.current = null;
    setDragging(false);
    optionsRef.current.onDragEnd?.({
      clientX: active.lastX,
      clientY: active.lastY,
      deltaX: 0,
      deltaY: 0,
      offsetX: active.lastX - active.startX,
      offsetY: active.lastY - active.startY,
      event,
    });
  }, []);

  return { dragging, start, move, end };
}
