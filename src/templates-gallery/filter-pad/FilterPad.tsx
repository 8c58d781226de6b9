import { skewWithCenterValue } from '@vibrato-ui/functions';
import { XYPad } from '@vibrato-ui/react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useAudioContext } from '../audio-context';
import { NoiseFilter, type FilterSettings } from './noise-filter';
// Import the library's stylesheet once in your app's entry file: import '@vibrato-ui/react/styles.css';

/** Every text the pad shows; pass your own (for example translated) through the `labels` prop. */
export const FILTER_PAD_LABELS = {
  panel: 'Filter pad',
  pad: 'Filter cutoff (horizontal) and resonance (vertical)',
  filterType: 'Filter type',
  lowpass: 'Low-pass',
  bandpass: 'Band-pass',
  highpass: 'High-pass',
  cutoff: 'Cutoff',
  resonance: 'Resonance',
  start: 'Start sound',
  stop: 'Stop sound',
  hint: 'Drag on the pad (or focus it and use the arrow keys): left–right moves the cutoff, up–down the resonance.',
};
export type FilterPadLabels = typeof FILTER_PAD_LABELS;

const FILTER_TYPES = ['lowpass', 'bandpass', 'highpass'] as const;
const INITIAL: FilterSettings = { type: 'lowpass', cutoff: 1000, resonance: 2 };
const CUTOFF = { min: 60, max: 12000 };

const hz = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} kHz` : `${Math.round(value)} Hz`;

/** Filtered noise played from an XY pad: x is the cutoff, y the resonance. */
export function FilterPad({ labels = FILTER_PAD_LABELS }: { labels?: FilterPadLabels }) {
  const audio = useAudioContext();
  const engine = useRef<NoiseFilter | null>(null);
  const [settings, setSettings] = useState(INITIAL);
  const id = useId();

  useEffect(() => engine.current?.update(settings), [settings]);

  /** Runs inside the click: the only moment a browser lets audio start. */
  const start = () => {
    const context = audio.start();
    engine.current ??= new NoiseFilter(context, settings);
    engine.current.start();
  };
  const stop = () => {
    engine.current?.stop();
    audio.stop();
  };

  return (
    <section aria-label={labels.panel} style={styles.panel}>
      <div style={styles.row}>
        <button type="button" onClick={audio.running ? stop : start} style={styles.power}>
          {audio.running ? labels.stop : labels.start}
        </button>
        <fieldset style={styles.row}>
          <legend>{labels.filterType}</legend>
          {FILTER_TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={settings.type === type}
                onChange={() => setSettings((current) => ({ ...current, type }))}
              />{' '}
              {labels[type]}
            </label>
          ))}
        </fieldset>
      </div>
      <XYPad
        aria-label={labels.pad}
        width="100%"
        height={200}
        x={{
          ...CUTOFF,
          skew: skewWithCenterValue(1000, CUTOFF.min, CUTOFF.max),
          defaultValue: INITIAL.cutoff,
          value: settings.cutoff,
          valueText: (value) => `${labels.cutoff} ${hz(value)}`,
        }}
        y={{
          min: 0.5,
          max: 20,
          skew: 0.6,
          defaultValue: INITIAL.resonance,
          value: settings.resonance,
          valueText: (value) => `${labels.resonance} ${value.toFixed(1)}`,
        }}
        onChange={({ x, y }) => setSettings((current) => ({ ...current, cutoff: x, resonance: y }))}
      />
      <p style={styles.readout} aria-live="off">
        {labels.cutoff}: {hz(settings.cutoff)} · {labels.resonance}: {settings.resonance.toFixed(1)}
      </p>
      <p style={styles.hint}>{labels.hint}</p>
    </section>
  );
}

const styles = {
  panel: { display: 'grid', gap: '1rem' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem', margin: 0 },
  power: { padding: '0.5rem 1rem', fontWeight: 600 },
  readout: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  hint: { margin: 0, fontSize: '0.8rem' },
} satisfies Record<string, CSSProperties>;
