import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/**
 * Detects a long press with the mouse, pen or a finger: `onLongPress` runs once the primary button (or
 * touch) has been held on the element for `delay` milliseconds, and `longPressed` stays `true` until it
 * is released, leaves the element or is cancelled.
 *
 * Spread `handlers` on the element. The click that ends a long press is swallowed, so the element's own
 * `onClick` only sees short presses; keyboard and assistive-technology clicks are never affected. Pair it
 * with {@link useInterval} to repeat an action while `longPressed` is `true`, as the number input's
 * steppers do.
 *
 * @param onLongPress - called once when a press has lasted `delay` milliseconds
 * @jaParam onLongPress - 押下が `delay` ミリ秒続いたときに 1 回呼ばれる関数。
 * @param options - `delay`: how long a press must last, in milliseconds (default `500`); `disabled`: ignore
 * presses and end the current one (default `false`)
 * @jaParam options - `delay`: 長押しとみなすまでの時間（ミリ秒、既定値は `500`）。
 * `disabled`: 押下を無視し、進行中の押下を終わらせます（既定値は `false`）。
 * @returns `longPressed`, true while a long press lasts, and the `handlers` to spread on the element (pointer
 * events, and the click and context menu that a long press would otherwise set off)
 * @jaReturns 長押しが続いているあいだ `true` になる `longPressed` と、要素に展開する `handlers`（ポインターイベントと、長押しのあとに起きるクリックやコンテキストメニューを抑える処理）。
 * @example
 * ```tsx
 * import { useLongPress, useInterval } from '@vibrato-ui/react';
 *
 * function NudgeButton({ onNudge }: { onNudge: () => void }) {
 *   const { longPressed, handlers } = useLongPress(onNudge, { delay: 400 });
 *   useInterval(onNudge, longPressed ? 80 : null);
 *   return (
 *     <button type="button" onClick={onNudge} {...handlers}>
 *       Nudge
 *     </button>
 *   );
 * }
 * ```
 * @ja マウス・ペン・タッチでの長押しを検出します。主ボタン（またはタッチ）を `delay` ミリ秒押し続けると `onLongPress` が呼ばれ、
 * 離す・要素の外へ出る・キャンセルされるまで `longPressed` が `true` になります。長押しの終わりに発生するクリックは無視されますが、キーボードや支援技術によるクリックは無視されません。`longPressed` が `true` のあいだ処理を繰り返すには、数値入力のステッパーと同じく {@link useInterval} と組み合わせます。
 */
export function useLongPress(
  onLongPress: () => void,
  options: {
    /**
     * Milliseconds a press must last to count as long (default `500`).
     *
     * @ja 長押しとみなすまでの時間（ミリ秒）です。既定値は `500` です。
     */
    delay?: number;
    /**
     * Ignore presses and end the current one (default `false`).
     *
     * @ja 押下を無視し、進行中の押下を終わらせます。既定値は `false` です。
     */
    disabled?: boolean;
  } = {},
): {
  /**
   * `true` from the moment a press has lasted `delay` until it ends.
   *
   * @ja 押下が `delay` ミリ秒続いた時点から、押下が終わるまで `true` です。
   */
  longPressed: boolean;
  /**
   * Pointer handlers to spread on the pressed element.
   *
   * @ja 押す対象の要素に展開するポインターイベントのハンドラーです。
   */
  handlers: {
    /**
     * Starts timing a press of the primary button, pen or finger.
     *
     * @ja 主ボタン・ペン・指による押下の計測を始めます。
     */
    onPointerDown: (event: PointerEvent) => void;
    /**
     * Ends the press; a click that follows a long press is swallowed.
     *
     * @ja 押下を終えます。長押しの後に続くクリックは無視されます。
     */
    onPointerUp: () => void;
    /**
     * Ends the press when the pointer leaves the element.
     *
     * @ja ポインターが要素の外へ出たときに押下を終えます。
     */
    onPointerLeave: () => void;
    /**
     * Ends the press when the browser cancels the pointer.
     *
     * @ja ブラウザーがポインターをキャンセルしたときに押下を終えます。
     */
    onPointerCancel: () => void;
    /**
     * Swallows the click that ends a long press.
     *
     * @ja 長押しの終わりに発生するクリックを無視します。
     */
    onClickCapture: (event: MouseEvent) => void;
    /**
     * Keeps a held finger from opening the context menu.
     *
     * @ja 指で押し続けたときにコンテキストメニューが開かないようにします。
     */
    onContextMenu: (event: MouseEvent) => void;
  };
} {
  const { delay = 500, disabled = false } = options;
  const [longPressed, setLongPressed] = useState(false);
  const callbackRef = useRef(onLongPress);
  callbackRef.current = onLongPress;
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Set when a long press ends, so that the click the browser fires right after it can be swallowed.
  const swallowClickRef = useRef(false);
  const longPressedRef = useRef(false);

  const clearTimer = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  const end = useCallback(
    (clickFollows: boolean) => {
      clearTimer();
      // Only a release on the element is followed by a click; leaving or cancelling is not.
      swallowClickRef.current = clickFollows && longPressedRef.current;
      longPressedRef.current = false;
      setLongPressed(false);
    },
    [clearTimer],
  );
  const release = useCallback(() => end(true), [end]);
  const cancel = useCallback(() => end(false), [end]);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (disabled || event.button !== 0) return;
      clearTimer();
      swallowClickRef.current = false;
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        longPressedRef.current = true;
        setLongPressed(true);
        callbackRef.current();
      }, delay);
    },
    [disabled, delay, clearTimer],
  );

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!swallowClickRef.current) return;
    swallowClickRef.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  const onContextMenu = useCallback((event: MouseEvent) => {
    // A held finger opens the context menu on touch screens; it must not interrupt the long press.
    if (timerRef.current !== null || longPressedRef.current) event.preventDefault();
  }, []);

  useEffect(() => {
    if (disabled) cancel();
  }, [disabled, cancel]);

  useEffect(() => clearTimer, [clearTimer]);

  return {
    longPressed,
    handlers: {
      onPointerDown,
      onPointerUp: release,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      onClickCapture,
      onContextMenu,
    },
  };
}
