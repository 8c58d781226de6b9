import { noteName } from '@vibrato-ui/functions';
import { NOT_SUPPORTED, PERMISSION_DENIED, Piano, useMIDIAccess, useMIDIInput } from '@vibrato-ui/react';
import { useRef, useState, type CSSProperties } from 'react';
import { useAudioContext } from '../audio-context';
import { usePianoRange } from '../piano-range';
import { Synth } from '../synth-panel/synth';
// Import the library's stylesheet once in your app's entry file: import '@vibrato-ui/react/styles.css';

/** Every text the monitor shows; pass your own (for example translated) through the `labels` prop. */
export const MIDI_KEYBOARD_LABELS = {
  panel: 'MIDI monitor',
  connect: 'Connect MIDI',
  retry: 'Try again',
  idle: 'Press “Connect MIDI”: the browser asks whether this page may use your MIDI devices.',
  notSupported:
    'This browser does not support Web MIDI, so MIDI devices cannot be used here. The on-screen keyboard still works.',
  permissionDenied:
    'MIDI access was refused. Allow MIDI for this site in the browser’s site settings, then try again.',
  noInputs: 'MIDI is ready, but no input device is connected. Plug one in: it appears here.',
  inputs: 'Inputs:',
  keyboard: 'Keyboard',
  log: 'Last notes',
  empty: 'No notes yet.',
  noteOn: 'on',
  noteOff: 'off',
  channel: 'ch',
  start: 'Start sound',
  stop: 'Stop sound',
};
export type MidiKeyboardLabels = typeof MIDI_KEYBOARD_LABELS;

interface LogEntry {
  id: number;
  note: number;
  velocity: number;
  channel: number | null;
  on: boolean;
}

const LOG_SIZE = 8;
const SOUND = {
  waveform: 'triangle',
  cutoff: 4000,
  resonance: 1,
  envelope: { attack: 0.005, decay: 0.2, sustain: 0.7, release: 0.3 },
} as const;

/** A MIDI monitor: asks for MIDI access, lists the inputs, shows and plays their notes and the on-screen keys. */
export function MidiKeyboard({ labels = MIDI_KEYBOARD_LABELS }: { labels?: MidiKeyboardLabels }) {
  const { access, error, request } = useMIDIAccess(false);
  const audio = useAudioContext();
  const synth = useRef<Synth | null>(null);
  const [midiNotes, setMidiNotes] = useState<number[]>([]);
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextId = useRef(0);
  const piano = usePianoRange();

  /** Only called from a gesture (a click or a key press): the only moment a browser lets audio start. */
  const startSynth = () => {
    const context = audio.start();
    synth.current ??= new Synth(context, { ...SOUND, envelope: { ...SOUND.envelope } });
    return synth.current;
  };
  const stop = () => {
    synth.current?.silence();
    audio.stop();
  };
  const record = (note: number, velocity: number, channel: number | null, on: boolean) =>
    setLog((entries) =>
      [{ id: nextId.current++, note, velocity, channel, on }, ...entries].slice(0, LOG_SIZE),
    );

  useMIDIInput(access, {
    onNoteOn: (note, velocity, channel) => {
      setMidiNotes((notes) => (notes.includes(note) ? notes : [...notes, note]));
      record(note, velocity, channel, true);
      // A MIDI message is no user gesture: it plays only once the sound has been started by a click.
      if (audio.current()) synth.current?.noteOn(note, velocity);
    },
    onNoteOff: (note, velocity, channel) => {
      setMidiNotes((notes) => notes.filter((held) => held !== note));
      record(note, velocity, channel, false);
      synth.current?.noteOff(note);
    },
  });

  const inputs = access ? [...access.inputs.values()] : [];
  return (
    <section aria-label={labels.panel} style={styles.panel}>
      <div style={styles.row}>
        <button type="button" onClick={audio.running ? stop : () => startSynth()} style={styles.power}>
          {audio.running ? labels.stop : labels.start}
        </button>
        {!access && error !== NOT_SUPPORTED && (
          <button type="button" onClick={() => void request()} style={styles.power}>
            {error === PERMISSION_DENIED ? labels.retry : labels.connect}
          </button>
        )}
      </div>
      <MidiStatus access={access} error={error} inputs={inputs} labels={labels} />
      <Piano
        ref={piano.ref}
        aria-label={labels.keyboard}
        from={piano.from}
        to={piano.to}
        activeNotes={midiNotes}
        onNoteOn={(note, velocity) => {
          record(note, velocity, null, true);
          startSynth().noteOn(note, velocity);
        }}
        onNoteOff={(note, velocity) => {
          record(note, velocity, null, false);
          synth.current?.noteOff(note);
        }}
        style={styles.piano}
      />
      <div>
        <h3 style={styles.heading}>{labels.log}</h3>
        {log.length === 0 ? (
          <p style={styles.muted}>{labels.empty}</p>
        ) : (
          <ol style={styles.log} aria-label={labels.log}>
            {log.map((entry) => (
              <li key={entry.id}>
                {noteName(entry.note)} {entry.on ? labels.noteOn : labels.noteOff} · {entry.velocity}
                {entry.channel !== null && ` · ${labels.channel} ${entry.channel}`}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

interface StatusProps {
  access: MIDIAccess | null;
  error: string | null;
  inputs: MIDIInput[];
  labels: MidiKeyboardLabels;
}

/** Where MIDI stands, in words: not asked yet, not supported, refused, no device, or the devices. */
function MidiStatus({ access, error, inputs, labels }: StatusProps) {
  // Known as the panel mounts: text to read, not an interruption while the reader is elsewhere.
  if (error === NOT_SUPPORTED) {
    return (
      <p data-midi-state={error} style={styles.alert}>
        {labels.notSupported}
      </p>
    );
  }
  // The answer to pressing Connect: said at once.
  if (error === PERMISSION_DENIED) {
    return (
      <p role="alert" data-midi-state={error} style={styles.alert}>
        {labels.permissionDenied}
      </p>
    );
  }
  if (!access) {
    return (
      <p role="status" data-midi-state="idle" style={styles.muted}>
        {labels.idle}
      </p>
    );
  }
  return (
    <p role="status" data-midi-state="ready" style={styles.muted}>
      {inputs.length === 0
        ? labels.noInputs
        : `${labels.inputs} ${inputs.map((input) => input.name).join(', ')}`}
    </p>
  );
}

const styles = {
  panel: { display: 'grid', gap: '1rem' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' },
  power: { padding: '0.5rem 1rem', fontWeight: 600 },
  alert: { margin: 0, padding: '0.5rem 0.75rem', borderLeft: '4px solid #c0392b', fontWeight: 600 },
  muted: { margin: 0 },
  heading: { margin: '0 0 0.25rem', fontSize: '1rem' },
  log: { margin: 0, paddingLeft: '1.5rem', fontFamily: 'monospace', fontVariantNumeric: 'tabular-nums' },
  piano: { height: 110 },
} satisfies Record<string, CSSProperties>;
