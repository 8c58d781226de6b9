export { BlackKey, WhiteKey, type KeyMethods, type KeyProps } from './Key';
export { KeyLabel, type KeyLabelProps } from './KeyLabel';
export { getNoteRangeArray, SHORTCUTS, type KeyboardShortcuts } from './notes';
export { Piano, type PianoMethods, type PianoProps } from './Piano';
