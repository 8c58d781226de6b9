import { dbToGain, skewWithCenterValue } from '@vibrato-ui/functions';
import { Knob, Piano, Slider } from '@vibrato-ui/react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useAudioContext } from '../audio-context';
import { usePianoRange } from '../piano-range';
import { Synth, WAVEFORMS, type Envelope, type SynthSettings } from './synth';
// Import the library's stylesheet once in your app's entry file: import '@vibrato-ui/react/styles.css';

/** Every text the panel shows; pass your own (for example translated) through the `labels` prop. */
export const SYNTH_PANEL_LABELS = {
  panel: 'Synth panel',
  waveform: 'Waveform',
  sawtooth: 'Saw',
  square: 'Square',
  triangle: 'Triangle',
  sine: 'Sine',
  filter: 'Filter',
  cutoff: 'Cutoff',
  resonance: 'Resonance',
  volume: 'Volume',
  envelope: 'Envelope',
  attack: 'Attack',
  decay: 'Decay',
  sustain: 'Sustain',
  release: 'Release',
  keyboard: 'Keyboard',
  start: 'Start sound',
  stop: 'Stop sound',
  hint: 'Play the keys with the mouse, or focus a key and use A, W, S, E, D… on your computer keyboard.',
};
export type SynthPanelLabels = typeof SYNTH_PANEL_LABELS;

const INITIAL: SynthSettings = {
  waveform: 'sawtooth',
  cutoff: 1800,
  resonance: 4,
  envelope: { attack: 0.01, decay: 0.3, sustain: 0.6, release: 0.4 },
};

/** 1 kHz sits in the middle of the cutoff knob's travel, as on a hardware synth. */
const CUTOFF_SKEW = skewWithCenterValue(1000, 20, 20000);

const ENVELOPE_SLIDERS: { part: keyof Envelope; max: number; unit: string; skew: number }[] = [
  { part: 'attack', max: 2, unit: 's', skew: 0.4 },
  { part: 'decay', max: 2, unit: 's', skew: 0.4 },
  { part: 'sustain', max: 1, unit: '', skew: 1 },
  { part: 'release', max: 3, unit: 's', skew: 0.4 },
];

const hz = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} kHz` : `${Math.round(value)} Hz`;
const seconds = (value: number) => (value < 1 ? `${Math.round(value * 1000)} ms` : `${value.toFixed(2)} s`);
const percent = (value: number) => `${Math.round(value * 100)} %`;

/** A small subtractive synth: oscillator shape, a low-pass filter, an ADSR envelope, volume and a keyboard. */
export function SynthPanel({ labels = SYNTH_PANEL_LABELS }: { labels?: SynthPanelLabels }) {
  const audio = useAudioContext();
  const synth = useRef<Synth | null>(null);
  const [settings, setSettings] = useState(INITIAL);
  const [volumeDb, setVolumeDb] = useState(-12);
  const id = useId();
  const piano = usePianoRange();

  useEffect(() => synth.current?.update(settings), [settings]);
  useEffect(() => synth.current?.setVolume(dbToGain(volumeDb)), [volumeDb]);

  /** Runs inside a click or a key press: the only moment a browser lets audio start. */
  const startSynth = () => {
    const context = audio.start();
    if (!synth.current) {
      synth.current = new Synth(context, settings);
      synth.current.setVolume(dbToGain(volumeDb));
    }
    return synth.current;
  };
  const stop = () => {
    synth.current?.silence();
    audio.stop();
  };
  const change = (part: Partial<SynthSettings>) => setSettings((current) => ({ ...current, ...part }));
  const changeEnvelope = (part: keyof Envelope) => (value: number) =>
    setSettings((current) => ({ ...current, envelope: { ...current.envelope, [part]: value } }));

  return (
    <section aria-label={labels.panel} style={styles.panel}>
      <div style={styles.row}>
        <button type="button" onClick={audio.running ? stop : () => startSynth()} style={styles.power}>
          {audio.running ? labels.stop : labels.start}
        </button>
        <fieldset style={styles.group}>
          <legend>{labels.waveform}</legend>
          {WAVEFORMS.map((waveform) => (
            <label key={waveform} style={styles.choice}>
              <input
                type="radio"
                name={`${id}-waveform`}
                value={waveform}
                checked={settings.waveform === waveform}
                onChange={() => change({ waveform })}
              />{' '}
              {labels[waveform]}
            </label>
          ))}
        </fieldset>
      </div>
      <div style={styles.row}>
        <fieldset style={styles.group}>
          <legend>{labels.filter}</legend>
          <Knob
            aria-label={labels.cutoff}
            min={20}
            max={20000}
            skew={CUTOFF_SKEW}
            defaultValue={INITIAL.cutoff}
            value={settings.cutoff}
            onChange={(cutoff) => change({ cutoff })}
            valueText={hz}
            width={64}
          >
            {labels.cutoff}
            <br />
            {hz(settings.cutoff)}
          </Knob>
          <Knob
            aria-label={labels.resonance}
            min={0.5}
            max={20}
            skew={0.5}
            defaultValue={INITIAL.resonance}
            value={settings.resonance}
            onChange={(resonance) => change({ resonance })}
            width={64}
          >
            {labels.resonance}
            <br />
            {settings.resonance.toFixed(1)}
          </Knob>
          <Knob
            aria-label={labels.volume}
            min={-48}
            max={0}
            defaultValue={-12}
            value={volumeDb}
            onChange={setVolumeDb}
            unit="dB"
            width={64}
          >
            {labels.volume}
            <br />
            {Math.round(volumeDb)} dB
          </Knob>
        </fieldset>
        <fieldset style={styles.group}>
          <legend>{labels.envelope}</legend>
          {ENVELOPE_SLIDERS.map(({ part, max, unit, skew }) => {
            const format = unit === 's' ? seconds : percent;
            return (
              <div key={part} style={styles.sliderColumn}>
                <Slider
                  aria-label={labels[part]}
                  orientation="vertical"
                  height={96}
                  min={part === 'sustain' ? 0 : 0.001}
                  max={max}
                  skew={skew}
                  defaultValue={INITIAL.envelope[part]}
                  value={settings.envelope[part]}
                  onChange={changeEnvelope(part)}
                  valueText={format}
                />
                <span style={styles.caption}>
                  {labels[part]}
                  <br />
                  {format(settings.envelope[part])}
                </span>
              </div>
            );
          })}
        </fieldset>
      </div>
      <Piano
        ref={piano.ref}
        aria-label={labels.keyboard}
        from={piano.from}
        to={piano.to}
        onNoteOn={(note, velocity) => startSynth().noteOn(note, velocity)}
        onNoteOff={(note) => synth.current?.noteOff(note)}
        style={styles.piano}
      />
      <p style={styles.caption}>{labels.hint}</p>
    </section>
  );
}

const styles = {
  panel: { display: 'grid', gap: '1rem' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '1rem', margin: 0 },
  choice: { whiteSpace: 'nowrap' },
  power: { padding: '0.5rem 1rem', fontWeight: 600 },
  sliderColumn: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5rem' },
  caption: { fontSize: '0.8rem', textAlign: 'center', margin: 0 },
  piano: { height: 110 },
} satisfies Record<string, CSSProperties>;
