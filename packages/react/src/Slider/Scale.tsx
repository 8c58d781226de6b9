import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { useSliderState } from './context.js';

/**
 * Props of {@link Scale}.
 *
 * @example
 * ```tsx
 * const props: ScaleProps = { values: [-60, -30, 0], className: 'db-scale' };
 * ```
 * @ja {@link Scale} のプロパティです。
 */
export interface ScaleProps {
  /**
   * Values to mark, each labelled with its formatted value text. Use `children` instead for custom labels.
   *
   * @example
   * ```tsx
   * <Scale values={[0, 0.25, 0.5, 0.75, 1]} />
   * ```
   * @ja 目盛りを付ける値です。各目盛りには書式化した値が表示されます。独自のラベルを付けるときは `children` を使います。
   */
  values?: number[];
  /**
   * {@link ScaleOption} marks (rendered after the ones from `values`).
   *
   * @example
   * ```tsx
   * <Scale>
   *   <ScaleOption value={0}>Off</ScaleOption>
   *   <ScaleOption value={1}>Max</ScaleOption>
   * </Scale>
   * ```
   * @ja {@link ScaleOption} の目盛りです（`values` から作った目盛りの後に描画されます）。
   */
  children?: ReactNode;
  /**
   * Extra class names, added after `vibrato-slider__scale`.
   *
   * @example
   * ```tsx
   * <Scale className="ticks" values={[0, 1]} />
   * ```
   * @ja `vibrato-slider__scale` の後ろに追加するクラス名です。
   */
  className?: string;
  /**
   * Inline styles of the scale.
   *
   * @example
   * ```tsx
   * <Scale style={{ marginTop: 8 }} values={[0, 1]} />
   * ```
   * @ja 目盛り全体のインラインスタイルです。
   */
  style?: CSSProperties;
}

/**
 * Props of {@link ScaleOption}.
 *
 * @example
 * ```tsx
 * const props: ScaleOptionProps = { value: 0, children: '0 dB' };
 * ```
 * @ja {@link ScaleOption} のプロパティです。
 */
export interface ScaleOptionProps {
  /**
   * The value this mark stands for; it places the mark and is selected when the mark is pressed.
   *
   * @example
   * ```tsx
   * <ScaleOption value={440}>A4</ScaleOption>
   * ```
   * @ja この目盛りが表す値です。目盛りの位置を決め、押すとこの値が選ばれます。
   */
  value: number;
  /**
   * The label.
   *
   * @defaultValue the formatted value text (with the slider's `unit`)
   * @jaDefaultValue 書式化した値の文字列（スライダーの `unit` 付き）。
   * @example
   * ```tsx
   * <ScaleOption value={0}>Center</ScaleOption>
   * ```
   * @ja 目盛りのラベルです。
   */
  children?: ReactNode;
  /**
   * Extra class names, added after `vibrato-slider__scale-option`.
   *
   * @example
   * ```tsx
   * <ScaleOption value={0} className="zero-mark" />
   * ```
   * @ja `vibrato-slider__scale-option` の後ろに追加するクラス名です。
   */
  className?: string;
  /**
   * Inline styles of the mark.
   *
   * @example
   * ```tsx
   * <ScaleOption value={1} style={{ fontWeight: 'bold' }} />
   * ```
   * @ja 目盛りのインラインスタイルです。
   */
  style?: CSSProperties;
}

/**
 * A row (or column) of labelled marks along a {@link Slider}. It is hidden from assistive technology
 * because the thumb already announces the value.
 *
 * @param props - {@link ScaleProps}
 * @jaParam props - プロパティ（{@link ScaleProps}）。
 * @returns the scale element
 * @jaReturns 目盛りの要素。
 * @throws Error when rendered outside a {@link Slider}
 * @jaThrows {@link Slider} の外で描画したときは Error を投げます。
 * @example
 * ```tsx
 * <Slider aria-label="Gain" min={-60} max={0} unit="dB">
 *   <SliderTrack />
 *   <SliderThumb />
 *   <Scale values={[-60, -30, 0]} />
 * </Slider>
 * ```
 * @ja {@link Slider} に沿って並ぶ、ラベル付きの目盛りです。値はつまみが読み上げるため、支援技術からは隠しています。
 */
export function Scale(props: ScaleProps) {
  useSliderState('Scale');
  return (
    <div className={cx('vibrato-slider__scale', props.className)} style={props.style} aria-hidden="true">
      {props.values?.map((value) => (
        <ScaleOption key={value} value={value} />
      ))}
      {props.children}
    </div>
  );
}

/**
 * One labelled mark of a {@link Scale}, placed at its value with `--vibrato-scale-position`. Pressing it
 * selects its value (and commits it); the mark of the current value gets `data-selected`. With the package's
 * styles the mark's box is at least 24 × 24 CSS px, centred on its value, so that even a one-letter label is
 * large enough to press (WCAG 2.2).
 *
 * @param props - {@link ScaleOptionProps}
 * @jaParam props - プロパティ（{@link ScaleOptionProps}）。
 * @returns the mark element
 * @jaReturns 目盛り 1 つ分の要素。
 * @throws Error when rendered outside a {@link Slider}
 * @jaThrows {@link Slider} の外で描画したときは Error を投げます。
 * @example
 * ```tsx
 * <Scale>
 *   <ScaleOption value={-1}>L</ScaleOption>
 *   <ScaleOption value={0}>C</ScaleOption>
 *   <ScaleOption value={1}>R</ScaleOption>
 * </Scale>
 * ```
 * @ja {@link Scale} の目盛り 1 つ分です。`--vibrato-scale-position` で値の位置に置かれ、押すとその値が選ばれて確定します。
 * 現在の値の目盛りには `data-selected` が付きます。パッケージのスタイルでは、目盛りの箱は値の位置を中心に 24 × 24 CSS px 以上の大きさになるので、
 * 1 文字だけのラベルでも押しやすい大きさです（WCAG 2.2）。
 */
export function ScaleOption(props: ScaleOptionProps) {
  const { control, visualPosition } = useSliderState('ScaleOption');
  const { value } = props;
  const style = { '--vibrato-scale-position': visualPosition(value), ...props.style } as CSSProperties;
  return (
    <div
      className={cx('vibrato-slider__scale-option', props.className)}
      style={style}
      data-value={value}
      data-selected={control.value === value ? '' : undefined}
      onPointerDown={(event) => {
        // Keep the slider from starting a drag: a mark selects its exact value.
        event.stopPropagation();
        if (!control.interactive) return;
        control.setValue(value);
        control.commit();
      }}
    >
      {props.children ?? control.format(value)}
    </div>
  );
}
