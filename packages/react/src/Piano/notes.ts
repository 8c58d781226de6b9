/**
 * A map from `KeyboardEvent.code` (the physical key, whatever the keyboard layout) to a number of
 * semitones above the piano's shortcut base note.
 *
 * @example
 * ```ts
 * import type { KeyboardShortcuts } from '@vibrato-ui/react';
 *
 * // Two rows of a computer keyboard as the first six semitones, C to F.
 * const rows: KeyboardShortcuts = { KeyZ: 0, KeyS: 1, KeyX: 2, KeyD: 3, KeyC: 4, KeyV: 5 };
 * ```
 * @ja ピアノのショートカットの基準音から何半音上の音を鳴らすかを、`KeyboardEvent.code`（キーボード配列に関係なく物理的なキーを表す値）ごとに定めた対応表です。
 */
export type KeyboardShortcuts = Readonly<Record<string, number>>;

/**
 * The default computer-keyboard shortcuts of {@link Piano}, laid out like a piano on a QWERTY keyboard:
 * the home row A S D F G H J K L ; ' plays the white keys from C, and W E T Y U O P the black keys in
 * between, 18 keys in all (C to F of the next octave).
 *
 * @example
 * ```tsx
 * import { Piano, SHORTCUTS } from '@vibrato-ui/react';
 *
 * // The same layout, one more key: ] plays the F# above.
 * <Piano aria-label="Keyboard" shortcuts={{ ...SHORTCUTS, BracketRight: 18 }} />;
 * ```
 * @ja {@link Piano} の既定のキーボードショートカットです。QWERTY 配列の上にピアノのように並び、
 * A S D F G H J K L ; ' の段が C からの白鍵、W E T Y U O P がその間の黒鍵になります（C から次のオクターブの F までの 18 音）。
 */
export const SHORTCUTS: KeyboardShortcuts = Object.freeze({
  KeyA: 0,
  KeyW: 1,
  KeyS: 2,
  KeyE: 3,
  KeyD: 4,
  KeyF: 5,
  KeyT: 6,
  KeyG: 7,
  KeyY: 8,
  KeyH: 9,
  KeyU: 10,
  KeyJ: 11,
  KeyK: 12,
  KeyO: 13,
  KeyL: 14,
  KeyP: 15,
  Semicolon: 16,
  Quote: 17,
});

/**
 * The note numbers from `from` to `to`, both included, in ascending order: the keys a {@link Piano} with
 * that range shows.
 *
 * @param from - the lowest note number (an integer; 60 is middle C, C4)
 * @jaParam from - 最も低いノート番号。整数で指定します（60 が中央の C、つまり C4 です）。
 * @param to - the highest note number (an integer, not below `from`)
 * @jaParam to - 最も高いノート番号。`from` 以上の整数で指定します。
 * @returns the note numbers `[from, from + 1, …, to]`
 * @jaReturns ノート番号の配列 `[from, from + 1, …, to]`。
 * @throws RangeError when `from` or `to` is not an integer, or `from` is greater than `to`
 * @jaThrows `from` か `to` が整数でないとき、または `from` が `to` より大きいときは RangeError を投げます。
 * @example
 * ```ts
 * import { getNoteRangeArray } from '@vibrato-ui/react';
 *
 * getNoteRangeArray(60, 64); // [60, 61, 62, 63, 64]
 * ```
 * @ja `from` から `to` まで（両端を含む）のノート番号を昇順で返します。その範囲の {@link Piano} に表示される鍵盤です。
 */
export function getNoteRangeArray(from: number, to: number): number[] {
  if (!Number.isInteger(from) || !Number.isInteger(to)) {
    throw new RangeError(
      `getNoteRangeArray: from and to must be integer note numbers, but got ${from} and ${to}.`,
    );
  }
  if (from > to) {
    throw new RangeError(
      `getNoteRangeArray: from (${from}) is above to (${to}); pass the lowest note first, e.g. getNoteRangeArray(${to}, ${from}).`,
    );
  }
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Checks a `velocity` prop: a MIDI note-on velocity, 1 to 127 (0 would mean note off). */
export function checkVelocity(velocity: number, component: string): void {
  if (!(velocity >= 1 && velocity <= 127)) {
    throw new RangeError(
      `${component}: velocity must be a number from 1 to 127 (a MIDI note-on velocity), but got ${velocity}.`,
    );
  }
}

/** What a key code shows on a key label: KeyA → "A", Semicolon → ";", Digit1 → "1". */
export function shortcutText(code: string): string {
  const symbols: Record<string, string> = {
    Semicolon: ';',
    Quote: "'",
    Comma: ',',
    Period: '.',
    Slash: '/',
    BracketLeft: '[',
    BracketRight: ']',
    Backslash: '\\',
    Minus: '-',
    Equal: '=',
    Backquote: '`',
  };
  return symbols[code] ?? code.replace(/^(Key|Digit|Numpad)/, '');
}
