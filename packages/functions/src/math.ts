import { assertFinite, assertInteger, assertNotNaN, assertRange } from './internal/assert.js';
import { decimalPlaces, roundDecimal } from './internal/decimal.js';

/**
 * Limits a number to the range `min`..`max` (both ends included).
 *
 * `value` may be `Infinity` or `-Infinity`; it is clamped to `max` or `min` like any other number.
 *
 * @ja 値を `min` 以上 `max` 以下の範囲に収めます。`value` には `Infinity` や `-Infinity` も渡せ、それぞれ `max` と `min` になります。
 *
 * @param value - The number to limit.
 * @jaParam value - 範囲に収める数値。
 * @param min - The smallest allowed result. Must be finite and less than `max`.
 * @jaParam min - 結果の最小値。有限の数で、`max` より小さい値を指定します。
 * @param max - The largest allowed result. Must be finite and greater than `min`.
 * @jaParam max - 結果の最大値。有限の数で、`min` より大きい値を指定します。
 * @returns `min` if `value` is below it, `max` if `value` is above it, otherwise `value` itself.
 * @jaReturns `value` が `min` を下回るときは `min`、`max` を上回るときは `max`、それ以外のときは `value` そのもの。
 * @throws RangeError when `value` is NaN, when `min` or `max` is not finite, or when `min >= max`.
 * @jaThrows `value` が NaN のとき、`min` か `max` が有限の数でないとき、または `min >= max` のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { clamp } from '@vibrato-ui/functions';
 *
 * clamp(150, 0, 100); // 100
 * clamp(-5, 0, 100); // 0
 * clamp(42, 0, 100); // 42
 * ```
 */
export function clamp(value: number, min: number, max: number): number {
  assertNotNaN('clamp', 'value', value);
  assertRange('clamp', min, max);
  return Math.min(max, Math.max(min, value));
}

/**
 * Modulo whose result is never negative, unlike JavaScript's `%` operator.
 *
 * The result is always in `0` (included) .. `Math.abs(m)` (excluded), which makes it the right tool for
 * wrapping indices and angles: `mod(-1, 12)` is `11`, where `-1 % 12` is `-1`.
 *
 * @ja 結果が負にならない剰余を求めます。JavaScript の `%` 演算子と違い、結果は常に 0 以上 `Math.abs(m)` 未満になるため、配列の添字や角度を循環させるのに便利です。
 *
 * @param n - The dividend. Must be finite.
 * @jaParam n - 被除数（割られる数）。有限の数を指定します。
 * @param m - The divisor. Must be finite and not 0; its sign does not matter.
 * @jaParam m - 除数（割る数）。0 以外の有限の数を指定します。符号は結果に影響しません。
 * @returns The remainder of `n / m`, between 0 (included) and `Math.abs(m)` (excluded).
 * @jaReturns `n / m` の剰余（0 以上 `Math.abs(m)` 未満）。
 * @throws RangeError when `n` or `m` is not finite, or when `m` is 0.
 * @jaThrows `n` か `m` が有限の数でないとき、または `m` が 0 のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { mod } from '@vibrato-ui/functions';
 *
 * mod(14, 12); // 2
 * mod(-1, 12); // 11 (where -1 % 12 is -1)
 * mod(-90, 360); // 270
 * ```
 */
export function mod(n: number, m: number): number {
  assertFinite('mod', 'n', n);
  assertFinite('mod', 'm', m);
  if (m === 0) {
    throw new RangeError('mod: m must not be 0, because the remainder of a division by zero is undefined.');
  }
  const divisor = Math.abs(m);
  const remainder = n % m;
  const wrapped = remainder < 0 ? remainder + divisor : remainder;
  // A tiny negative remainder plus the divisor rounds to the divisor itself (`-1e-20 + 12` is `12`), which is
  // outside the result's range: it wraps to 0. `+ 0` turns a negative zero (e.g. -12 % 12) into zero.
  return wrapped === divisor ? 0 : wrapped + 0;
}

/**
 * The integer part of a number: its digits before the decimal point, rounded toward zero.
 *
 * @ja 数値の整数部分（小数点より前の部分）を返します。0 に向かって切り捨てるため、負の数では -1.7 が -1 になります。
 *
 * @param value - A finite number.
 * @jaParam value - 有限の数値。
 * @returns `value` without its fractional part, with the sign of `value` (but never `-0`).
 * @jaReturns `value` から小数部分を取り除いた値。符号は `value` と同じですが、`-0` にはなりません。
 * @throws RangeError when `value` is not finite.
 * @jaThrows `value` が有限の数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { integerPart } from '@vibrato-ui/functions';
 *
 * integerPart(3.75); // 3
 * integerPart(-1.7); // -1
 * ```
 */
export function integerPart(value: number): number {
  assertFinite('integerPart', 'value', value);
  return Math.trunc(value) + 0;
}

/**
 * The fractional part of a number, keeping its sign, without floating-point noise.
 *
 * The result has exactly the decimals that `value` shows, so `decimalPart(1.1)` is `0.1` rather than
 * `0.10000000000000009`. `integerPart(value) + decimalPart(value)` gives `value` back, up to the rounding of that
 * addition itself (`1 + 0.91` is `1.9100000000000001`).
 *
 * @ja 数値の小数部分を符号付きで返します。浮動小数点の誤差は取り除かれ、`decimalPart(1.1)` は `0.10000000000000009` ではなく `0.1` になります。`integerPart(value) + decimalPart(value)` は、その足し算自体で生じる丸め誤差を除いて元の `value` と等しくなります（`1 + 0.91` は `1.9100000000000001` です）。
 *
 * @param value - A finite number.
 * @jaParam value - 有限の数値。
 * @returns The part of `value` after the decimal point: 0 for a whole number, negative for a negative `value` with a
 * fraction.
 * @jaReturns `value` の小数点以下の部分。整数なら 0、小数部分のある負の数なら負の値になります。
 * @throws RangeError when `value` is not finite.
 * @jaThrows `value` が有限の数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { decimalPart } from '@vibrato-ui/functions';
 *
 * decimalPart(1.1); // 0.1
 * decimalPart(-2.25); // -0.25
 * decimalPart(7); // 0
 * ```
 */
export function decimalPart(value: number): number {
  assertFinite('decimalPart', 'value', value);
  return roundDecimal(value - Math.trunc(value), decimalPlaces(value));
}

/**
 * Rounds a number to a number of decimal places and returns a number (not a string like
 * `Number.prototype.toFixed`).
 *
 * Rounding works on the decimal digits, so there is no floating-point noise: `0.1 + 0.2` becomes `0.3` and
 * `1.005` rounds up to `1.01`. Halves round away from zero (`-2.5` → `-3`).
 *
 * @ja 数値を指定した小数点以下の桁数に丸め、文字列ではなく数値で返します。10 進数の桁で丸めるので浮動小数点の誤差が残らず、`0.1 + 0.2` は `0.3` に、`1.005` は `1.01` になります。ちょうど半分の値は 0 から遠い方へ丸めます（`-2.5` → `-3`）。
 *
 * @param value - A finite number.
 * @jaParam value - 有限の数値。
 * @param digits - How many digits to keep after the decimal point: an integer, 0 or more. Defaults to `0`.
 * @jaParam digits - 小数点以下に残す桁数。0 以上の整数を指定します。既定値は `0` です。
 * @returns `value` rounded to `digits` decimal places.
 * @jaReturns `value` を小数点以下 `digits` 桁に丸めた値。
 * @throws RangeError when `value` is not finite, or when `digits` is not an integer of 0 or more.
 * @jaThrows `value` が有限の数でないとき、または `digits` が 0 以上の整数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { toFixed } from '@vibrato-ui/functions';
 *
 * toFixed(0.1 + 0.2, 2); // 0.3
 * toFixed(1.005, 2); // 1.01
 * toFixed(2.5); // 3
 * ```
 */
export function toFixed(value: number, digits = 0): number {
  assertFinite('toFixed', 'value', value);
  assertInteger('toFixed', 'digits', digits);
  if (digits < 0) {
    throw new RangeError(`toFixed: digits must be 0 or more, but got ${digits}.`);
  }
  return roundDecimal(value, digits);
}

/**
 * Converts an angle from degrees to radians.
 *
 * @ja 角度を度数法（度）から弧度法（ラジアン）に変換します。
 *
 * @param degrees - A finite angle in degrees.
 * @jaParam degrees - 有限の角度（度）。
 * @returns The same angle in radians.
 * @jaReturns 同じ角度をラジアンで表した値。
 * @throws RangeError when `degrees` is not finite.
 * @jaThrows `degrees` が有限の数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { radian } from '@vibrato-ui/functions';
 *
 * radian(180); // Math.PI
 * radian(90); // Math.PI / 2
 * ```
 */
export function radian(degrees: number): number {
  assertFinite('radian', 'degrees', degrees);
  return (degrees * Math.PI) / 180;
}

/**
 * Converts an angle from radians to degrees.
 *
 * @ja 角度を弧度法（ラジアン）から度数法（度）に変換します。
 *
 * @param radians - A finite angle in radians.
 * @jaParam radians - 有限の角度（ラジアン）。
 * @returns The same angle in degrees.
 * @jaReturns 同じ角度を度で表した値。
 * @throws RangeError when `radians` is not finite.
 * @jaThrows `radians` が有限の数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { degree } from '@vibrato-ui/functions';
 *
 * degree(Math.PI); // 180
 * degree(Math.PI / 4); // 45
 * ```
 */
export function degree(radians: number): number {
  assertFinite('degree', 'radians', radians);
  return (radians * 180) / Math.PI;
}
