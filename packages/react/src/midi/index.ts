export { NOT_SUPPORTED, PERMISSION_DENIED, type MIDIAccessError } from './errors';
export { useMIDIAccess } from './useMIDIAccess';
export { useMIDIInput } from './useMIDIInput';
export { useMIDIMessage } from './useMIDIMessage';
