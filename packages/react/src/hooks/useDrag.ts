import { useMemo, type PointerEvent as ReactPointerEvent } from 'react';
import { useDragSession } from '../internal/useDragSession.js';

/**
 * Options of {@link useDrag}. Every callback receives the pointer position (`clientX`/`clientY`), the
 * movement since the previous callback (`deltaX`/`deltaY`), the movement since the drag started
 * (`offsetX`/`offsetY`) and the native `PointerEvent` (read `event.shiftKey` for fine adjustment).
 *
 * @example
 * ```tsx
 * const options: UseDragOptions = {
 *   onDrag: ({ deltaY }) => console.info('moved', deltaY),
 * };
 * ```
 * @ja {@link useDrag} のオプションです。各コールバックはポインター位置、前回からの移動量、開始からの移動量、元の `PointerEvent` を受け取ります。
 */
export interface UseDragOptions {
  /**
   * Called when a pointer is pressed on the element (primary button for mice) and the drag starts.
   *
   * @param drag - position and movement (both movements are 0 here) and the native event
   * @jaParam drag - 位置と移動量（開始時なのでどちらの移動量も 0）、元のイベント。
   * @example
   * ```tsx
   * useDrag({ onDragStart: ({ clientX }) => console.info('start at', clientX) });
   * ```
   * @ja 要素上でポインターが押され（マウスは主ボタンのみ）、ドラッグが始まったときに呼ばれます。
   */
  onDragStart?: (drag: {
    clientX: number;
    clientY: number;
    deltaX: number;
    deltaY: number;
    offsetX: number;
    offsetY: number;
    event: PointerEvent;
  }) => void;
  /**
   * Called on every pointer move of the dragging pointer, even outside the element (pointer capture).
   *
   * @param drag - position, movement since the last call and since the start, and the native event
   * @jaParam drag - 位置、前回の呼び出しからの移動量と開始からの移動量、元のイベント。
   * @example
   * ```tsx
   * useDrag({ onDrag: ({ deltaY, event }) => console.info(-deltaY * (event.shiftKey ? 0.1 : 1)) });
   * ```
   * @ja ドラッグ中のポインターが動くたびに呼ばれます。ポインターキャプチャーにより要素の外でも届きます。
   */
  onDrag?: (drag: {
    clientX: number;
    clientY: number;
    deltaX: number;
    deltaY: number;
    offsetX: number;
    offsetY: number;
    event: PointerEvent;
  }) => void;
  /**
   * Called once when the pointer is released or the drag is cancelled (pointercancel, lost capture).
   *
   * @param drag - the last position, zero delta, the total movement and the native event
   * @jaParam drag - 最後の位置、前回からの移動量（常に 0）、開始からの移動量、元のイベント。
   * @example
   * ```tsx
   * useDrag({ onDragEnd: ({ offsetX }) => console.info('moved', offsetX, 'px in total') });
   * ```
   * @ja ポインターを離したとき、またはドラッグが中断されたとき（pointercancel、キャプチャーの喪失）に 1 回呼ばれます。
   */
  onDragEnd?: (drag: {
    clientX: number;
    clientY: number;
    deltaX: number;
    deltaY: number;
    offsetX: number;
    offsetY: number;
    event: PointerEvent;
  }) => void;
  /**
   * Ignore new drags while true.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * useDrag({ disabled: true, onDrag: ({ deltaX }) => console.info(deltaX) });
   * ```
   * @ja `true` のあいだは新しいドラッグを開始しません。
   */
  disabled?: boolean;
  /**
   * Capture the pointer on pointerdown, so the drag continues when the pointer leaves the element.
   *
   * @defaultValue `true`
   * @example
   * ```tsx
   * useDrag({ capture: false, onDrag: ({ deltaX }) => console.info(deltaX) });
   * ```
   * @ja pointerdown 時にポインターをキャプチャーし、要素の外に出てもドラッグを続けます。
   */
  capture?: boolean;
}

/**
 * Pointer dragging for mouse, pen and touch, with pointer capture. Spread the returned `handlers` on the
 * element; give that element `touch-action: none` in CSS so that touch drags don't scroll the page.
 *
 * @param options - the drag callbacks and settings
 * @jaParam options - ドラッグのコールバックと設定。
 * @returns `dragging` (true between start and end, for `data-dragging`) and `handlers`, the pointer
 * event props to spread on the element
 * @jaReturns `dragging`（ドラッグの開始から終了までのあいだ `true`。`data-dragging` に使います）と、要素に展開するポインターイベントのプロパティ `handlers`。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { useDrag } from '@vibrato-ui/react';
 *
 * function Fader() {
 *   const [level, setLevel] = useState(0.5);
 *   const { dragging, handlers } = useDrag({
 *     onDrag: ({ deltaY }) => setLevel((l) => Math.min(1, Math.max(0, l - deltaY / 200))),
 *   });
 *   return (
 *     <div {...handlers} data-dragging={dragging || undefined} style={{ touchAction: 'none' }}>
 *       {level.toFixed(2)}
 *     </div>
 *   );
 * }
 * ```
 * @ja マウス・ペン・タッチのドラッグをポインターキャプチャー付きで扱います。返された `handlers` を要素に展開して使います。
 * タッチでページがスクロールしないよう、要素には CSS で `touch-action: none` を指定してください。
 */
export function useDrag(options: UseDragOptions): {
  dragging: boolean;
  handlers: {
    onPointerDown: (event: ReactPointerEvent<Element>) => void;
    onPointerMove: (event: ReactPointerEvent<Element>) => void;
    onPointerUp: (event: ReactPointerEvent<Element>) => void;
    onPointerCancel: (event: ReactPointerEvent<Element>) => void;
    onLostPointerCapture: (event: ReactPointerEvent<Element>) => void;
  };
} {
  const { dragging, start, move, end } = useDragSession(options);
  const handlers = useMemo(
    () => ({
      onPointerDown: (event: ReactPointerEvent<Element>) => start(event.nativeEvent, event.currentTarget),
      onPointerMove: (event: ReactPointerEvent<Element>) => move(event.nativeEvent),
      onPointerUp: (event: ReactPointerEvent<Element>) => end(event.nativeEvent),
      onPointerCancel: (event: ReactPointerEvent<Element>) => end(event.nativeEvent),
      onLostPointerCapture: (event: ReactPointerEvent<Element>) => end(event.nativeEvent),
    }),
    [start, move, end],
  );
  return { dragging, handlers };
}
