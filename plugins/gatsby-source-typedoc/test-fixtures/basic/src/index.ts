/**
 * A tiny package for the TypeDoc → ApiSymbol tests: one export of each kind, links, examples and `@ja`.
 *
 * @packageDocumentation
 */

/**
 * How {@link scale} rounds its result.
 *
 * @ja {@link scale} の丸め方です。
 */
export type Rounding = 'none' | 'integer';

/**
 * Options of {@link scale}.
 *
 * @ja {@link scale} のオプションです。
 */
export interface ScaleOptions {
  /**
   * The factor to multiply by.
   *
   * @defaultValue `2`
   * @example
   * ```ts
   * scale(3, { factor: 4 }); // 12
   * ```
   * @ja 掛ける数です。
   */
  factor?: number;
  /** How to round, see {@link Rounding}. */
  rounding: Rounding;
}

/**
 * Multiplies `value` by the factor of {@link ScaleOptions}.
 *
 * - Negative values are allowed.
 * - `NaN` is rejected.
 *
 * @ja `value` に {@link ScaleOptions} の係数を掛けます。
 * @param value - the number to scale
 * @param options - how to scale it
 * @returns the scaled number
 * @throws RangeError when `value` is NaN
 * @example
 * ```ts title="scale.ts"
 * scale(2, { rounding: 'none' }); // 4
 * ```
 */
export function scale(value: number, options: ScaleOptions = { rounding: 'none' }): number {
  if (Number.isNaN(value)) throw new RangeError('scale: value is NaN');
  const result = value * (options.factor ?? 2);
  return options.rounding === 'integer' ? Math.round(result) : result;
}

/**
 * Every rounding mode.
 *
 * @ja すべての丸め方です。
 */
export const roundings: readonly Rounding[] = ['none', 'integer'];

export function undocumented(): void {}
