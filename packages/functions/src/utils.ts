/**
 * How one mouse-wheel notch or one key press (such as an arrow key) changes a control's value.
 *
 * The knobs, sliders and pads of `@vibrato-ui/react` and `@vibrato-ui/web-components` take this option for
 * their wheel and keyboard input. Increasing input (wheel up, ArrowUp, ArrowRight) adds `step`, decreasing
 * input subtracts it, and the result is clamped to `min`..`max`.
 * - `{ type: 'raw', step }`: `step` is in the control's own units. With `min = 20`, `max = 20000` (Hz) and
 *   `step: 10`, every notch moves the value by 10 Hz wherever it is, whatever the skew.
 * - `{ type: 'normalized', step }`: `step` is a fraction of the control's travel, in the 0..1 units of
 *   {@link normalizeValue}. `step: 0.01` takes 100 notches from `min` to `max`, and with a skew the value
 *   moves along the same curve as when dragging (small changes in Hz at the low end, larger at the top).
 *
 * @ja マウスホイールの 1 ノッチや 1 回のキー入力（矢印キーなど）で、コントロールの値をどれだけ変えるかを表す型です。`@vibrato-ui/react` と `@vibrato-ui/web-components` のノブ・スライダー・パッドがホイールとキーボードの入力に使います。増やす方向の入力（ホイール上、ArrowUp、ArrowRight）で `step` を足し、減らす方向で引き、結果は `min`〜`max` に収めます。`type: 'raw'` では `step` を値そのものの単位で指定し、`skew` に関係なく一定量ずつ動きます。`type: 'normalized'` では `step` を {@link normalizeValue} の 0〜1 の単位（可動範囲に対する割合）で指定し、ドラッグと同じ `skew` のカーブに沿って動きます。
 *
 * @example
 * ```ts
 * import type { InputEventOption } from '@vibrato-ui/functions';
 *
 * // Each notch or key press adds or subtracts 10 Hz.
 * const fineHz: InputEventOption = { type: 'raw', step: 10 };
 *
 * // 100 notches or key presses cover the whole range, following the skew.
 * const percent: InputEventOption = { type: 'normalized', step: 0.01 };
 * ```
 */
export type InputEventOption =
  | {
      /**
       * `'raw'`: `step` is in the control's own units (the units of `value`, `min` and `max`).
       *
       * @ja `'raw'` のとき、`step` は値そのもの（`value`・`min`・`max` と同じ単位）で指定します。
       */
      type: 'raw';
      /**
       * The amount added or subtracted per notch or key press, in value units; greater than 0.
       *
       * @ja 1 ノッチまたは 1 回のキー入力で増減する量です。値の単位で、0 より大きい数を指定します。
       */
      step: number;
    }
  | {
      /**
       * `'normalized'`: `step` is a fraction of the whole range, in the 0..1 units of {@link normalizeValue}.
       *
       * @ja `'normalized'` のとき、`step` は範囲全体に対する割合（{@link normalizeValue} の 0〜1 の単位）で指定します。
       */
      type: 'normalized';
      /**
       * The amount added or subtracted per notch or key press, as a fraction of the range (0.01 is 1 %);
       * greater than 0 and at most 1.
       *
       * @ja 1 ノッチまたは 1 回のキー入力で増減する量を、範囲に対する割合で指定します（0.01 なら 1 %）。0 より大きく 1 以下の数を指定します。
       */
      step: number;
    };

/**
 * Whether a value is empty: `null`, `undefined`, `''`, an empty array, an empty `Map` or `Set`, or a plain
 * object without own keys.
 *
 * Everything else is not empty, including `0`, `false`, `NaN`, `' '` (a space) and objects of other classes
 * such as a `Date`.
 *
 * @ja 値が空かどうかを返します。`null`、`undefined`、`''`、空の配列、空の `Map`・`Set`、自身のキーを持たないプレーンなオブジェクトを空とみなします。`0`、`false`、`NaN`、空白だけの文字列、`Date` などほかのクラスのオブジェクトは空とみなしません。
 *
 * @param value - Any value.
 * @jaParam value - 任意の値。
 * @returns `true` when `value` is empty as described above.
 * @jaReturns `value` が上記の条件で空とみなされるときは `true`。
 *
 * @example
 * ```ts
 * import { isEmpty } from '@vibrato-ui/functions';
 *
 * isEmpty(''); // true
 * isEmpty([]); // true
 * isEmpty({}); // true
 * isEmpty(0); // false
 * isEmpty({ a: 1 }); // false
 * ```
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    const isPlain = prototype === Object.prototype || prototype === null;
    return isPlain && Reflect.ownKeys(value).length === 0;
  }
  return false;
}

/**
 * Exclusive or: `true` when exactly one of `a` and `b` is `true`.
 *
 * @ja 排他的論理和を求めます。`a` と `b` のどちらか一方だけが `true` のときに `true` を返します。
 *
 * @param a - The first condition.
 * @jaParam a - 1 つ目の条件。
 * @param b - The second condition.
 * @jaParam b - 2 つ目の条件。
 * @returns `true` if `a` and `b` differ, `false` if they are equal.
 * @jaReturns `a` と `b` が異なれば `true`、等しければ `false`。
 *
 * @example
 * ```ts
 * import { xor } from '@vibrato-ui/functions';
 *
 * xor(true, false); // true
 * xor(true, true); // false
 *
 * // A vertical slider that is also reversed moves the usual way again.
 * const vertical = true;
 * const reversed = true;
 * const invertDrag = xor(vertical, reversed); // false
 * ```
 */
export function xor(a: boolean, b: boolean): boolean {
  return a !== b;
}

/**
 * Turns a number into a CSS pixel length and passes strings through, for inline `style` values.
 *
 * A number `n` becomes `"npx"` (0 becomes `"0px"`); a string is returned unchanged, so any CSS length
 * (`"50%"`, `"2rem"`, `"calc(100% - 8px)"`) can be given; `undefined` stays `undefined`, leaving the
 * property unset.
 *
 * @ja 数値をピクセル単位の CSS の長さに変換し、文字列はそのまま返します。インラインの `style` に渡す値を作るのに使います。数値 `n` は `"npx"` になり、文字列は変更せずに返すため `"50%"` や `"2rem"` などの任意の長さを指定できます。`undefined` はそのまま `undefined` を返し、プロパティを設定しません。
 *
 * @param value - A length in pixels, a CSS length string, or `undefined`.
 * @jaParam value - ピクセル単位の長さ、CSS の長さを表す文字列、または `undefined`。
 * @returns The CSS length string, or `undefined` when `value` is `undefined`.
 * @jaReturns CSS の長さを表す文字列。`value` が `undefined` のときは `undefined`。
 * @throws RangeError when `value` is a number that is not finite.
 * @jaThrows `value` が有限でない数値のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { styleHelper } from '@vibrato-ui/functions';
 *
 * styleHelper(12); // '12px'
 * styleHelper('50%'); // '50%'
 * styleHelper(undefined); // undefined
 * ```
 */
export function styleHelper(value: number | string | undefined): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new RangeError(`styleHelper: a number value must be finite, but got ${value}.`);
    }
    return `${value}px`;
  }
  return value;
}
