import { useTemplateLabels } from '../labels';
import { MIDI_KEYBOARD_LABELS, MidiKeyboard } from './MidiKeyboard';

/** The templates page's preview: the template with its labels in the page's language. */
export default function MidiKeyboardPreview() {
  return <MidiKeyboard labels={useTemplateLabels('midiKeyboard', MIDI_KEYBOARD_LABELS)} />;
}
