import { assertFinite, assertInteger } from './internal/assert.js';
import { mod } from './math.js';

/**
 * The twelve pitch classes of an octave, from C, spelled with sharps.
 *
 * The index of a key is its number of semitones above C, so `noteKeys[noteNumber % 12]` is the key of a
 * MIDI note (see {@link noteKey}).
 *
 * @ja 1 オクターブに含まれる 12 の音名を、C から順にシャープ表記で並べた配列です。添字は C からの半音数と一致するので、`noteKeys[noteNumber % 12]` で MIDI ノートの音名が得られます（{@link noteKey} を参照）。
 *
 * @example
 * ```ts
 * import { noteKeys } from '@vibrato-ui/functions';
 *
 * noteKeys.length; // 12
 * noteKeys[9]; // 'A'
 * noteKeys.indexOf('F#'); // 6
 * ```
 */
export const noteKeys = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/**
 * The seven natural notes, from C: the white keys of a piano.
 *
 * @ja C から始まる 7 つの幹音（ピアノの白鍵）の音名を並べた配列です。
 *
 * @example
 * ```ts
 * import { whiteKeys } from '@vibrato-ui/functions';
 *
 * whiteKeys.join(' '); // 'C D E F G A B'
 * ```
 */
export const whiteKeys = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;

/**
 * One of the twelve pitch-class names in {@link noteKeys}: `'C' | 'C#' | 'D' | … | 'B'`.
 *
 * @ja {@link noteKeys} に含まれる 12 の音名のいずれかを表す型です（`'C' | 'C#' | 'D' | … | 'B'`）。
 *
 * @example
 * ```ts
 * import type { NoteKey } from '@vibrato-ui/functions';
 *
 * const root: NoteKey = 'F#';
 * ```
 */
export type NoteKey = (typeof noteKeys)[number];

/**
 * One of the seven natural note names in {@link whiteKeys}: `'C' | 'D' | 'E' | 'F' | 'G' | 'A' | 'B'`.
 *
 * @ja {@link whiteKeys} に含まれる 7 つの幹音のいずれかを表す型です（`'C' | 'D' | 'E' | 'F' | 'G' | 'A' | 'B'`）。
 *
 * @example
 * ```ts
 * import type { WhiteKey } from '@vibrato-ui/functions';
 *
 * const tonic: WhiteKey = 'A';
 * ```
 */
export type WhiteKey = (typeof whiteKeys)[number];

// Semitones above C of each natural note letter.
const letterSemitones: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const accidentalSemitones: Readonly<Record<string, number>> = { '': 0, '#': 1, '♯': 1, b: -1, '♭': -1 };
const noteNamePattern = /^([A-Ga-g])(#|♯|b|♭)?(-?\d+)$/;

/**
 * The pitch class of a MIDI note number, spelled with a sharp for black keys.
 *
 * Any integer is accepted, also outside the MIDI range 0..127, since the pitch class repeats every 12
 * semitones.
 *
 * @ja MIDI ノート番号の音名（オクターブを除いた部分）を返します。黒鍵はシャープで表記します。音名は 12 半音ごとに繰り返すため、MIDI の範囲（0〜127）外の整数も受け付けます。
 *
 * @param noteNumber - An integer MIDI note number (60 is middle C).
 * @jaParam noteNumber - 整数の MIDI ノート番号（60 が中央の C）。
 * @returns One of {@link noteKeys}.
 * @jaReturns {@link noteKeys} に含まれる音名のいずれか。
 * @throws RangeError when `noteNumber` is not an integer.
 * @jaThrows `noteNumber` が整数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { noteKey } from '@vibrato-ui/functions';
 *
 * noteKey(60); // 'C'
 * noteKey(61); // 'C#'
 * noteKey(69); // 'A'
 * ```
 */
export function noteKey(noteNumber: number): NoteKey {
  assertInteger('noteKey', 'noteNumber', noteNumber);
  return noteKeys[mod(noteNumber, 12)] as NoteKey;
}

/**
 * Whether a MIDI note number is a black key on a piano (C#, D#, F#, G# or A#).
 *
 * @ja MIDI ノート番号がピアノの黒鍵（C#、D#、F#、G#、A#）にあたるかどうかを返します。
 *
 * @param noteNumber - An integer MIDI note number.
 * @jaParam noteNumber - 整数の MIDI ノート番号。
 * @returns `true` for a black key, `false` for a white key.
 * @jaReturns 黒鍵なら `true`、白鍵なら `false`。
 * @throws RangeError when `noteNumber` is not an integer.
 * @jaThrows `noteNumber` が整数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { isBlackKey } from '@vibrato-ui/functions';
 *
 * isBlackKey(61); // true (C#4)
 * isBlackKey(60); // false (C4)
 * ```
 */
export function isBlackKey(noteNumber: number): boolean {
  assertInteger('isBlackKey', 'noteNumber', noteNumber);
  return noteKey(noteNumber).endsWith('#');
}

/**
 * Whether a MIDI note number is a white key on a piano (C, D, E, F, G, A or B).
 *
 * @ja MIDI ノート番号がピアノの白鍵（C、D、E、F、G、A、B）にあたるかどうかを返します。
 *
 * @param noteNumber - An integer MIDI note number.
 * @jaParam noteNumber - 整数の MIDI ノート番号。
 * @returns `true` for a white key, `false` for a black key.
 * @jaReturns 白鍵なら `true`、黒鍵なら `false`。
 * @throws RangeError when `noteNumber` is not an integer.
 * @jaThrows `noteNumber` が整数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { isWhiteKey } from '@vibrato-ui/functions';
 *
 * isWhiteKey(64); // true (E4)
 * isWhiteKey(66); // false (F#4)
 * ```
 */
export function isWhiteKey(noteNumber: number): boolean {
  assertInteger('isWhiteKey', 'noteNumber', noteNumber);
  return !isBlackKey(noteNumber);
}

/**
 * The name of a MIDI note number in scientific pitch notation, such as `"C4"` for 60.
 *
 * The octave is `Math.floor(noteNumber / 12) + octaveOffset`. The default offset of -1 makes middle C
 * (60) "C4" and note 0 "C-1"; pass -2 for the convention where middle C is "C3".
 *
 * @ja MIDI ノート番号を `"C4"` のような音名（科学的音高表記）に変換します。オクターブは `Math.floor(noteNumber / 12) + octaveOffset` で、既定値 -1 では中央の C（60）が `"C4"`、ノート番号 0 が `"C-1"` になります。中央の C を「C3」とする流儀に合わせるときは -2 を渡してください。
 *
 * @param noteNumber - An integer MIDI note number.
 * @jaParam noteNumber - 整数の MIDI ノート番号。
 * @param octaveOffset - An integer added to the octave. Defaults to `-1` (60 is "C4").
 * @jaParam octaveOffset - オクターブに加える整数。既定値は `-1` です（60 が `"C4"` になります）。
 * @returns The key (see {@link noteKeys}) followed by the octave, e.g. `"A#3"` or `"C-1"`.
 * @jaReturns 音名（{@link noteKeys} のいずれか）にオクターブ番号を続けた文字列（`"A#3"` や `"C-1"` など）。
 * @throws RangeError when `noteNumber` or `octaveOffset` is not an integer.
 * @jaThrows `noteNumber` か `octaveOffset` が整数でないときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { noteName } from '@vibrato-ui/functions';
 *
 * noteName(60); // 'C4'
 * noteName(69); // 'A4'
 * noteName(60, -2); // 'C3'
 * ```
 */
export function noteName(noteNumber: number, octaveOffset = -1): string {
  assertInteger('noteName', 'noteNumber', noteNumber);
  assertInteger('noteName', 'octaveOffset', octaveOffset);
  return `${noteKey(noteNumber)}${Math.floor(noteNumber / 12) + octaveOffset}`;
}

/**
 * Splits a note name such as `"F#3"` or `"Bb3"` into its pitch class and octave.
 *
 * A name is a letter A–G (either case), an optional accidental (`#` or `♯` for sharp, `b` or `♭` for flat)
 * and an integer octave, which may be negative. Flats are returned as the equivalent sharp key, and an
 * accidental may cross an octave boundary: `"B#4"` is C5 and `"Cb4"` is B3. Nothing else is accepted, not
 * even surrounding spaces.
 *
 * @ja `"F#3"` や `"Bb3"` のような音名を、音名部分（key）とオクターブ（octave）に分けます。音名は A〜G の英字（大文字・小文字どちらでも可）、省略可能な変化記号（シャープは `#` か `♯`、フラットは `b` か `♭`）、整数のオクターブ（負の数も可）で書きます。フラットは同じ音のシャープ表記で返し、`"B#4"` は C5、`"Cb4"` は B3 のようにオクターブをまたぐ場合も正しく扱います。前後の空白を含め、それ以外の書き方はエラーになります。
 *
 * @param name - The note name to parse.
 * @jaParam name - 解析する音名。
 * @returns An object with the `key` (one of {@link noteKeys}) and the integer `octave`.
 * @jaReturns `key`（{@link noteKeys} のいずれか）と整数の `octave` を持つオブジェクト。
 * @throws RangeError when `name` is not a note name, e.g. `"H2"`, `""` or `"C#x"`; the message quotes it.
 * @jaThrows `name` が音名でないとき（`"H2"`、`""`、`"C#x"` など）は RangeError を投げます。エラーメッセージにはその文字列が引用されます。
 * @throws TypeError when `name` is not a string.
 * @jaThrows `name` が文字列でないときは TypeError を投げます。
 *
 * @example
 * ```ts
 * import { parseNoteName } from '@vibrato-ui/functions';
 *
 * parseNoteName('F#3'); // { key: 'F#', octave: 3 }
 * parseNoteName('Bb3'); // { key: 'A#', octave: 3 }
 * parseNoteName('C-1'); // { key: 'C', octave: -1 }
 * ```
 */
export function parseNoteName(name: string): { key: NoteKey; octave: number } {
  if (typeof name !== 'string') {
    throw new TypeError(`parseNoteName: name must be a string, but got ${typeof name}.`);
  }
  const match = noteNamePattern.exec(name);
  if (!match) {
    throw new RangeError(
      `parseNoteName: ${JSON.stringify(name)} is not a note name; expected a letter A-G, ` +
        'an optional accidental (# or ♯, b or ♭) and an integer octave, e.g. "C4", "F#3" or "Bb-1".',
    );
  }
  const [, letter = '', accidental = '', octave = ''] = match;
  const semitone = (letterSemitones[letter.toUpperCase()] ?? 0) + (accidentalSemitones[accidental] ?? 0);
  // B#4 is C5 and Cb4 is B3: an accidental can cross into the next or previous octave.
  return {
    key: noteKeys[mod(semitone, 12)] as NoteKey,
    octave: Number(octave) + Math.floor(semitone / 12),
  };
}

/**
 * The MIDI note number of a note name, such as 69 for `"A4"`: the inverse of {@link noteName}.
 *
 * Names are read by {@link parseNoteName}, so sharps and flats are both accepted (`"A#3"` and `"Bb3"` are
 * both 58).
 *
 * @ja `"A4"` のような音名を MIDI ノート番号（この場合 69）に変換します。{@link noteName} の逆変換です。音名は {@link parseNoteName} で読み取るため、シャープとフラットのどちらの表記も使えます。
 *
 * @param name - A note name such as `"C4"`, `"F#3"` or `"Bb-1"`.
 * @jaParam name - `"C4"`、`"F#3"`、`"Bb-1"` のような音名。
 * @param octaveOffset - The same octave offset as in {@link noteName}. Defaults to `-1` ("C4" is 60).
 * @jaParam octaveOffset - {@link noteName} と同じオクターブのオフセット。既定値は `-1` です（`"C4"` が 60 になります）。
 * @returns The note number, `(octave - octaveOffset) * 12` plus the semitones of the key above C.
 * @jaReturns ノート番号（`(octave - octaveOffset) * 12` に、C からその音名までの半音数を足した値）。
 * @throws RangeError when `name` is not a note name, or when `octaveOffset` is not an integer.
 * @jaThrows `name` が音名でないとき、または `octaveOffset` が整数でないときは RangeError を投げます。
 * @throws TypeError when `name` is not a string.
 * @jaThrows `name` が文字列でないときは TypeError を投げます。
 *
 * @example
 * ```ts
 * import { noteNumber } from '@vibrato-ui/functions';
 *
 * noteNumber('A4'); // 69
 * noteNumber('C4'); // 60
 * noteNumber('Bb3'); // 58
 * noteNumber('C3', -2); // 60
 * ```
 */
export function noteNumber(name: string, octaveOffset = -1): number {
  assertInteger('noteNumber', 'octaveOffset', octaveOffset);
  const { key, octave } = parseNoteName(name);
  return (octave - octaveOffset) * 12 + noteKeys.indexOf(key);
}

/**
 * The frequency in hertz of a MIDI note number in twelve-tone equal temperament: `a4 * 2 ** ((noteNumber - 69) / 12)`.
 *
 * Fractional note numbers are allowed, so a pitch bend of half a semitone is `noteNumber + 0.5`.
 *
 * @ja MIDI ノート番号の周波数（Hz）を 12 平均律で求めます（`a4 * 2 ** ((noteNumber - 69) / 12)`）。小数のノート番号も使えるので、半音の半分だけピッチベンドした音は `noteNumber + 0.5` で表せます。
 *
 * @param noteNumber - A finite MIDI note number; fractions are cents (0.01 is one cent).
 * @jaParam noteNumber - 有限の MIDI ノート番号。小数部はセントを表します（0.01 が 1 セント）。
 * @param a4 - The frequency of A4 (note 69) in hertz, greater than 0. Defaults to `440`.
 * @jaParam a4 - A4（ノート番号 69）の周波数（Hz）。0 より大きい値を指定します。既定値は `440` です。
 * @returns The frequency in hertz.
 * @jaReturns 周波数（Hz）。
 * @throws RangeError when `noteNumber` or `a4` is not finite, or when `a4` is not greater than 0.
 * @jaThrows `noteNumber` か `a4` が有限の数でないとき、または `a4` が 0 以下のときは RangeError を投げます。
 *
 * @example
 * ```ts
 * import { noteToFrequency } from '@vibrato-ui/functions';
 *
 * noteToFrequency(69); // 440
 * noteToFrequency(81); // 880
 * noteToFrequency(69, 442); // 442
 * noteToFrequency(60); // ≈ 261.63
 * ```
 */
export function noteToFrequency(noteNumber: number, a4 = 440): number {
  assertFinite('noteToFrequency', 'noteNumber', noteNumber);
  assertFinite('noteToFrequency', 'a4', a4);
  if (a4 <= 0) {
    throw new RangeError(`noteToFrequency: a4 must be greater than 0 Hz, but got ${a4}.`);
  }
  return a4 * 2 ** ((noteNumber - 69) / 12);
}
