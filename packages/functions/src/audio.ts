import { assertFinite, assertNotNaN } from './internal/assert.js';

/**
 * Converts a level in decibels to a linear gain factor: `10 ** (db / 20)`.
 *
 * `-Infinity` dB is silence and gives a gain of 0, so `dbToGain(gainToDb(0))` is 0.
 *
 * @ja デシベル値を線形のゲイン係数（`10 ** (db / 20)`）に変換します。`-Infinity` dB は無音として扱い、ゲイン 0 を返します。
 *
 * @param db - The level in decibels: a finite number or `-Infinity`.
 * @jaParam db - デシベル単位のレベル。有限の数または `-Infinity` を指定します。
 * @returns The gain factor, 0 or more (1 at 0 dB, about 0.5 at -6 dB).
 * @jaReturns 0 以上のゲイン係数（0 dB で 1、-6 dB で約 0.5）。
 * @throws RangeError when `db` is NaN or `Infinity`.
 * @jaThrows `db` が NaN または `Infinity` のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { dbToGain } from '@vibrato-ui/functions';
 *
 * dbToGain(0); // 1
 * dbToGain(-20); // 0.1
 * dbToGain(-Infinity); // 0
 * ```
 */
export function dbToGain(db: number): number {
  assertNotNaN('dbToGain', 'db', db);
  if (db === Infinity) {
    throw new RangeError('dbToGain: db must be a finite number or -Infinity, but got Infinity.');
  }
  return 10 ** (db / 20);
}

/**
 * Converts a linear gain factor to a level in decibels: `20 * log10(gain)`.
 *
 * A gain of 0 (silence) gives `-Infinity`; {@link dbToGain} turns it back into 0.
 *
 * @ja 線形のゲイン係数をデシベル値（`20 * log10(gain)`）に変換します。ゲイン 0（無音）は `-Infinity` になり、{@link dbToGain} で 0 に戻せます。
 *
 * @param gain - The gain factor: a finite number, 0 or more.
 * @jaParam gain - ゲイン係数。0 以上の有限の数を指定します。
 * @returns The level in decibels (0 for a gain of 1, `-Infinity` for 0).
 * @jaReturns デシベル単位のレベル（ゲイン 1 なら 0、ゲイン 0 なら `-Infinity`）。
 * @throws RangeError when `gain` is negative or not finite.
 * @jaThrows `gain` が負の数のとき、または有限の数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { gainToDb } from '@vibrato-ui/functions';
 *
 * gainToDb(1); // 0
 * gainToDb(0.1); // -20
 * gainToDb(0); // -Infinity
 * ```
 */
export function gainToDb(gain: number): number {
  assertFinite('gainToDb', 'gain', gain);
  if (gain < 0) {
    throw new RangeError(`gainToDb: gain must be 0 or more, but got ${gain}.`);
  }
  return 20 * Math.log10(gain);
}
