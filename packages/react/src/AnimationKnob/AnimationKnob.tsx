import { styleHelper } from '@vibrato-ui/functions';
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { useKnobControl } from '../internal/useKnobControl.js';
import type { AbsoluteSizingProps, CommonProps, ValueOptions } from '../types.js';

/**
 * Props of {@link AnimationKnob}: the shared value, common and sizing props, plus one of two ways to
 * draw: a filmstrip image (`src`, `frames`, `frameWidth`, `frameHeight`, `direction`) or a `render`
 * function.
 *
 * @example
 * ```tsx
 * const filmstrip: AnimationKnobProps = {
 *   'aria-label': 'Drive',
 *   src: '/knob-strip.png',
 *   frames: 64,
 *   frameWidth: 48,
 *   frameHeight: 48,
 * };
 * const drawn: AnimationKnobProps = {
 *   'aria-label': 'Drive',
 *   render: (value) => <span>{Math.round(value * 100)}</span>,
 * };
 * ```
 * @ja {@link AnimationKnob} のプロパティです。共通の値・表示・サイズのプロパティに加え、描き方として
 * フィルムストリップ画像（`src`、`frames`、`frameWidth`、`frameHeight`、`direction`）か `render` 関数のどちらかを指定します。
 */
export type AnimationKnobProps = ValueOptions &
  CommonProps &
  AbsoluteSizingProps & {
    /**
     * Pixels of vertical pointer movement that sweep the whole range (Shift makes it ten times finer). A value
     * that is not a positive number counts as the default.
     *
     * @defaultValue `200`
     * @example
     * ```tsx
     * <AnimationKnob aria-label="Fine" render={(v) => v.toFixed(2)} sensitivity={500} />
     * ```
     * @ja 範囲全体を動かすのに必要な縦方向のドラッグ量（ピクセル）です。Shift を押すと 10 倍細かくなります。
     * 正の数でない値は既定値として扱います。
     */
    sensitivity?: number;
    /**
     * Content shown under the frame, for example a caption.
     *
     * @example
     * ```tsx
     * <AnimationKnob aria-label="Drive" render={(v) => v.toFixed(2)}>Drive</AnimationKnob>
     * ```
     * @ja フレームの下に表示する内容です（キャプションなど）。
     */
    children?: ReactNode;
  } & (
    | {
        /**
         * URL of the filmstrip: all frames of the knob, from minimum to maximum, one after another in one image (top
         * to bottom, or left to right with `direction="horizontal"`).
         *
         * @example
         * ```tsx
         * <AnimationKnob aria-label="Drive" src="/strip.png" frames={32} frameWidth={40} frameHeight={40} />
         * ```
         * @ja フィルムストリップ画像の URL です。最小値から最大値までのすべてのフレームを 1 枚に並べた画像（上から下へ。`direction="horizontal"` なら左から右へ）を指定します。
         */
        src: string;
        /**
         * Number of frames in the filmstrip (an integer of at least 1).
         *
         * @example
         * ```tsx
         * <AnimationKnob aria-label="Drive" src="/strip.png" frames={128} frameWidth={64} frameHeight={64} />
         * ```
         * @ja フィルムストリップに含まれるフレームの数です（1 以上の整数）。
         */
        frames: number;
        /**
         * Width of one frame in the image, in pixels; also the default display width.
         *
         * @example
         * ```tsx
         * <AnimationKnob aria-label="Drive" src="/strip.png" frames={32} frameWidth={40} frameHeight={40} />
         * ```
         * @ja 画像内の 1 フレームの幅（ピクセル）です。表示幅の既定値にもなります。
         */
        frameWidth: number;
        /**
         * Height of one frame in the image, in pixels; also the default display height.
         *
         * @example
         * ```tsx
         * <AnimationKnob aria-label="Drive" src="/strip.png" frames={32} frameWidth={40} frameHeight={40} />
         * ```
         * @ja 画像内の 1 フレームの高さ（ピクセル）です。表示高さの既定値にもなります。
         */
        frameHeight: number;
        /**
         * How the frames are laid out in the image: stacked top to bottom, or left to right.
         *
         * @defaultValue `'vertical'`
         * @example
         * ```tsx
         * <AnimationKnob aria-label="Drive" src="/row.png" direction="horizontal" frames={32} frameWidth={40} frameHeight={40} />
         * ```
         * @ja 画像内でのフレームの並び方です。上から下（`'vertical'`）か、左から右（`'horizontal'`）かを指定します。
         */
        direction?: 'vertical' | 'horizontal';
      }
    | {
        /**
         * Draws the knob for the current value, for example an SVG or a canvas.
         *
         * @param value - the current value
         * @param position - the value's position in the range, 0..1 (skew applied)
         * @returns what to show
         * @example
         * ```tsx
         * <AnimationKnob
         *   aria-label="Mix"
         *   render={(value, position) => <div style={{ transform: `rotate(${position * 270 - 135}deg)` }}>|</div>}
         * />
         * ```
         * @ja 現在の値に合わせてノブを描画する関数です（SVG や canvas など）。
         * @jaParam value - 現在の値。
         * @jaParam position - 範囲内での値の位置（0〜1、スキュー適用後）。
         * @jaReturns 表示する内容。
         */
        render: (value: number, position: number) => ReactNode;
      }
  );

/**
 * Methods of an {@link AnimationKnob} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<AnimationKnobMethods>(null);
 * ref.current?.setValue(0.5);
 * ```
 * @ja {@link AnimationKnob} の ref から使えるメソッドです。
 */
export interface AnimationKnobMethods {
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
   * const drive = ref.current?.getValue();
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
   * ref.current?.element?.focus();
   * ```
   * @ja ルート要素（`role="slider"`）です。マウント前は `null` です。
   */
  readonly element: HTMLDivElement | null;
}

/**
 * A knob drawn from pictures: each value shows one frame of a filmstrip (sprite) image, or whatever a
 * `render` function returns. Input works exactly like {@link Knob}: vertical drag (Shift for fine),
 * wheel, keyboard, double-click reset, `role="slider"` with ARIA values.
 *
 * @param props - {@link AnimationKnobProps}
 * @returns the knob element
 * @jaReturns ノブの要素。
 * @throws RangeError when `frames` is not an integer of at least 1, when `min` is not less than `max` (or either is
 * not finite), when `skew` is not a finite number greater than 0, or when `value` or `defaultValue` is NaN.
 * @jaThrows `frames` が 1 以上の整数でないとき、`min` が `max` 以上のとき（またはどちらかが有限の数でないとき）、`skew` が 0 より大きい有限の数でないとき、`value` か `defaultValue` が NaN のときは RangeError を投げます。
 * @example
 * ```tsx
 * import { AnimationKnob } from '@vibrato-ui/react';
 *
 * <AnimationKnob
 *   aria-label="Drive"
 *   src="/knobs/vintage-64.png"
 *   frames={64}
 *   frameWidth={56}
 *   frameHeight={56}
 *   defaultValue={0.3}
 * />;
 * ```
 * @ja 画像で描くノブです。値ごとにフィルムストリップ（スプライト）画像の 1 フレーム、または `render` 関数の結果を表示します。
 * 操作方法は {@link Knob} と同じです（縦ドラッグ、Shift で微調整、ホイール、キーボード、ダブルクリックで既定値に戻す）。
 * ARIA の値属性を持つ `role="slider"` の要素として読み上げられます。
 */
export const AnimationKnob = forwardRef<AnimationKnobMethods, AnimationKnobProps>(
  function AnimationKnob(props, ref) {
    const { control, rootProps } = useKnobControl(props, ref);
    const filmstrip = 'src' in props ? props : null;
    if (filmstrip && !(Number.isInteger(filmstrip.frames) && filmstrip.frames >= 1)) {
      throw new RangeError(
        `AnimationKnob: frames must be an integer of at least 1 (the number of pictures in ${filmstrip.src}), but got ${filmstrip.frames}.`,
      );
    }
    return (
      <div
        {...rootProps}
        className={cx('vibrato-animation-knob', props.className)}
        data-frame-source={filmstrip ? 'image' : 'render'}
        style={props.style}
      >
        {filmstrip ? (
          <FilmstripFrame
            src={filmstrip.src}
            frames={filmstrip.frames}
            vertical={filmstrip.direction !== 'horizontal'}
            position={control.position}
            width={styleHelper(props.width ?? filmstrip.frameWidth)}
            height={styleHelper(props.height ?? filmstrip.frameHeight)}
          />
        ) : (
          <div
            className="vibrato-animation-knob__frame"
            style={{ width: styleHelper(props.width), height: styleHelper(props.height) }}
          >
            {'render' in props && props.render(control.value, control.position)}
          </div>
        )}
        {props.children !== undefined && (
          <div className="vibrato-animation-knob__label">{props.children}</div>
        )}
      </div>
    );
  },
);

/** One frame of a filmstrip, chosen from the position; percentages keep it right at any display size. */
function FilmstripFrame(props: {
  src: string;
  frames: number;
  vertical: boolean;
  position: number;
  width: string | undefined;
  height: string | undefined;
}) {
  const { frames, vertical } = props;
  const index = Math.round(props.position * (frames - 1));
  const offset = frames > 1 ? `${(index / (frames - 1)) * 100}%` : '0%';
  return (
    <div
      className="vibrato-animation-knob__frame"
      data-frame={index}
      style={{
        width: props.width,
        height: props.height,
        backgroundImage: `url(${JSON.stringify(props.src)})`,
        backgroundRepeat: 'no-repeat',
        backgroundSize: vertical ? `100% ${frames * 100}%` : `${frames * 100}% 100%`,
        backgroundPosition: vertical ? `0% ${offset}` : `${offset} 0%`,
      }}
    />
  );
}
