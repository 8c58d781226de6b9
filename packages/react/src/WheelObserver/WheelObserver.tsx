import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useEventListener } from '../hooks/useEventListener.js';
import { cx } from '../internal/cx.js';

/**
 * Props of {@link WheelObserver}.
 *
 * @example
 * ```tsx
 * const props: WheelObserverProps = { onWheel: ({ deltaY }) => console.info('wheel', deltaY) };
 * ```
 * @ja {@link WheelObserver} のプロパティです。
 */
export interface WheelObserverProps {
  /**
   * Called for every wheel event on the content, with the deltas converted to pixels whatever the
   * browser's `deltaMode` (lines count 16 px, pages the element's width or height, or 800 px while the
   * element has no size).
   *
   * @param wheel - `deltaX` and `deltaY` in pixels (positive = right/down) and the native `WheelEvent`
   * @jaParam wheel - ピクセル単位の `deltaX` と `deltaY`（正の値が右／下）と、元の `WheelEvent`。
   * @example
   * ```tsx
   * <WheelObserver onWheel={({ deltaY, event }) => console.info(deltaY * (event.shiftKey ? 0.1 : 1))} />
   * ```
   * @ja 内容の上でホイールが動くたびに呼ばれます。移動量はブラウザーの `deltaMode` によらずピクセルに換算されます（1 行は 16 px、1 ページは要素の幅または高さ。要素の大きさが 0 のあいだは 800 px）。
   */
  onWheel: (wheel: { deltaX: number; deltaY: number; event: WheelEvent }) => void;
  /**
   * Call `preventDefault()` on observed wheel events so the page does not scroll at the same time.
   *
   * @defaultValue `true`
   * @example
   * ```tsx
   * <WheelObserver preventDefault={false} onWheel={(wheel) => console.info(wheel.deltaY)} />
   * ```
   * @ja 監視したホイールイベントで `preventDefault()` を呼び、同時にページがスクロールしないようにします。
   */
  preventDefault?: boolean;
  /**
   * Stop reporting (and stop preventing page scroll) while true.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <WheelObserver disabled onWheel={(wheel) => console.info(wheel.deltaY)} />
   * ```
   * @ja `true` のあいだは通知せず、ページのスクロールも妨げません。
   */
  disabled?: boolean;
  /**
   * The content to observe the wheel on.
   *
   * @example
   * ```tsx
   * <WheelObserver onWheel={(wheel) => console.info(wheel.deltaY)}>
   *   <svg viewBox="0 0 100 20" />
   * </WheelObserver>
   * ```
   * @ja ホイールを監視する内容です。
   */
  children?: ReactNode;
  /**
   * Extra class names, added after `vibrato-wheel-observer`.
   *
   * @example
   * ```tsx
   * <WheelObserver className="zoomable" onWheel={(wheel) => console.info(wheel.deltaY)} />
   * ```
   * @ja `vibrato-wheel-observer` の後ろに追加するクラス名です。
   */
  className?: string;
  /**
   * Inline styles of the wrapper.
   *
   * @example
   * ```tsx
   * <WheelObserver style={{ display: 'inline-block' }} onWheel={(wheel) => console.info(wheel.deltaY)} />
   * ```
   * @ja ラッパー要素のインラインスタイルです。
   */
  style?: CSSProperties;
}

/**
 * A headless wrapper that reports mouse-wheel and trackpad scrolling on its content, in pixels, and by
 * default keeps the page from scrolling meanwhile (its listener is non-passive for that). It draws
 * nothing itself (a `div.vibrato-wheel-observer`).
 *
 * @param props - {@link WheelObserverProps}
 * @jaParam props - プロパティ（{@link WheelObserverProps}）。
 * @returns the wrapper element
 * @jaReturns ラッパー要素。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { WheelObserver } from '@vibrato-ui/react';
 *
 * function Zoom() {
 *   const [scale, setScale] = useState(1);
 *   return (
 *     <WheelObserver onWheel={({ deltaY }) => setScale((s) => Math.max(0.1, s * (1 - deltaY / 1000)))}>
 *       <div className="timeline" style={{ transform: `scaleX(${scale})` }} />
 *     </WheelObserver>
 *   );
 * }
 * ```
 * @ja 内容の上でのマウスホイールやトラックパッドのスクロールをピクセル単位で通知する、見た目を持たないラッパーです。
 * 既定では、そのあいだページがスクロールしないようにします（そのため、リスナーはパッシブではありません）。自身は何も描画しません（`div.vibrato-wheel-observer`）。
 */
export function WheelObserver(props: WheelObserverProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEventListener(
    ref,
    'wheel',
    (event) => {
      if (props.disabled) return;
      if (props.preventDefault !== false) event.preventDefault();
      const element = ref.current;
      const lineOrPage = (delta: number, pageSize: number) =>
        event.deltaMode === 1 ? delta * 16 : event.deltaMode === 2 ? delta * pageSize : delta;
      props.onWheel({
        deltaX: lineOrPage(event.deltaX, element?.clientWidth || 800),
        deltaY: lineOrPage(event.deltaY, element?.clientHeight || 800),
        event,
      });
    },
    { passive: false },
  );
  return (
    <div
      ref={ref}
      className={cx('vibrato-wheel-observer', props.className)}
      style={props.style}
      data-disabled={props.disabled ? '' : undefined}
    >
      {props.children}
    </div>
  );
}
