import { forwardRef, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import type { CommonProps, ValueOptions } from '../types.js';
import { StepperContext } from './context.js';
import { Stepper } from './Stepper.js';
import { useNumberInput } from './useNumberInput.js';

/**
 * Props of {@link NumberInput}: the shared {@link ValueOptions} and {@link CommonProps}, plus how the value
 * is shown and read back, and the stepper buttons.
 *
 * @example
 * ```tsx
 * const props: NumberInputProps = { 'aria-label': 'Tempo', min: 20, max: 300, step: 1, defaultValue: 120, unit: 'BPM' };
 * ```
 * @ja {@link NumberInput} のプロパティです。共通の値・表示のプロパティに、値の表示と読み取りの方法、ステッパーボタンの設定を加えたものです。
 */
export interface NumberInputProps extends ValueOptions, CommonProps {
  /**
   * Turns the value into the text shown in the field while it is not being edited. Give `parse` too when
   * the text is not a plain number followed by `unit`.
   *
   * @param value - the current value
   * @jaParam value - 現在の値。
   * @returns the text to show
   * @jaReturns 入力欄に表示する文字列。
   * @defaultValue the value with the step's decimals (2 when continuous), then `unit`
   * @jaDefaultValue ステップと同じ桁数（連続値なら 2 桁）の小数で表した値に `unit` を続けた文字列。
   * @example
   * ```tsx
   * <NumberInput aria-label="Gain" min={0} max={1} format={(v) => `${Math.round(v * 100)} %`} parse={(t) => parseFloat(t) / 100} />
   * ```
   * @ja 編集していないときに入力欄へ表示する文字列に値を変換します。文字列が「数値＋`unit`」の形でないときは `parse` も指定してください。
   */
  format?: (value: number) => string;
  /**
   * Reads the typed text back as a value when the user presses Enter or leaves the field. Return `NaN` to
   * reject the text: the field then shows the last good value again.
   *
   * @param text - what the user typed
   * @jaParam text - ユーザーが入力した文字列。
   * @returns the value, or `NaN` for text that is not a value
   * @jaReturns 解釈した値。値として読めない文字列なら `NaN`。
   * @defaultValue a number with `.` or `,` as decimal mark and an optional exponent, optionally followed by `unit`
   * @jaDefaultValue 小数点に `.` か `,` を使い、指数を付けてもよい数値。後ろに `unit` があってもかまいません。
   * @example
   * ```tsx
   * <NumberInput aria-label="Delay" unit="ms" parse={(t) => (t.endsWith('s') && !t.endsWith('ms') ? parseFloat(t) * 1000 : parseFloat(t))} />
   * ```
   * @ja Enter を押したときや入力欄から離れたときに、入力された文字列を値として読み取ります。`NaN` を返すと入力は取り消され、直前の正しい値が再び表示されます。
   */
  parse?: (text: string) => number;
  /**
   * Show the default {@link Stepper} (increase and decrease buttons) after the field.
   *
   * @defaultValue `true`
   * @example
   * ```tsx
   * <NumberInput aria-label="Channel" min={1} max={16} step={1} stepper={false} />
   * ```
   * @ja 入力欄の後ろに既定の {@link Stepper}（増加・減少ボタン）を表示します。
   */
  stepper?: boolean;
  /**
   * Accessible name of the default stepper's increase button, for a page in another language or a button
   * that should say what it raises.
   *
   * @defaultValue `"Increase"`
   * @example
   * ```tsx
   * <NumberInput aria-label="テンポ" min={20} max={300} step={1} incrementLabel="上げる" decrementLabel="下げる" />
   * ```
   * @ja 既定のステッパーの増加ボタンのアクセシブルな名前です。英語以外のページで使うときや、何を上げるボタンかを伝えたいときに指定します。
   */
  incrementLabel?: string;
  /**
   * Accessible name of the default stepper's decrease button.
   *
   * @defaultValue `"Decrease"`
   * @example
   * ```tsx
   * <NumberInput aria-label="Voices" min={1} max={16} step={1} incrementLabel="More voices" decrementLabel="Fewer voices" />
   * ```
   * @ja 既定のステッパーの減少ボタンのアクセシブルな名前です。
   */
  decrementLabel?: string;
  /**
   * Extra content after the field, inside the root element: your own {@link IncrementStepper} and
   * {@link DecrementStepper}, which step this input without any wiring.
   *
   * @example
   * ```tsx
   * <NumberInput aria-label="Transpose" min={-24} max={24} step={1} stepper={false}>
   *   <DecrementStepper>◀</DecrementStepper>
   *   <IncrementStepper>▶</IncrementStepper>
   * </NumberInput>
   * ```
   * @ja ルート要素の中、入力欄の後ろに置く内容です。独自の {@link IncrementStepper} や {@link DecrementStepper} を置けば、ほかに何もしなくてもこの入力欄の値を増減します。
   */
  children?: ReactNode;
}

/**
 * Methods of a {@link NumberInput} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<NumberInputMethods>(null);
 * ref.current?.increment();
 * ```
 * @ja {@link NumberInput} の ref から使えるメソッドです。
 */
export interface NumberInputMethods {
  /**
   * Moves keyboard focus to the field.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.focus();
   * ```
   * @ja 入力欄にキーボードフォーカスを移します。
   */
  focus: () => void;
  /**
   * Removes keyboard focus from the field (which commits typed text).
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.blur();
   * ```
   * @ja 入力欄からフォーカスを外します（入力中の文字列は確定されます）。
   */
  blur: () => void;
  /**
   * Reads the current value, including changes not yet rendered (not the text being typed).
   *
   * @returns the current value
   * @jaReturns 現在の値。
   * @example
   * ```tsx
   * const bpm = ref.current?.getValue();
   * ```
   * @ja 現在の値を返します。まだ描画に反映されていない変更も含みます（入力途中の文字列は含みません）。
   */
  getValue: () => number;
  /**
   * Sets the value (clamped and snapped), drops any text being typed and calls `onChange` if it changed.
   *
   * @param value - the new value
   * @jaParam value - 新しい値。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.setValue(128);
   * ```
   * @ja 値を設定します（範囲とステップに合わせます）。入力途中の文字列は破棄され、値が変わったときは `onChange` が呼ばれます。
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
   * Steps the value up once, like ArrowUp, and calls `onChange` and `onChangeEnd`.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.increment();
   * ```
   * @ja ArrowUp と同じく値を 1 ステップ増やし、`onChange` と `onChangeEnd` を呼びます。
   */
  increment: () => void;
  /**
   * Steps the value down once, like ArrowDown, and calls `onChange` and `onChangeEnd`.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.decrement();
   * ```
   * @ja ArrowDown と同じく値を 1 ステップ減らし、`onChange` と `onChangeEnd` を呼びます。
   */
  decrement: () => void;
  /**
   * The `<input>` element, or `null` before mount.
   *
   * @example
   * ```tsx
   * ref.current?.element?.select();
   * ```
   * @ja `<input>` 要素です。マウント前は `null` です。
   */
  readonly element: HTMLInputElement | null;
}

/**
 * A field for typing an exact number, with increase/decrease buttons. It is a native `<input>`
 * (`inputmode="decimal"`, `role="spinbutton"` with `aria-valuemin/max/now/valuetext`). Typed text is read
 * on Enter or when the field loses focus; text that is not a number is dropped and the last good value
 * shows again, and Escape drops what was typed. ArrowUp/ArrowDown step (Shift for ten steps), PageUp/PageDown
 * move ten steps, Home/End jump to `min`/`max`, the wheel moves it while the field is focused (by `wheel`, 1% of
 * the range per notch by default), and a
 * double-click restores `defaultValue`. Holding a stepper button repeats. State is exposed as
 * `data-disabled` and `data-readonly` on the root.
 *
 * @param props - {@link NumberInputProps}
 * @returns the root element with the field and its steppers
 * @jaReturns 入力欄とステッパーを含むルート要素。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { NumberInput } from '@vibrato-ui/react';
 * import '@vibrato-ui/react/styles.css';
 *
 * function Tempo() {
 *   const [bpm, setBpm] = useState(120);
 *   return <NumberInput aria-label="Tempo" min={20} max={300} step={1} unit="BPM" value={bpm} onChange={setBpm} />;
 * }
 * ```
 * @ja 正確な数値を入力するための入力欄で、増加・減少ボタンが付いています。ネイティブの `<input>`（`inputmode="decimal"`、`aria-valuemin/max/now/valuetext` を持つ `role="spinbutton"`）です。
 * 入力した文字列は Enter またはフォーカスが外れたときに読み取られ、数値でなければ破棄されて直前の有効な値に戻ります。Escape で入力を取り消せます。
 * ArrowUp/ArrowDown で 1 ステップ（Shift で 10 ステップ）、PageUp/PageDown で 10 ステップ動き、Home/End で `min`/`max` に移動します。
 * フォーカス中はホイールでも値を動かせ（既定では 1 ノッチあたり範囲の 1 %。`wheel` で変更できます）、ダブルクリックで `defaultValue` に戻ります。ステッパーボタンは押し続けると繰り返し動きます。
 * 状態はルート要素の `data-disabled`・`data-readonly` で表します。
 * @throws RangeError when `min` is not less than `max` (or either is not finite), when `skew` is not a finite number
 * greater than 0, or when `value` or `defaultValue` is NaN.
 * @jaThrows `min` が `max` 以上のとき（またはどちらかが有限の数でないとき）、`skew` が 0 より大きい有限の数でないとき、`value` か `defaultValue` が NaN のときは RangeError を投げます。
 */
export const NumberInput = forwardRef<NumberInputMethods, NumberInputProps>(function NumberInput(props, ref) {
  const { stepper, inputProps } = useNumberInput(props, ref);
  return (
    <div
      className={cx('vibrato-number-input', props.className)}
      style={props.style}
      data-disabled={props.disabled ? '' : undefined}
      data-readonly={props.readOnly ? '' : undefined}
    >
      <input
        {...inputProps}
        className="vibrato-number-input__field"
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-describedby={props['aria-describedby']}
      />
      <StepperContext.Provider value={stepper}>
        {props.stepper !== false && (
          <Stepper incrementLabel={props.incrementLabel} decrementLabel={props.decrementLabel} />
        )}
        {props.children}
      </StepperContext.Provider>
    </div>
  );
});
