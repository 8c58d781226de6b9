/**
 * Pure helpers for web-audio user interfaces: clamping and rounding, value scaling with skew, decibels,
 * note names and MIDI numbers, and a few small utilities. No React, no DOM, no side effects.
 *
 * Bad input is reported early: every function throws a `RangeError` that names the function, the argument
 * and the value when a number is NaN, when `min >= max`, or when a number that must be finite is not.
 * A few arguments accept `±Infinity` on purpose; their documentation says so.
 *
 * @ja Web Audio の UI のための純粋な関数群です。値の丸めや範囲の制限、スキュー付きのスケーリング、デシベル変換、音名と MIDI ノート番号の変換、いくつかの小さなユーティリティを提供します。React や DOM には依存せず、副作用もありません。不正な入力は早めに検出し、数値が NaN のとき、`min >= max` のとき、有限であるべき数が有限でないときは、どの関数も関数名・引数名・値を示す `RangeError` を投げます。一部の引数は意図的に `±Infinity` を受け付けます（各関数の説明に記載しています）。
 *
 * @example
 * ```ts
 * import { normalizeValue, noteName, skewWithCenterValue } from '@vibrato-ui/functions';
 *
 * const skew = skewWithCenterValue(1000, 20, 20000);
 * normalizeValue(1000, 20, 20000, skew); // 0.5
 * noteName(60); // 'C4'
 * ```
 *
 * @packageDocumentation
 */
export { dbToGain, gainToDb } from './audio.js';
export { clamp, decimalPart, degree, integerPart, mod, radian, toFixed } from './math.js';
export {
  isBlackKey,
  isWhiteKey,
  noteKey,
  noteKeys,
  noteName,
  noteNumber,
  noteToFrequency,
  parseNoteName,
  whiteKeys,
} from './notes.js';
export type { NoteKey, WhiteKey } from './notes.js';
export { mapValue, normalizeValue, rawValue, skewWithCenterValue, stepValue } from './scale.js';
export type { InputEventOption } from './utils.js';
export { isEmpty, styleHelper, xor } from './utils.js';
