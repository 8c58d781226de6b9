import type { CSSProperties, ReactNode } from 'react';
import type { InputEventOption } from '@vibrato-ui/functions';

/**
 * Props that every visible Vibrato UI component accepts. `className` and `style` go to its root element; `id` and
 * the `aria-*` props go to the element that receives focus where that is not the root: the thumb of Slider and XYPad,
 * the field of NumberInput.
 *
 * @example
 * ```tsx
 * import { Knob } from '@vibrato-ui/react';
 *
 * <Knob id="cutoff" className="synth-knob" aria-label="Cutoff" />;
 * ```
 * @ja すべての表示コンポーネントが受け取る共通のプロパティです。`className` と `style` はルート要素に渡します。`id` と `aria-*` は、フォーカスを受ける要素がルート要素でない場合はその要素（Slider と XYPad ではつまみ、NumberInput では入力欄）に渡します。
 */
export interface CommonProps {
  /**
   * Extra class names, added after the component's own stable class (for example `vibrato-knob`).
   *
   * @example
   * ```tsx
   * <Knob className="my-knob" aria-label="Gain" />
   * ```
   * @ja コンポーネント固有のクラス（`vibrato-knob` など）の後ろに追加するクラス名です。
   */
  className?: string;
  /**
   * Inline styles for the root element; handy for setting `--vibrato-*` custom properties on one instance.
   *
   * @example
   * ```tsx
   * <Knob style={{ '--vibrato-accent': 'tomato' } as React.CSSProperties} aria-label="Drive" />
   * ```
   * @ja ルート要素に適用するインラインスタイルです。1 つのインスタンスだけ `--vibrato-*` カスタムプロパティを変えたいときに便利です。
   */
  style?: CSSProperties;
  /**
   * The `id` of the element that receives focus: the `role="slider"` element of a knob, slider or XY pad, the
   * field of the number input (the root element of the piano and the animation canvas). A
   * `<label htmlFor>` names only the number input, whose focused element is a text field; name the other
   * controls with `aria-label` or `aria-labelledby`.
   *
   * @example
   * ```tsx
   * <label htmlFor="tempo">Tempo</label>
   * <NumberInput id="tempo" min={20} max={300} defaultValue={120} unit="BPM" />
   * ```
   * @ja フォーカスを受ける要素の `id` です。ノブ、スライダー、XY パッドでは `role="slider"` の要素、数値入力では入力欄に付きます（ピアノとアニメーションキャンバスではルート要素）。`<label htmlFor>` で名前を付けられるのは、フォーカスを受ける要素が入力欄である数値入力だけです。ほかのコントロールには `aria-label` か `aria-labelledby` で名前を付けてください。
   */
  id?: string;
  /**
   * Accessible name, read by screen readers when there is no visible label.
   *
   * @example
   * ```tsx
   * <Knob aria-label="Resonance" />
   * ```
   * @ja アクセシブルな名前（スクリーンリーダーが読み上げる名前）です。画面上にラベルがないときに指定します。
   */
  'aria-label'?: string;
  /**
   * The `id` of a visible element that labels the control.
   *
   * @example
   * ```tsx
   * <span id="freq-label">Frequency</span>
   * <Knob aria-labelledby="freq-label" />
   * ```
   * @ja コントロールのラベルとなる、画面上の要素の `id` です。
   */
  'aria-labelledby'?: string;
  /**
   * The `id` of an element that describes the control in more detail.
   *
   * @example
   * ```tsx
   * <p id="q-help">Higher values make the filter ring.</p>
   * <Knob aria-label="Q" aria-describedby="q-help" />
   * ```
   * @ja コントロールを詳しく説明する要素の `id` です。
   */
  'aria-describedby'?: string;
}

/**
 * The value model shared by every continuous control (Knob, AnimationKnob, Slider, each XYPad axis).
 *
 * The value is controlled when `value` is given and uncontrolled otherwise (it then starts at
 * `defaultValue`). `skew` bends the mapping between the value and the control's position, like the
 * parameter skew of an audio plugin: values below 1 give more room to the low end (good for Hz).
 *
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { Knob } from '@vibrato-ui/react';
 *
 * function Cutoff() {
 *   const [hz, setHz] = useState(1000);
 *   return (
 *     <Knob
 *       aria-label="Cutoff"
 *       value={hz}
 *       min={20}
 *       max={20000}
 *       skew={0.3}
 *       unit="Hz"
 *       onChange={setHz}
 *       onChangeEnd={(v) => console.info('committed', v)}
 *     />
 *   );
 * }
 * ```
 * @ja Knob・AnimationKnob・Slider・XYPad の各軸など、連続値を扱うコントロールが共有する値のモデルです。
 * `value` を渡すと制御モード、渡さないと `defaultValue` から始まる非制御モードになります。`skew` はオーディオプラグインのパラメーターのスキューと同じく値とコントロールの位置の対応を曲げ、1 より小さいと低い側に多くの操作量を割り当てます（Hz の値に向いています）。
 */
export interface ValueOptions {
  /**
   * The current value (controlled). Leave it out to let the component keep its own state. A value outside
   * `min`..`max`, or between steps, is shown, announced and moved from as the nearest value the control can
   * take; `onChange` is not called for it.
   *
   * @example
   * ```tsx
   * <Knob aria-label="Gain" value={0.5} onChange={() => {}} />
   * ```
   * @ja 現在の値です（制御モード）。省略するとコンポーネントが自分で値を保持します。
   * `min`〜`max` の外の値やステップの間の値は、コントロールが取りうる最も近い値として表示・読み上げし、操作もその値から始めます。このとき `onChange` は呼ばれません。
   */
  value?: number;
  /**
   * The starting value when uncontrolled, and the value restored on double-click.
   *
   * @defaultValue `min`
   * @example
   * ```tsx
   * <Knob aria-label="Pan" min={-1} max={1} defaultValue={0} />
   * ```
   * @ja 非制御モードでの初期値であり、ダブルクリックしたときに戻る値でもあります。
   */
  defaultValue?: number;
  /**
   * The smallest value.
   *
   * @defaultValue `0`
   * @example
   * ```tsx
   * <Knob aria-label="Gain" min={-60} max={6} unit="dB" />
   * ```
   * @ja 取りうる最小値です。
   */
  min?: number;
  /**
   * The largest value.
   *
   * @defaultValue `1`
   * @example
   * ```tsx
   * <Knob aria-label="Gain" min={-60} max={6} unit="dB" />
   * ```
   * @ja 取りうる最大値です。
   */
  max?: number;
  /**
   * Snap every new value to a multiple of `step` (counted from `min`). `0` or leaving it out means continuous.
   *
   * @defaultValue `0`
   * @example
   * ```tsx
   * <Knob aria-label="Octave" min={-2} max={2} step={1} />
   * ```
   * @ja 新しい値を `min` から数えて `step` の倍数に丸めます。`0` または省略で連続値になります。
   */
  step?: number;
  /**
   * Curve of the value ↔ position mapping: `1` is linear, below 1 expands the low end, above 1 the high end.
   *
   * @defaultValue `1`
   * @example
   * ```tsx
   * <Knob aria-label="Frequency" min={20} max={20000} skew={0.25} />
   * ```
   * @ja 値と位置の対応を曲げる係数です。`1` で直線、1 未満で低い側、1 より大きいと高い側が広くなります。
   */
  skew?: number;
  /**
   * Called with the new value on every change while the user drags, scrolls or presses keys.
   *
   * @param value - the new value, already clamped and snapped to `step`
   * @jaParam value - 新しい値。範囲内に収め、`step` に合わせたあとの値です。
   * @example
   * ```tsx
   * <Knob aria-label="Gain" onChange={(value) => console.info('gain', value)} />
   * ```
   * @ja ドラッグ・ホイール・キー操作で値が変わるたびに、新しい値で呼ばれます。
   */
  onChange?: (value: number) => void;
  /**
   * Called once when an interaction ends (pointer released, key press, wheel step, double-click reset):
   * the place to commit the value, for example to an undo history.
   *
   * @param value - the final value of the interaction
   * @jaParam value - 操作を終えたときの値。
   * @example
   * ```tsx
   * <Knob aria-label="Gain" onChangeEnd={(value) => console.info('commit', value)} />
   * ```
   * @ja 操作が終わったとき（ポインターを離した、キーを押した、ホイールを回した、ダブルクリックで戻した）に 1 回呼ばれます。
   * 値を確定させる処理（アンドゥ履歴への追加など）に使います。
   */
  onChangeEnd?: (value: number) => void;
  /**
   * Disable the control: it cannot be focused or changed and gets `data-disabled`.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <Knob aria-label="Gain" disabled />
   * ```
   * @ja コントロールを無効にします。フォーカスも値の変更もできなくなり、`data-disabled` が付きます。
   */
  disabled?: boolean;
  /**
   * Show the value and keep the control focusable, but ignore every attempt to change it.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <Knob aria-label="Level meter" value={0.8} readOnly />
   * ```
   * @ja 値の表示とフォーカスはそのままに、値の変更だけを受け付けなくします。
   */
  readOnly?: boolean;
  /**
   * How far one wheel notch moves the value (a raw amount or a fraction of the range). Hold Shift for a
   * tenth of it.
   *
   * @defaultValue `{ type: 'normalized', step: 0.01 }`
   * @example
   * ```tsx
   * <Knob aria-label="Gain" min={-60} max={0} wheel={{ type: 'raw', step: 0.5 }} />
   * ```
   * @ja ホイール 1 ノッチで値をどれだけ動かすかです（値そのものの量、または範囲に対する割合）。Shift を押すと 1/10 になります。
   */
  wheel?: InputEventOption;
  /**
   * How far one arrow key press moves the value. Shift+Arrow, PageUp and PageDown move ten times as far;
   * Home and End jump to `min` and `max`.
   *
   * @defaultValue `{ type: 'raw', step: step }` when `step` is set, otherwise `{ type: 'normalized', step: 0.01 }`
   * @jaDefaultValue `step` を指定したときは `{ type: 'raw', step: step }`、それ以外は `{ type: 'normalized', step: 0.01 }`。
   * @example
   * ```tsx
   * <Knob aria-label="Detune" min={-100} max={100} keyboard={{ type: 'raw', step: 1 }} />
   * ```
   * @ja 矢印キー 1 回で値をどれだけ動かすかです。Shift+矢印・PageUp・PageDown はその 10 倍、Home と End は最小値・最大値へ移動します。
   */
  keyboard?: InputEventOption;
  /**
   * Turns the value into the text that screen readers announce (`aria-valuetext`); the slider's scale marks and
   * {@link useSliderContext} show it too.
   *
   * @param value - the current value
   * @jaParam value - 現在の値。
   * @returns the human-readable text, for example `"440 Hz"`
   * @jaReturns 表示・読み上げ用の文字列（`"440 Hz"` など）。
   * @defaultValue the value with at most 2 decimals (as many as `step` has when it has more), followed by `unit`
   * @jaDefaultValue 小数点以下 2 桁まで（`step` の小数桁数がそれより多ければその桁数まで）の値に `unit` を続けた文字列。
   * @example
   * ```tsx
   * <Knob aria-label="Gain" valueText={(v) => `${(v * 100).toFixed(0)} percent`} />
   * ```
   * @ja 値を、スクリーンリーダーが読み上げる文字列（`aria-valuetext`）に変換します。スライダーの目盛りと {@link useSliderContext} もこの文字列を使います。
   */
  valueText?: (value: number) => string;
  /**
   * Unit appended to the default value text, for example `"Hz"` or `"dB"`.
   *
   * @example
   * ```tsx
   * <Knob aria-label="Frequency" min={20} max={20000} unit="Hz" />
   * ```
   * @ja 既定の値テキストの後ろに付ける単位です（`"Hz"` や `"dB"` など）。
   */
  unit?: string;
}

/**
 * Size given in CSS lengths (numbers are pixels).
 *
 * @example
 * ```tsx
 * <Knob aria-label="Gain" width={64} height={64} />
 * ```
 * @ja CSS の長さで指定するサイズです（数値はピクセルとして扱います）。
 */
export interface AbsoluteSizingProps {
  /**
   * Width of the component; a number is read as pixels, a string as any CSS length.
   *
   * @example
   * ```tsx
   * <Slider aria-label="Gain" width="12rem" />
   * ```
   * @ja コンポーネントの幅です。数値はピクセル、文字列は任意の CSS の長さとして扱います。
   */
  width?: number | string;
  /**
   * Height of the component; a number is read as pixels, a string as any CSS length.
   *
   * @example
   * ```tsx
   * <XYPad aria-label="Filter" width={200} height={120} />
   * ```
   * @ja コンポーネントの高さです。数値はピクセル、文字列は任意の CSS の長さとして扱います。
   */
  height?: number | string;
  /**
   * Always `false` or absent: marks these props as the absolute variant, as opposed to {@link RelativeSizingProps}.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * const size: AbsoluteSizingProps = { width: 300, height: 150 };
   * ```
   * @ja `false` を指定するか、省略します。{@link RelativeSizingProps} ではなく、幅と高さを絶対値で指定することを表します。
   */
  relative?: false;
}

/**
 * Size given as fractions of the parent element's size, followed when the parent resizes.
 *
 * @example
 * ```tsx
 * const size: RelativeSizingProps = { relative: true, widthRatio: 1, heightRatio: 0.5 };
 * ```
 * @ja 親要素の大きさに対する割合で指定するサイズです。親要素の大きさが変わると追従します。
 */
export interface RelativeSizingProps {
  /**
   * Selects relative sizing.
   *
   * @example
   * ```tsx
   * const size: RelativeSizingProps = { relative: true };
   * ```
   * @ja 親要素に対する相対サイズを使うことを表します。
   */
  relative: true;
  /**
   * Width as a fraction of the parent's width.
   *
   * @defaultValue `1`
   * @example
   * ```tsx
   * const half: RelativeSizingProps = { relative: true, widthRatio: 0.5 };
   * ```
   * @ja 親要素の幅に対する割合で表した幅です。
   */
  widthRatio?: number;
  /**
   * Height as a fraction of the parent's height.
   *
   * @defaultValue `1`
   * @example
   * ```tsx
   * const quarter: RelativeSizingProps = { relative: true, heightRatio: 0.25 };
   * ```
   * @ja 親要素の高さに対する割合で表した高さです。
   */
  heightRatio?: number;
}

/**
 * Props shared by the draggable thumbs of compound controls ({@link SliderThumb}, {@link XYPadThumb}).
 *
 * @example
 * ```tsx
 * <SliderThumb className="big-thumb">
 *   <span className="grip" />
 * </SliderThumb>
 * ```
 * @ja 複合コントロールのつまみ（{@link SliderThumb}、{@link XYPadThumb}）が共通で受け取るプロパティです。
 */
export interface ThumbProps {
  /**
   * Extra class names, added after the thumb's stable class.
   *
   * @example
   * ```tsx
   * <SliderThumb className="round-thumb" />
   * ```
   * @ja つまみ固有のクラスの後ろに追加するクラス名です。
   */
  className?: string;
  /**
   * Inline styles of the thumb (its position is set by the parent through CSS custom properties).
   *
   * @example
   * ```tsx
   * <SliderThumb style={{ borderRadius: 2 }} />
   * ```
   * @ja つまみのインラインスタイルです（位置は親が CSS カスタムプロパティで指定します）。
   */
  style?: CSSProperties;
  /**
   * Content drawn inside the thumb, for example a grip or the value.
   *
   * @example
   * ```tsx
   * <SliderThumb>⋮</SliderThumb>
   * ```
   * @ja つまみの中に描く内容です（グリップや値の表示など）。
   */
  children?: ReactNode;
}

/**
 * Props shared by the pointer areas of compound controls ({@link SliderTrack}, {@link XYPadArea}).
 *
 * @example
 * ```tsx
 * <XYPadArea className="grid-area">
 *   <XYPadThumb />
 * </XYPadArea>
 * ```
 * @ja 複合コントロールのポインター操作領域（{@link SliderTrack}、{@link XYPadArea}）が共通で受け取るプロパティです。
 */
export interface AreaProps {
  /**
   * Extra class names, added after the area's stable class.
   *
   * @example
   * ```tsx
   * <SliderTrack className="thin-track" />
   * ```
   * @ja 領域固有のクラスの後ろに追加するクラス名です。
   */
  className?: string;
  /**
   * Inline styles of the area.
   *
   * @example
   * ```tsx
   * <XYPadArea style={{ background: 'black' }} />
   * ```
   * @ja 領域のインラインスタイルです。
   */
  style?: CSSProperties;
  /**
   * Content of the area, for example the thumb or a background drawing.
   *
   * @example
   * ```tsx
   * <XYPadArea>
   *   <XYPadThumb />
   * </XYPadArea>
   * ```
   * @ja 領域の内容です（つまみや背景の描画など）。
   */
  children?: ReactNode;
}
