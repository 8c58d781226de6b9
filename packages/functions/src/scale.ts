import { assertFinite, assertNotNaN, assertRange } from './internal/assert.js';
import { decimalPlaces, roundDecimal } from './internal/decimal.js';
import { clamp } from './math.js';

function assertSkew(fn: string, skew: number): void {
  assertFinite(fn, 'skew', skew);
  if (skew <= 0) {
    throw new RangeError(`${fn}: skew must be greater than 0 (1 is linear), but got ${skew}.`);
  }
}

/**
 * Maps a value in `min`..`max` to a position in 0..1, bent by `skew` like an audio plugin's parameter.
 *
 * The value is first clamped to `min`..`max`, then the linear position `p = (value - min) / (max - min)` is
 * raised to the power of `skew`: the result is `p ** skew`.
 * - `skew = 1` is linear.
 * - `skew < 1` gives the low end of the range more travel (what a frequency or time control wants:
 *   20 Hz..1 kHz takes as much of a knob as 1 kHz..20 kHz with the skew from {@link skewWithCenterValue}).
 * - `skew > 1` gives the high end more travel.
 *
 * {@link rawValue} is the exact inverse.
 *
 * @ja `min`〜`max` の範囲の値を 0〜1 の位置に変換します。オーディオプラグインのパラメーターと同じように、`skew` でカーブを曲げられます。値を範囲内に収めてから線形の位置 `p` を求め、`p ** skew` を返します。`skew` が 1 なら線形、1 より小さいと範囲の下側に、1 より大きいと上側に操作量を多く割り当てます。逆変換は {@link rawValue} です。
 *
 * @param value - The value to map. Values outside `min`..`max` (including `±Infinity`) are clamped first.
 * @jaParam value - 変換する値。`min`〜`max` の範囲外の値（`±Infinity` を含む）は、先に範囲内に収めます。
 * @param min - The value that maps to 0. Must be finite and less than `max`.
 * @jaParam min - 位置 0 に対応する値。有限の数で、`max` より小さい値を指定します。
 * @param max - The value that maps to 1. Must be finite and greater than `min`.
 * @jaParam max - 位置 1 に対応する値。有限の数で、`min` より大きい値を指定します。
 * @param skew - The curve exponent, a finite number greater than 0. Defaults to `1` (linear).
 * @jaParam skew - カーブの指数（スキュー）。0 より大きい有限の数を指定します。既定値は `1`（線形）です。
 * @returns The normalized position, from 0 to 1.
 * @jaReturns 位置（0〜1 に正規化した値）。
 * @throws RangeError when `value` is NaN, when `min` or `max` is not finite, when `min >= max`, or when
 * `skew` is not a finite number greater than 0.
 * @jaThrows `value` が NaN のとき、`min` か `max` が有限の数でないとき、`min >= max` のとき、または `skew` が 0 より大きい有限の数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { normalizeValue, skewWithCenterValue } from '@vibrato-ui/functions';
 *
 * normalizeValue(50, 0, 100); // 0.5
 * normalizeValue(-20, 0, 100); // 0 (clamped)
 * normalizeValue(25, 0, 100, 0.5); // 0.5
 *
 * const skew = skewWithCenterValue(1000, 20, 20000);
 * normalizeValue(1000, 20, 20000, skew); // 0.5
 * ```
 */
export function normalizeValue(value: number, min: number, max: number, skew = 1): number {
  assertNotNaN('normalizeValue', 'value', value);
  assertRange('normalizeValue', min, max);
  assertSkew('normalizeValue', skew);
  const linear = (clamp(value, min, max) - min) / (max - min);
  return linear ** skew;
}

/**
 * Maps a normalized position in 0..1 back to a value in `min`..`max`: the inverse of {@link normalizeValue}.
 *
 * The position is first clamped to 0..1; the result is `min + (max - min) * normalized ** (1 / skew)`.
 * With the same `min`, `max` and `skew`, `rawValue(normalizeValue(x, …), …)` gives `x` back (up to
 * floating-point rounding) for any `x` in the range.
 *
 * @ja 0〜1 の位置を `min`〜`max` の値に戻します。{@link normalizeValue} の逆変換です。位置を 0〜1 に収めてから `min + (max - min) * normalized ** (1 / skew)` を返すので、同じ `min`・`max`・`skew` を使えば `normalizeValue` で変換した値が（浮動小数点の誤差を除いて）元に戻ります。
 *
 * @param normalized - The position, from 0 to 1. Positions outside 0..1 (including `±Infinity`) are clamped first.
 * @jaParam normalized - 位置（0〜1）。0〜1 の範囲外の位置（`±Infinity` を含む）は、先に範囲内に収めます。
 * @param min - The value at position 0. Must be finite and less than `max`.
 * @jaParam min - 位置 0 での値。有限の数で、`max` より小さい値を指定します。
 * @param max - The value at position 1. Must be finite and greater than `min`.
 * @jaParam max - 位置 1 での値。有限の数で、`min` より大きい値を指定します。
 * @param skew - The curve exponent used by {@link normalizeValue}, a finite number greater than 0.
 * Defaults to `1` (linear).
 * @jaParam skew - {@link normalizeValue} で使うカーブの指数（スキュー）。0 より大きい有限の数を指定します。既定値は `1`（線形）です。
 * @returns The value in `min`..`max`.
 * @jaReturns `min`〜`max` の範囲の値。
 * @throws RangeError when `normalized` is NaN, when `min` or `max` is not finite, when `min >= max`, or when
 * `skew` is not a finite number greater than 0.
 * @jaThrows `normalized` が NaN のとき、`min` か `max` が有限の数でないとき、`min >= max` のとき、または `skew` が 0 より大きい有限の数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { rawValue, skewWithCenterValue } from '@vibrato-ui/functions';
 *
 * rawValue(0.5, 0, 100); // 50
 * rawValue(0.5, 0, 100, 0.5); // 25
 *
 * const skew = skewWithCenterValue(1000, 20, 20000);
 * rawValue(0.5, 20, 20000, skew); // ≈ 1000
 * ```
 */
export function rawValue(normalized: number, min: number, max: number, skew = 1): number {
  assertNotNaN('rawValue', 'normalized', normalized);
  assertRange('rawValue', min, max);
  assertSkew('rawValue', skew);
  const linear = clamp(normalized, 0, 1) ** (1 / skew);
  return min + (max - min) * linear;
}

/**
 * The skew that puts `center` at the middle (0.5) of the normalized range of {@link normalizeValue}.
 *
 * Use it to choose a skew from a value users think of as "the middle", e.g. 1 kHz on a 20 Hz..20 kHz
 * frequency knob. The result is `log(0.5) / log((center - min) / (max - min))`: below 1 when `center` is in
 * the lower half of the range, 1 when it is exactly in the middle, above 1 in the upper half.
 *
 * @ja {@link normalizeValue} で `center` がちょうど中央（0.5）に来るような `skew` を求めます。20 Hz〜20 kHz の周波数ノブで 1 kHz を真ん中にしたい、といった場合に使います。`center` が範囲の下半分にあれば 1 より小さく、ちょうど中央なら 1、上半分なら 1 より大きい値になります。結果は `log(0.5) / log((center - min) / (max - min))` です。
 *
 * @param center - The value to show at the middle. Must be strictly between `min` and `max`.
 * @jaParam center - 中央に置く値。`min` と `max` の間（両端を含まない）の値を指定します。
 * @param min - The lower end of the range. Must be finite and less than `max`.
 * @jaParam min - 範囲の下限。有限の数で、`max` より小さい値を指定します。
 * @param max - The upper end of the range. Must be finite and greater than `min`.
 * @jaParam max - 範囲の上限。有限の数で、`min` より大きい値を指定します。
 * @returns A skew greater than 0, to pass to {@link normalizeValue} and {@link rawValue}.
 * @jaReturns {@link normalizeValue} と {@link rawValue} に渡す、0 より大きいスキュー。
 * @throws RangeError when `center` is not finite or not strictly between `min` and `max`, when `min` or
 * `max` is not finite, or when `min >= max`.
 * @jaThrows `center` が有限の数でないか `min` と `max` の間（両端を含まない）にないとき、`min` か `max` が有限の数でないとき、または `min >= max` のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { normalizeValue, skewWithCenterValue } from '@vibrato-ui/functions';
 *
 * const skew = skewWithCenterValue(1000, 20, 20000); // ≈ 0.2299
 * normalizeValue(1000, 20, 20000, skew); // 0.5
 * skewWithCenterValue(50, 0, 100); // 1
 * ```
 */
export function skewWithCenterValue(center: number, min: number, max: number): number {
  assertFinite('skewWithCenterValue', 'center', center);
  assertRange('skewWithCenterValue', min, max);
  if (center <= min || center >= max) {
    throw new RangeError(
      `skewWithCenterValue: center (${center}) must be strictly between min (${min}) and max (${max}).`,
    );
  }
  return Math.log(0.5) / Math.log((center - min) / (max - min));
}

/**
 * Snaps a value to the nearest multiple of `step`, without floating-point noise.
 *
 * Multiples are counted from 0, so with `step = 0.25` the results are …, -0.25, 0, 0.25, 0.5, …
 * A value exactly halfway between two multiples goes to the one farther from zero. The result has no
 * more decimals than `step`, so `stepValue(0.7, 0.1)` is `0.7`, not `0.7000000000000001`.
 *
 * @ja 値を `step` の倍数のうち最も近いものに合わせます。倍数は 0 から数え、ちょうど中間の値は 0 から遠い方に寄せます。結果の小数点以下の桁数は `step` を超えないため、浮動小数点の誤差は残りません。
 *
 * @param value - A finite number to snap.
 * @jaParam value - ステップに合わせる有限の数値。
 * @param step - The step size, a finite number greater than 0.
 * @jaParam step - 刻み幅。0 より大きい有限の数を指定します。
 * @returns The multiple of `step` nearest to `value`.
 * @jaReturns `value` に最も近い `step` の倍数。
 * @throws RangeError when `value` or `step` is not finite, or when `step` is not greater than 0.
 * @jaThrows `value` か `step` が有限の数でないとき、または `step` が 0 以下のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { stepValue } from '@vibrato-ui/functions';
 *
 * stepValue(0.68, 0.1); // 0.7
 * stepValue(7, 5); // 5
 * stepValue(0.375, 0.25); // 0.5
 * ```
 */
export function stepValue(value: number, step: number): number {
  assertFinite('stepValue', 'value', value);
  assertFinite('stepValue', 'step', step);
  if (step <= 0) {
    throw new RangeError(`stepValue: step must be greater than 0, but got ${step}.`);
  }
  // Clean the quotient first so that 0.35 / 0.1 (3.4999999999999996) counts as 3.5.
  const steps = roundDecimal(roundDecimal(value / step, 9), 0);
  return roundDecimal(steps * step, decimalPlaces(step));
}

/**
 * Maps a value linearly from the range `inMin`..`inMax` to the range `outMin`..`outMax`.
 *
 * The result is not clamped: a value outside the input range maps outside the output range. `outMin` may
 * be greater than `outMax` to flip the direction (handy for screen coordinates, where y grows downwards).
 *
 * @ja 値を `inMin`〜`inMax` の範囲から `outMin`〜`outMax` の範囲へ線形に写します。結果は範囲内に収めないため、入力範囲の外の値は出力範囲の外に写ります。`outMin` を `outMax` より大きくすると向きを反転できます（下向きに増える画面の y 座標などに便利です）。
 *
 * @param value - A finite number in input units.
 * @jaParam value - 入力側の単位で表した有限の数値。
 * @param inMin - The input value that maps to `outMin`. Must be finite and less than `inMax`.
 * @jaParam inMin - `outMin` に対応する入力値。有限の数で、`inMax` より小さい値を指定します。
 * @param inMax - The input value that maps to `outMax`. Must be finite and greater than `inMin`.
 * @jaParam inMax - `outMax` に対応する入力値。有限の数で、`inMin` より大きい値を指定します。
 * @param outMin - The output for `inMin`. Must be finite.
 * @jaParam outMin - `inMin` に対応する出力値。有限の数を指定します。
 * @param outMax - The output for `inMax`. Must be finite; may be less than `outMin`.
 * @jaParam outMax - `inMax` に対応する出力値。有限の数を指定します。`outMin` より小さくてもかまいません。
 * @returns `value` in output units.
 * @jaReturns 出力側の単位に変換した `value`。
 * @throws RangeError when any argument is not finite, or when `inMin >= inMax`.
 * @jaThrows いずれかの引数が有限の数でないとき、または `inMin >= inMax` のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { mapValue } from '@vibrato-ui/functions';
 *
 * mapValue(5, 0, 10, 0, 100); // 50
 * mapValue(0.25, 0, 1, 200, 0); // 150 (flipped)
 * mapValue(20, 0, 10, 0, 100); // 200 (not clamped)
 * ```
 */
export function mapValue(
  value: number,
  inMin: number,
  inMax: number,
  outMin: number,
  outMax: number,
): number {
  assertFinite('mapValue', 'value', value);
  assertRange('mapValue', inMin, inMax, 'inMin', 'inMax');
  assertFinite('mapValue', 'outMin', outMin);
  assertFinite('mapValue', 'outMax', outMax);
  return outMin + ((value - inMin) / (inMax - inMin)) * (outMax - outMin);
}
