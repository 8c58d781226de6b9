import { describe, expect, it } from 'vitest';
import {
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

describe('noteKeys and whiteKeys', () => {
  it('list the twelve pitch classes and the seven natural notes from C', () => {
    expect(noteKeys).toEqual(['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']);
    expect(whiteKeys).toEqual(['C', 'D', 'E', 'F', 'G', 'A', 'B']);
  });

  it('agree with each other: the white keys are the keys without a sharp', () => {
    expect(noteKeys.filter((key) => !key.includes('#'))).toEqual([...whiteKeys]);
  });
});

describe('noteKey', () => {
  it('gives the pitch class of a note number', () => {
    expect(noteKey(60)).toBe('C');
    expect(noteKey(61)).toBe('C#');
    expect(noteKey(69)).toBe('A');
    expect(noteKey(71)).toBe('B');
    expect(noteKey(0)).toBe('C');
    expect(noteKey(127)).toBe('G');
  });

  it('wraps numbers outside 0..127, including negative ones', () => {
    expect(noteKey(-1)).toBe('B');
    expect(noteKey(-12)).toBe('C');
    expect(noteKey(128)).toBe('G#');
  });

  it('rejects non-integers', () => {
    expect(() => noteKey(60.5)).toThrow(/noteKey: noteNumber must be an integer, but got 60.5/);
    expect(() => noteKey(NaN)).toThrow(RangeError);
    expect(() => noteKey(Infinity)).toThrow(RangeError);
  });
});

describe('isBlackKey and isWhiteKey', () => {
  it('classify one octave like a piano keyboard', () => {
    const octave = Array.from({ length: 12 }, (_, i) => 60 + i);
    expect(octave.map(isBlackKey)).toEqual([
      false,
      true,
      false,
      true,
      false,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(octave.filter(isWhiteKey).map(noteKey)).toEqual([...whiteKeys]);
  });

  it('are exact opposites, also for negative note numbers', () => {
    for (let n = -24; n <= 130; n++) {
      expect(isWhiteKey(n)).toBe(!isBlackKey(n));
    }
    expect(isBlackKey(-11)).toBe(true);
  });

  it('reject non-integers', () => {
    expect(() => isBlackKey(1.5)).toThrow(/isBlackKey: noteNumber must be an integer/);
    expect(() => isWhiteKey(1.5)).toThrow(/isWhiteKey: noteNumber must be an integer/);
  });
});

describe('noteName', () => {
  it('names note numbers in scientific pitch notation with middle C as C4', () => {
    expect(noteName(60)).toBe('C4');
    expect(noteName(69)).toBe('A4');
    expect(noteName(70)).toBe('A#4');
    expect(noteName(0)).toBe('C-1');
    expect(noteName(11)).toBe('B-1');
    expect(noteName(127)).toBe('G9');
    expect(noteName(-1)).toBe('B-2');
  });

  it('shifts the octave by octaveOffset', () => {
    expect(noteName(60, -2)).toBe('C3');
    expect(noteName(60, 0)).toBe('C5');
  });

  it('rejects non-integers', () => {
    expect(() => noteName(60.2)).toThrow(/noteName: noteNumber must be an integer/);
    expect(() => noteName(60, 0.5)).toThrow(/noteName: octaveOffset must be an integer/);
  });
});

describe('parseNoteName', () => {
  it('splits names with naturals, sharps and negative octaves', () => {
    expect(parseNoteName('C4')).toEqual({ key: 'C', octave: 4 });
    expect(parseNoteName('F#3')).toEqual({ key: 'F#', octave: 3 });
    expect(parseNoteName('C-1')).toEqual({ key: 'C', octave: -1 });
    expect(parseNoteName('G10')).toEqual({ key: 'G', octave: 10 });
    expect(parseNoteName('c#2')).toEqual({ key: 'C#', octave: 2 });
    expect(parseNoteName('D♯5')).toEqual({ key: 'D#', octave: 5 });
  });

  it('spells flats as the equivalent sharps', () => {
    expect(parseNoteName('Bb3')).toEqual({ key: 'A#', octave: 3 });
    expect(parseNoteName('Db4')).toEqual({ key: 'C#', octave: 4 });
    expect(parseNoteName('E♭2')).toEqual({ key: 'D#', octave: 2 });
    expect(parseNoteName('bb3')).toEqual({ key: 'A#', octave: 3 });
  });

  it('moves to the neighbouring octave when an accidental crosses B–C', () => {
    expect(parseNoteName('B#4')).toEqual({ key: 'C', octave: 5 });
    expect(parseNoteName('Cb4')).toEqual({ key: 'B', octave: 3 });
    expect(parseNoteName('E#4')).toEqual({ key: 'F', octave: 4 });
    expect(parseNoteName('Fb4')).toEqual({ key: 'E', octave: 4 });
  });

  it('rejects anything that is not a note name, quoting the input', () => {
    for (const bad of ['H2', '', 'C#x', 'C', '4', 'C#', 'Cx4', 'C##4', ' C4', 'C4 ', 'C4.5', 'C+4', 'Do4']) {
      expect(() => parseNoteName(bad)).toThrow(RangeError);
      expect(() => parseNoteName(bad)).toThrow(`parseNoteName: ${JSON.stringify(bad)} is not a note name`);
    }
    expect(() => parseNoteName('H2')).toThrow(
      /expected a letter A-G, an optional accidental \(# or ♯, b or ♭\) and an integer octave/,
    );
  });

  it('rejects values that are not strings', () => {
    expect(() => parseNoteName(60 as unknown as string)).toThrow(TypeError);
    expect(() => parseNoteName(undefined as unknown as string)).toThrow(
      /name must be a string, but got undefined/,
    );
  });
});

describe('noteNumber', () => {
  it('turns note names into MIDI note numbers', () => {
    expect(noteNumber('A4')).toBe(69);
    expect(noteNumber('C4')).toBe(60);
    expect(noteNumber('C-1')).toBe(0);
    expect(noteNumber('G9')).toBe(127);
    expect(noteNumber('A#3')).toBe(58);
    expect(noteNumber('Bb3')).toBe(58);
    expect(noteNumber('B#4')).toBe(72);
    expect(noteNumber('Cb4')).toBe(59);
  });

  it('is the inverse of noteName, with the same octaveOffset', () => {
    for (let n = -12; n <= 140; n++) {
      expect(noteNumber(noteName(n))).toBe(n);
      expect(noteNumber(noteName(n, -2), -2)).toBe(n);
    }
    expect(noteNumber('C3', -2)).toBe(60);
  });

  it('rejects bad names and offsets', () => {
    expect(() => noteNumber('H2')).toThrow(/"H2" is not a note name/);
    expect(() => noteNumber('')).toThrow(RangeError);
    expect(() => noteNumber('C4', 1.5)).toThrow(/noteNumber: octaveOffset must be an integer/);
  });
});

describe('noteToFrequency', () => {
  it('uses A4 = 440 Hz and twelve-tone equal temperament', () => {
    expect(noteToFrequency(69)).toBe(440);
    expect(noteToFrequency(81)).toBe(880);
    expect(noteToFrequency(57)).toBe(220);
    expect(noteToFrequency(60)).toBeCloseTo(261.6256, 4);
    expect(noteToFrequency(70) / noteToFrequency(69)).toBeCloseTo(2 ** (1 / 12), 12);
  });

  it('accepts another reference pitch and fractional note numbers', () => {
    expect(noteToFrequency(69, 442)).toBe(442);
    expect(noteToFrequency(81, 432)).toBe(864);
    expect(noteToFrequency(69.5)).toBeCloseTo(440 * 2 ** (1 / 24), 10);
  });

  it('rejects non-finite notes and a reference pitch that is not positive', () => {
    expect(() => noteToFrequency(NaN)).toThrow(/noteToFrequency: noteNumber must be a finite number/);
    expect(() => noteToFrequency(69, 0)).toThrow(/a4 must be greater than 0 Hz, but got 0/);
    expect(() => noteToFrequency(69, -440)).toThrow(RangeError);
    expect(() => noteToFrequency(69, Infinity)).toThrow(RangeError);
  });
});
