import { forwardRef, useImperativeHandle } from 'react';
import { cx } from '../internal/cx.js';
import type { ThumbProps } from '../types.js';
import { useSliderState } from './context.js';

/**
 * Props of {@link SliderThumb}.
 *
 * @example
 * ```tsx
 * const props: SliderThumbProps = { className: 'square', 'aria-label': 'Left channel' };
 * ```
 * @ja {@link SliderThumb} のプロパティです。
 */
export interface SliderThumbProps extends ThumbProps {
  /**
   * Accessible name of the thumb; overrides the `aria-label` given to the Slider.
   *
   * @example
   * ```tsx
   * <SliderThumb aria-label="Threshold" />
   * ```
   * @ja つまみのアクセシブルな名前です。Slider に渡した `aria-label` より優先されます。
   */
  'aria-label'?: string;
}

/**
 * Methods of a {@link SliderThumb} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<SliderThumbMethods>(null);
 * ref.current?.focus();
 * ```
 * @ja {@link SliderThumb} の ref から使えるメソッドです。
 */
export interface SliderThumbMethods {
  /**
   * Moves keyboard focus to the thumb.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.focus();
   * ```
   * @ja つまみにキーボードフォーカスを移します。
   */
  focus: () => void;
  /**
   * Removes keyboard focus from the thumb.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.blur();
   * ```
   * @ja つまみからフォーカスを外します。
   */
  blur: () => void;
  /**
   * The thumb element (`role="slider"`), or `null` before mount.
   *
   * @example
   * ```tsx
   * ref.current?.element?.scrollIntoView();
   * ```
   * @ja つまみの要素（`role="slider"`）です。マウント前は `null` です。
   */
  readonly element: HTMLDivElement | null;
}

/**
 * The thumb of a {@link Slider}: the focusable `role="slider"` element with `aria-valuemin/max/now`,
 * `aria-valuetext` and `aria-orientation`. It answers the arrow keys (Shift for ten steps), PageUp,
 * PageDown, Home and End. CSS places it with `--vibrato-slider-position`.
 *
 * @param props - {@link SliderThumbProps}
 * @returns the thumb element
 * @jaReturns つまみの要素。
 * @throws Error when rendered outside a {@link Slider}
 * @jaThrows {@link Slider} の外で描画したときは Error を投げます。
 * @example
 * ```tsx
 * <Slider aria-label="Drive">
 *   <SliderTrack />
 *   <SliderThumb className="drive-thumb" />
 * </Slider>
 * ```
 * @ja {@link Slider} のつまみです。フォーカスを受ける `role="slider"` の要素で、ARIA の値属性を持ちます。
 * 矢印キー（Shift で 10 ステップ）、PageUp、PageDown、Home、End で操作できます。位置は CSS カスタムプロパティ `--vibrato-slider-position` で決まります。
 */
export const SliderThumb = forwardRef<SliderThumbMethods, SliderThumbProps>(function SliderThumb(props, ref) {
  const { control, thumbRef, labelProps } = useSliderState('SliderThumb');
  useImperativeHandle(
    ref,
    () => ({
      focus: () => thumbRef.current?.focus(),
      blur: () => thumbRef.current?.blur(),
      get element() {
        return thumbRef.current;
      },
    }),
    [thumbRef],
  );
  return (
    <div
      ref={thumbRef}
      className={cx('vibrato-slider__thumb', props.className)}
      style={props.style}
      {...labelProps}
      aria-label={props['aria-label'] ?? labelProps['aria-label']}
      {...control.sliderProps}
      onKeyDown={control.onKeyDown}
    >
      {props.children}
    </div>
  );
});
