import { cx } from '../internal/cx.js';
import type { AreaProps } from '../types.js';
import { useSliderState } from './context.js';

/**
 * Props of {@link SliderTrack}.
 *
 * @example
 * ```tsx
 * const props: SliderTrackProps = { className: 'thin', rangeClassName: 'glow' };
 * ```
 * @ja {@link SliderTrack} のプロパティです。
 */
export interface SliderTrackProps extends AreaProps {
  /**
   * Extra class names for the filled part of the track (`vibrato-slider__range`), from the minimum to
   * the thumb.
   *
   * @example
   * ```tsx
   * <SliderTrack rangeClassName="accent-fill" />
   * ```
   * @ja トラックの塗りつぶし部分（最小値からつまみまで、`vibrato-slider__range`）に追加するクラス名です。
   */
  rangeClassName?: string;
}

/**
 * The track of a {@link Slider}: the groove (`vibrato-slider__track`) with its filled range
 * (`vibrato-slider__range`). Pointer positions are measured on it, so it should span the slider's length.
 *
 * @param props - {@link SliderTrackProps}
 * @jaParam props - プロパティ（{@link SliderTrackProps}）。
 * @returns the track element
 * @jaReturns トラックの要素。
 * @throws Error when rendered outside a {@link Slider}
 * @jaThrows {@link Slider} の外で描画したときは Error を投げます。
 * @example
 * ```tsx
 * <Slider aria-label="Send">
 *   <SliderTrack rangeClassName="send-fill" />
 *   <SliderThumb />
 * </Slider>
 * ```
 * @ja {@link Slider} のトラックです。溝（`vibrato-slider__track`）と塗りつぶし部分（`vibrato-slider__range`）からなります。
 * ポインター位置はこの要素を基準に測るため、スライダーの長さいっぱいに配置してください。
 */
export function SliderTrack(props: SliderTrackProps) {
  const { trackRef } = useSliderState('SliderTrack');
  return (
    <div ref={trackRef} className={cx('vibrato-slider__track', props.className)} style={props.style}>
      <div className={cx('vibrato-slider__range', props.rangeClassName)} />
      {props.children}
    </div>
  );
}
