export { dbToGain, gainToDb } from './audio';
export { clamp, decimalPart, degree, integerPart, mod, radian, toFixed } from './math';
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
} from './notes';
export type { NoteKey, WhiteKey } from './notes';
export { mapValue, normalizeValue, rawValue, skewWithCenterValue, stepValue } from './scale';
export type { InputEventOption } from './utils';
export { isEmpty, styleHelper, xor } from './utils';
