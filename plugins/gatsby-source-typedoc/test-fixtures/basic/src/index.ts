/**
 * A tiny package for the TypeDoc → ApiSymbol tests: one export of each kind, links, examples, `@ja` and the
 * Japanese of block tags (`options` of `scale` has none, on purpose).
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
  /**
   * The text shown beside the result.
   *
   * @defaultValue the factor as text, for example `"2"`
   * @jaDefaultValue 係数を文字列にしたもの（`"2"` など）
   * @ja 結果の横に表示する文字列です。
   */
  label?: string;
  /**
   * Formats the result for display.
   *
   * @param value - the scaled number
   * @jaParam value - 掛けた結果の数です。
   * @param digits - how many decimals to keep
   * @returns the text to show
   * @jaReturns 表示する文字列です。
   * @ja 結果を表示用の文字列にします。
   */
  format?: (value: number, digits: number) => string;
  /**
   * Called after each result, with nothing to say about its call.
   *
   * @ja 結果ごとに呼ばれます。
   */
  onResult?: (result: number) => void;
}

/**
 * Multiplies `value` by the factor of {@link ScaleOptions}.
 *
 * - Negative values are allowed.
 * - `NaN` is rejected.
 *
 * @ja `value` に {@link ScaleOptions} の係数を掛けます。
 * @param value - the number to scale
 * @jaParam value - 掛けられる数です（丸め方は {@link Rounding}）。
 * @param options - how to scale it
 * @returns the scaled number
 * @jaReturns 掛けた結果です。
 * @throws RangeError when `value` is NaN
 * @jaThrows `value` が NaN のときは RangeError を投げます。
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
 * A function type that maps one number to another.
 *
 * @ja 数を別の数に写す関数の型です。
 * @param value - the input
 * @jaParam value - 入力です。
 * @returns the output
 * @jaReturns 出力です。
 * @example
 * ```ts
 * const twice: Mapper = (value) => value * 2;
 * ```
 */
export type Mapper = (value: number) => number;

/**
 * Where a scale reads its factor: always a label, then either a fixed factor or a function.
 *
 * @ja 係数の読み取り方です。
 */
export type FactorSource = ScaleOptions & {
  /**
   * Shown next to the result.
   *
   * @ja 結果の横に表示します。
   */
  label: string;
} & (
    | {
        /**
         * The fixed factor.
         *
         * @ja 固定の係数です。
         */
        factor: number;
      }
    | {
        /**
         * Computes the factor.
         *
         * @param value - the number to scale
         * @returns the factor
         * @jaReturns 係数です。
         */
        compute: (value: number) => number;
      }
  );

/**
 * Every rounding mode.
 *
 * @ja すべての丸め方です。
 */
export const roundings: readonly Rounding[] = ['none', 'integer'];

export function undocumented(): void {}

/**
 * The names of the degrees of a three-note scale.
 *
 * @ja 3 音の音階の各音の名前です。
 */
export const degrees = ['do', 're', 'mi'] as const;

/**
 * One of {@link degrees}.
 *
 * @ja {@link degrees} のいずれかです。
 */
export type Degree = (typeof degrees)[number];

/**
 * The degree at an index, or nothing; TypeDoc expands its declared return type to the literals.
 *
 * @ja 位置にある音の名前です。
 * @param index - where
 * @jaParam index - 位置です。
 */
export function degreeAt(index: number): Degree | undefined {
  return degrees[index];
}

/**
 * A letter of the first fourteen, for a type too long to print whole.
 *
 * @ja 最初の 14 文字のいずれかです。
 * @param index - which letter
 * @jaParam index - 何番目の文字かです。
 */
export function letter(
  index: number,
): 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' {
  return 'abcdefghijklmn'.charAt(index) as ReturnType<typeof letter>;
}

/**
 * The first item of a list.
 *
 * @ja リストの最初の要素です。
 * @typeParam T - the type of the items
 * @jaTypeParam T - 要素の型です。
 * @param items - the list
 * @jaParam items - リストです。
 */
export function first<T>(items: readonly T[]): T | undefined {
  return items[0];
}

/**
 * A label for a scaled value, with the text option of {@link ScaleOptions}.
 *
 * @ja 掛けた値のラベルです。文字列は {@link ScaleOptions} と同じオプションで指定します。
 */
export interface Labelled extends Pick<ScaleOptions, 'label'> {
  /**
   * What the label names.
   *
   * @ja ラベルが指すものです。
   */
  target: string;
}

/**
 * The type of one option of a labelled scale: an indexed access to an intersection, which needs parentheses.
 *
 * @ja ラベル付きの音階のオプション 1 つの型です。
 * @typeParam K - the option's name
 * @jaTypeParam K - オプションの名前です。
 */
export type LabelledOption<K extends keyof (ScaleOptions & Labelled)> = (ScaleOptions & Labelled)[K];

/**
 * Factors by name.
 *
 * @ja 名前ごとの係数です。
 */
export type FactorTable = Readonly<Record<string, number>>;

/**
 * The factor of a name, from a table or from none.
 *
 * @ja 表から名前の係数を返します。
 * @param table - the factors, or `false` for none
 * @jaParam table - 係数の表です。使わないときは `false` です。
 * @param name - the name
 * @jaParam name - 名前です。
 */
export function factorOf(table: FactorTable | false, name: string): number | undefined {
  return table ? table[name] : undefined;
}
