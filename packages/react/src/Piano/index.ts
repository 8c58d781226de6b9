export { BlackKey, WhiteKey, type KeyMethods, type KeyProps } from './Key.js';
export { KeyLabel, type KeyLabelProps } from './KeyLabel.js';
export { getNoteRangeArray, SHORTCUTS, type KeyboardShortcuts } from './notes.js';
export { Piano, type PianoMethods, type PianoProps } from './Piano.js';
