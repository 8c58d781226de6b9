import { styleHelper } from '@vibrato-ui/functions';
import { forwardRef, type ReactNode } from 'react';
import { arcPath, polarPoint } from '../internal/arc.js';
import { cx } from '../internal/cx.js';
import { useKnobControl } from '../internal/useKnobControl.js';
import type { AbsoluteSizingProps, CommonProps, ValueOptions } from '../types.js';

/**
 * Props of {@link Knob}: the shared {@link ValueOptions}, {@link CommonProps} and {@link AbsoluteSizingProps},
 * plus the drawing of the arc.
 *
 * @example
 * ```tsx
 * const props: KnobProps = { 'aria-label': 'Gain', min: -60, max: 6, defaultValue: 0, unit: 'dB' };
 * ```
 * @ja {@link Knob} のプロパティです。共通の値・表示・サイズのプロパティに、円弧の描き方の設定を加えたものです。
 */
export interface KnobProps extends ValueOptions, CommonProps, AbsoluteSizingProps {
  /**
   * Pixels of vertical pointer movement that sweep the whole range (Shift makes it ten times finer). A value that
   * is not a positive number counts as the default.
   *
   * @defaultValue `200`
   * @example
   * ```tsx
   * <Knob aria-label="Fine tune" sensitivity={600} />
   * ```
   * @ja 範囲全体を動かすのに必要な縦方向のドラッグ量（ピクセル）です。Shift を押すと 10 倍細かくなります。
   * 正の数でない値は既定値として扱います。
   */
  sensitivity?: number;
  /**
   * Angle of the minimum, in degrees: 0 is twelve o'clock, negative is counter-clockwise.
   *
   * @defaultValue `-135`
   * @example
   * ```tsx
   * <Knob aria-label="Pan" startAngle={-90} endAngle={90} />
   * ```
   * @ja 最小値の角度（度）です。0 が 12 時の方向で、負の値は反時計回りです。
   */
  startAngle?: number;
  /**
   * Angle of the maximum, in degrees (must be greater than `startAngle`).
   *
   * @defaultValue `135`
   * @example
   * ```tsx
   * <Knob aria-label="Pan" startAngle={-90} endAngle={90} />
   * ```
   * @ja 最大値の角度（度）です。`startAngle` より大きくしてください。
   */
  endAngle?: number;
  /**
   * Stroke width of the arcs, in units of a 100 × 100 drawing.
   *
   * @defaultValue `10`
   * @example
   * ```tsx
   * <Knob aria-label="Mix" thickness={6} />
   * ```
   * @ja 円弧の線の太さです。100 × 100 の描画領域に対する単位で指定します。
   */
  thickness?: number;
  /**
   * Class names for the SVG parts, added to their stable classes.
   *
   * @example
   * ```tsx
   * <Knob aria-label="Mix" classNames={{ value: 'mix-arc', pointer: 'mix-pointer' }} />
   * ```
   * @ja SVG の各部品に追加するクラス名です。既定のクラス名の後ろに付きます。
   */
  classNames?: { track?: string; value?: string; pointer?: string; label?: string };
  /**
   * Content shown under the dial, for example a caption or the formatted value.
   *
   * @example
   * ```tsx
   * <Knob aria-label="Gain">Gain</Knob>
   * ```
   * @ja ダイヤルの下に表示する内容です（キャプションや書式化した値など）。
   */
  children?: ReactNode;
}

/**
 * Methods of a {@link Knob} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<KnobMethods>(null);
 * ref.current?.reset();
 * ```
 * @ja {@link Knob} の ref から使えるメソッドです。
 */
export interface KnobMethods {
  /**
   * Moves keyboard focus to the knob.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.focus();
   * ```
   * @ja ノブにキーボードフォーカスを移します。
   */
  focus: () => void;
  /**
   * Removes keyboard focus from the knob.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.blur();
   * ```
   * @ja ノブからフォーカスを外します。
   */
  blur: () => void;
  /**
   * Reads the current value, including changes not yet rendered.
   *
   * @returns the current value
   * @jaReturns 現在の値。
   * @example
   * ```tsx
   * const gain = ref.current?.getValue();
   * ```
   * @ja 現在の値を返します。まだ描画に反映されていない変更も含みます。
   */
  getValue: () => number;
  /**
   * Sets the value (clamped and snapped) and calls `onChange` if it changed.
   *
   * @param value - the new value
   * @jaParam value - 新しい値。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.setValue(0.75);
   * ```
   * @ja 値を設定します（範囲とステップに合わせます）。値が変わったときは `onChange` が呼ばれます。
   */
  setValue: (value: number) => void;
  /**
   * Restores `defaultValue` (or `min`) and calls `onChange` (when the value changes) and `onChangeEnd`, like a
   * double-click, also while the control is disabled or read-only.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.reset();
   * ```
   * @ja ダブルクリックと同じく `defaultValue`（なければ `min`）に戻し、`onChange`（値が変わったとき）と `onChangeEnd` を呼びます。`disabled` や `readOnly` のときも動作します。
   */
  reset: () => void;
  /**
   * The root element (`role="slider"`), or `null` before mount.
   *
   * @example
   * ```tsx
   * ref.current?.element?.getBoundingClientRect();
   * ```
   * @ja ルート要素（`role="slider"`）です。マウント前は `null` です。
   */
  readonly element: HTMLDivElement | null;
}

/**
 * A rotary control drawn in SVG: an arc track, a value arc and a pointer. Drag up or down to change the
 * value (Shift for fine), use the wheel or the keyboard (arrows, Shift+arrows, PageUp/PageDown,
 * Home/End), double-click to restore `defaultValue`. It is a `role="slider"` with the ARIA value
 * attributes; state is exposed as `data-disabled`, `data-readonly` and `data-dragging`.
 *
 * @param props - {@link KnobProps}
 * @returns the knob element
 * @jaReturns ノブの要素。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { Knob } from '@vibrato-ui/react';
 * import '@vibrato-ui/react/styles.css';
 *
 * function Volume() {
 *   const [db, setDb] = useState(-6);
 *   return <Knob aria-label="Volume" min={-60} max={6} defaultValue={0} unit="dB" value={db} onChange={setDb} />;
 * }
 * ```
 * @ja SVG で描く回転式のコントロールです（円弧のトラック、値の円弧、指針）。上下にドラッグすると値が変わり（Shift で微調整）、
 * ホイールやキーボード（矢印、Shift+矢印、PageUp/PageDown、Home/End）でも操作できます。ダブルクリックで `defaultValue` に戻ります。
 * ARIA の値属性を持つ `role="slider"` の要素で、状態は `data-disabled`・`data-readonly`・`data-dragging` で表します。
 * @throws RangeError when `min` is not less than `max` (or either is not finite), when `skew` is not a finite number
 * greater than 0, or when `value` or `defaultValue` is NaN.
 * @jaThrows `min` が `max` 以上のとき（またはどちらかが有限の数でないとき）、`skew` が 0 より大きい有限の数でないとき、`value` か `defaultValue` が NaN のときは RangeError を投げます。
 */
export const Knob = forwardRef<KnobMethods, KnobProps>(function Knob(props, ref) {
  const { control, rootProps } = useKnobControl(props, ref);
  const { startAngle = -135, endAngle = 135, thickness = 10, classNames = {} } = props;
  const angle = startAngle + (endAngle - startAngle) * control.position;
  const radius = 50 - thickness / 2;
  const tip = polarPoint(50, 50, radius, angle);
  return (
    <div
      {...rootProps}
      className={cx('vibrato-knob', props.className)}
      style={{ width: styleHelper(props.width), height: styleHelper(props.height), ...props.style }}
    >
      <svg className="vibrato-knob__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <path
          className={cx('vibrato-knob__track', classNames.track)}
          d={arcPath(50, 50, radius, startAngle, endAngle)}
          strokeWidth={thickness}
        />
        <path
          className={cx('vibrato-knob__value', classNames.value)}
          d={arcPath(50, 50, radius, startAngle, angle)}
          strokeWidth={thickness}
        />
        <line
          className={cx('vibrato-knob__pointer', classNames.pointer)}
          x1={50}
          y1={50}
          x2={Number(tip.x.toFixed(3))}
          y2={Number(tip.y.toFixed(3))}
          strokeWidth={thickness / 2}
        />
      </svg>
      {props.children !== undefined && (
        <div className={cx('vibrato-knob__label', classNames.label)}>{props.children}</div>
      )}
    </div>
  );
});
