import type { CSSProperties, ReactNode } from 'react';
import { useDrag, type UseDragOptions } from '../hooks/useDrag.js';
import { cx } from '../internal/cx.js';

/**
 * Props of {@link DragObserver}: the {@link UseDragOptions} callbacks plus the wrapper's class, style
 * and content.
 *
 * @example
 * ```tsx
 * const props: DragObserverProps = { onDrag: ({ deltaX }) => console.info(deltaX) };
 * ```
 * @ja {@link DragObserver} のプロパティです。{@link UseDragOptions} のコールバックに、ラッパー要素のクラス・スタイル・内容を加えたものです。
 */
export interface DragObserverProps extends UseDragOptions {
  /**
   * The content to observe drags on.
   *
   * @example
   * ```tsx
   * <DragObserver onDrag={({ deltaX }) => console.info(deltaX)}>
   *   <canvas width={300} height={100} />
   * </DragObserver>
   * ```
   * @ja ドラッグを監視する内容です。
   */
  children?: ReactNode;
  /**
   * Extra class names, added after `vibrato-drag-observer`.
   *
   * @example
   * ```tsx
   * <DragObserver className="scrubber" onDrag={({ deltaX }) => console.info(deltaX)} />
   * ```
   * @ja `vibrato-drag-observer` の後ろに追加するクラス名です。
   */
  className?: string;
  /**
   * Inline styles of the wrapper (`touch-action: none` is set, so touch drags don't scroll, unless these styles set
   * `touchAction`).
   *
   * @example
   * ```tsx
   * <DragObserver style={{ display: 'inline-block' }} onDrag={({ deltaX }) => console.info(deltaX)} />
   * ```
   * @ja ラッパー要素のインラインスタイルです（タッチでスクロールしないよう `touch-action: none` が設定されます。このスタイルで `touchAction` を指定した場合はそちらが優先されます）。
   */
  style?: CSSProperties;
}

/**
 * A headless wrapper that reports pointer drags on its content: movement since the last event and since
 * the start, for mouse, pen and touch, with pointer capture so the drag continues outside it. It draws
 * nothing itself (a `div.vibrato-drag-observer` with `data-dragging` while dragging).
 *
 * @param props - {@link DragObserverProps}
 * @jaParam props - プロパティ（{@link DragObserverProps}）。
 * @returns the wrapper element
 * @jaReturns ラッパー要素。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { DragObserver } from '@vibrato-ui/react';
 *
 * function Scrubber() {
 *   const [offset, setOffset] = useState(0);
 *   return (
 *     <DragObserver onDrag={({ deltaX }) => setOffset((o) => o + deltaX)}>
 *       <div className="waveform">offset {offset}px</div>
 *     </DragObserver>
 *   );
 * }
 * ```
 * @ja 内容に対するポインターのドラッグを通知する、見た目を持たないラッパーです。マウス・ペン・タッチによるドラッグについて、前回からの移動量と開始からの移動量を通知します。
 * ポインターキャプチャーにより、要素の外に出てもドラッグが続きます。自身は何も描画せず（`div.vibrato-drag-observer`）、ドラッグ中は `data-dragging` が付きます。
 */
export function DragObserver(props: DragObserverProps) {
  const { children, className, style, ...options } = props;
  const { dragging, handlers } = useDrag(options);
  return (
    <div
      className={cx('vibrato-drag-observer', className)}
      style={{ touchAction: 'none', ...style }}
      data-dragging={dragging ? '' : undefined}
      data-disabled={options.disabled ? '' : undefined}
      {...handlers}
    >
      {children}
    </div>
  );
}
