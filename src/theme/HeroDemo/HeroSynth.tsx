import { dbToGain, skewWithCenterValue } from '@vibrato-ui/functions';
import { Knob, Piano, Slider } from '@vibrato-ui/react';
import { useTranslation } from '../../i18n/react';
import { useEffect, useRef, useState } from 'react';
import { useAudioContext } from '../../templates-gallery/audio-context';
import { Synth } from '../../templates-gallery/synth-panel/synth';
import * as styles from './styles.module.css';

const CUTOFF = { min: 100, max: 10000, initial: 1600 };
const RESONANCE = { min: 0.5, max: 15, initial: 5 };
const VOLUME_DB = { min: -40, max: 0, initial: -12 };
const ENVELOPE = { attack: 0.01, decay: 0.25, sustain: 0.5, release: 0.5 };

const hz = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} kHz` : `${Math.round(value)} Hz`;

/** Two knobs, a volume slider and an octave of keys driving the templates' synth; silent until a click. */
export default function HeroSynth() {
  const { t } = useTranslation();
  const audio = useAudioContext();
  const synth = useRef<Synth | null>(null);
  const [cutoff, setCutoff] = useState(CUTOFF.initial);
  const [resonance, setResonance] = useState(RESONANCE.initial);
  const [volumeDb, setVolumeDb] = useState(VOLUME_DB.initial);

  useEffect(() => synth.current?.update({ cutoff, resonance }), [cutoff, resonance]);
  useEffect(() => synth.current?.setVolume(dbToGain(volumeDb)), [volumeDb]);

  /** Runs inside a click or a key press: the only moment a browser lets audio start. */
  const startSynth = () => {
    const context = audio.start();
    if (!synth.current) {
      synth.current = new Synth(context, { waveform: 'sawtooth', cutoff, resonance, envelope: ENVELOPE });
      synth.current.setVolume(dbToGain(volumeDb));
    }
    return synth.current;
  };
  const stop = () => {
    synth.current?.silence();
    audio.stop();
  };

  return (
    <section className={styles.demo} aria-label={t('homeDemo:label')}>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.power}
          data-needs-js=""
          data-running={audio.running ? '' : undefined}
          onClick={audio.running ? stop : () => startSynth()}
        >
          {audio.running ? t('homeDemo:stop') : t('homeDemo:start')}
        </button>
        <Knob
          aria-label={t('homeDemo:cutoff')}
          min={CUTOFF.min}
          max={CUTOFF.max}
          skew={skewWithCenterValue(1000, CUTOFF.min, CUTOFF.max)}
          defaultValue={CUTOFF.initial}
          value={cutoff}
          onChange={setCutoff}
          valueText={hz}
          width={56}
        >
          {t('homeDemo:cutoff')}
        </Knob>
        <Knob
          aria-label={t('homeDemo:resonance')}
          min={RESONANCE.min}
          max={RESONANCE.max}
          skew={0.5}
          defaultValue={RESONANCE.initial}
          value={resonance}
          onChange={setResonance}
          width={56}
        >
          {t('homeDemo:resonance')}
        </Knob>
        <div className={styles.volume}>
          <span id="hero-demo-volume">{t('homeDemo:volume')}</span>
          <Slider
            aria-labelledby="hero-demo-volume"
            min={VOLUME_DB.min}
            max={VOLUME_DB.max}
            defaultValue={VOLUME_DB.initial}
            value={volumeDb}
            onChange={setVolumeDb}
            unit="dB"
            width="9rem"
          />
        </div>
      </div>
      <div className={styles.keyboard}>
        <Piano
          aria-label={t('homeDemo:keyboard')}
          from={60}
          to={76}
          onNoteOn={(note, velocity) => startSynth().noteOn(note, velocity)}
          onNoteOff={(note) => synth.current?.noteOff(note)}
          className={styles.piano}
        />
      </div>
      <p className={styles.hint}>{t('homeDemo:hint')}</p>
    </section>
  );
}
