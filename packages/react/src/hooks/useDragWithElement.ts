import { useEffect, type RefObject } from 'react';
import { useDragSession } from '../internal/useDragSession.js';
import type { UseDragOptions } from './useDrag.js';
import { useEventListener } from './useEventListener.js';

/**
 * Options of {@link useDragWithElement}: the {@link UseDragOptions} callbacks plus control over the
 * element's `touch-action`.
 *
 * @example
 * ```tsx
 * const options: UseDragWithElementOptions = { onDrag: ({ deltaX }) => console.info(deltaX), touchAction: true };
 * ```
 * @ja {@link useDragWithElement} のオプションです。{@link UseDragOptions} のコールバックに加え、要素の `touch-action` を設定できます。
 */
export interface UseDragWithElementOptions extends UseDragOptions {
  /**
   * Set `touch-action: none` on the element while the hook is mounted, so touch drags never scroll the
   * page. Turn it off when your CSS already sets it.
   *
   * @defaultValue `true`
   * @example
   * ```tsx
   * useDragWithElement(ref, { touchAction: false, onDrag: ({ deltaX }) => console.info(deltaX) });
   * ```
   * @ja フック使用中は要素に `touch-action: none` を設定し、タッチ操作でページがスクロールしないようにします。CSS で指定済みなら無効にしてください。
   */
  touchAction?: boolean;
}

/**
 * Pointer dragging with capture, like {@link useDrag}, but wired with native listeners to an element
 * you already hold in a ref (useful for elements rendered by other libraries or canvases).
 *
 * @param ref - a ref to the element to drag on
 * @jaParam ref - ドラッグを受け付ける要素の ref。
 * @param options - the drag callbacks and settings
 * @jaParam options - ドラッグのコールバックと設定。
 * @returns `dragging`, true while a drag is in progress
 * @jaReturns ドラッグ中は `true` になる `dragging`。
 * @example
 * ```tsx
 * import { useRef } from 'react';
 * import { useDragWithElement } from '@vibrato-ui/react';
 *
 * function Waveform({ onScrub }: { onScrub: (dx: number) => void }) {
 *   const ref = useRef<HTMLCanvasElement>(null);
 *   const { dragging } = useDragWithElement(ref, { onDrag: ({ deltaX }) => onScrub(deltaX) });
 *   return <canvas ref={ref} data-dragging={dragging || undefined} />;
 * }
 * ```
 * @ja {@link useDrag} と同じくポインターキャプチャー付きのドラッグを扱いますが、ref で持っている要素にネイティブのリスナーを直接登録します。
 * ほかのライブラリが描画した要素や `<canvas>` で使うと便利です。
 */
export function useDragWithElement(
  ref: RefObject<Element | null>,
  options: UseDragWithElementOptions,
): { dragging: boolean } {
  const { dragging, start, move, end } = useDragSession(options);
  const touchAction = options.touchAction !== false;

  useEventListener(ref, 'pointerdown', (event) => {
    if (ref.current) start(event, ref.current);
  });
  useEventListener(ref, 'pointermove', move);
  useEventListener(ref, 'pointerup', end);
  useEventListener(ref, 'pointercancel', end);
  useEventListener(ref, 'lostpointercapture', end);

  useEffect(() => {
    const element = ref.current;
    if (!touchAction || !(element instanceof HTMLElement || element instanceof SVGElement)) return undefined;
    const previous = element.style.touchAction || '';
    element.style.touchAction = 'none';
    return () => {
      element.style.touchAction = previous;
    };
  }, [ref, touchAction]);

  return { dragging };
}
