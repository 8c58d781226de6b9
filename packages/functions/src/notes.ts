import { assertFinite, assertInteger } from './internal/assert';
import { mod } from './math';

/**
 * The twelve pitch classes of an octave, from C, spelled with sharps.
 */
export const noteKeys = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/**
 * The seven natural notes (the white keys of a piano), from C.
 */
export const whiteKeys = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;

/**
 * One of the twelve pitch-class names in {@link noteKeys}.
 */
export type NoteKey = (typeof noteKeys)[number];

/**
 * One of the seven natural note names in {@link whiteKeys}.
 */
export type WhiteKey = (typeof whiteKeys)[number];

// Semitones above C of each natural note letter.
const letterSemitones: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const accidentalSemitones: Readonly<Record<string, number>> = { '': 0, '#': 1, '♯': 1, b: -1, '♭': -1 };
const noteNamePattern = /^([A-Ga-g])(#|♯|b|♭)?(-?\d+)$/;

/**
 * The pitch class of a MIDI note number.
 */
export function noteKey(noteNumber: number): NoteKey {
  assertInteger('noteKey', 'noteNumber', noteNumber);
  return noteKeys[mod(noteNumber, 12)] as NoteKey;
}

/**
 * Whether a MIDI note number is a black key on a piano.
 */
export function isBlackKey(noteNumber: number): boolean {
  assertInteger('isBlackKey', 'noteNumber', noteNumber);
  return noteKey(noteNumber).endsWith('#');
}

/**
 * Whether a MIDI note number is a white key on a piano.
 */
export function isWhiteKey(noteNumber: number): boolean {
  assertInteger('isWhiteKey', 'noteNumber', noteNumber);
  return !isBlackKey(noteNumber);
}

/**
 * The scientific pitch name of a MIDI note number, e.g. 60 → "C4".
 */
export function noteName(noteNumber: number, octaveOffset = -1): string {
  assertInteger('noteName', 'noteNumber', noteNumber);
  assertInteger('noteName', 'octaveOffset', octaveOffset);
  return `${noteKey(noteNumber)}${Math.floor(noteNumber / 12) + octaveOffset}`;
}

/**
 * Splits a note name such as "F#3" or "Bb3" into its pitch class and octave.
 */
export function parseNoteName(name: string): { key: NoteKey; octave: number } {
  if (typeof name !== 'string') {
    throw new TypeError(`parseNoteName: name must be a string, but got ${typeof name}.`);
  }
  const match = noteNamePattern.exec(name);
  if (!match) {
    throw new RangeError(
      `parseNoteName: ${JSON.stringify(name)} is not a note name; expected a letter A-G, ` +
        'an optional # or b, and an integer octave, e.g. "C4", "F#3" or "Bb-1".',
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
 * The MIDI note number of a note name, e.g. "A4" → 69.
 */
export function noteNumber(name: string, octaveOffset = -1): number {
  assertInteger('noteNumber', 'octaveOffset', octaveOffset);
  const { key, octave } = parseNoteName(name);
  return (octave - octaveOffset) * 12 + noteKeys.indexOf(key);
}

/**
 * The frequency in hertz of a MIDI note number in twelve-tone equal temperament.
 */
export function noteToFrequency(noteNumber: number, a4 = 440): number {
  assertFinite('noteToFrequency', 'noteNumber', noteNumber);
  assertFinite('noteToFrequency', 'a4', a4);
  if (a4 <= 0) {
    throw new RangeError(`noteToFrequency: a4 must be greater than 0 Hz, but got ${a4}.`);
  }
  return a4 * 2 ** ((noteNumber - 69) / 12);
}
