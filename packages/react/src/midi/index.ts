export { NOT_SUPPORTED, PERMISSION_DENIED, type MIDIAccessError } from './errors.js';
export { useMIDIAccess } from './useMIDIAccess.js';
export { useMIDIInput } from './useMIDIInput.js';
export { useMIDIMessage } from './useMIDIMessage.js';
