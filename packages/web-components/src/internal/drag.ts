/** What a control does during one pointer drag. */
export interface DragHandlers {
  /** Called on pointerdown; return `false` to ignore this pointer (disabled, wrong button, …). */
  start(event: PointerEvent): boolean;
  /** Called for every move of the captured pointer. */
  move(event: PointerEvent): void;
  /** Called once when the pointer is released or the drag is cancelled. */
  end(event: PointerEvent): void;
}

/**
 * Follows one pointer at a time from pointerdown to release on `target`, with pointer capture so that the
 * drag goes on outside the element. Mouse, pen and touch alike; only the primary mouse button starts a drag.
 * Callers also set `touch-action: none` in CSS so that touch drags do not scroll the page.
 */
export function listenToDrag(target: HTMLElement, handlers: DragHandlers): void {
  let activePointer: number | null = null;

  const finish = (event: PointerEvent): void => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    if (target.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
    handlers.end(event);
  };

  target.addEventListener('pointerdown', (event) => {
    if (activePointer !== null) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (!handlers.start(event)) return;
    activePointer = event.pointerId;
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, some assistive tools) cannot be captured; the drag still works inside.
    }
  });
  target.addEventListener('pointermove', (event) => {
    if (event.pointerId === activePointer) handlers.move(event);
  });
  target.addEventListener('pointerup', finish);
  target.addEventListener('pointercancel', finish);
  target.addEventListener('lostpointercapture', finish);
}
