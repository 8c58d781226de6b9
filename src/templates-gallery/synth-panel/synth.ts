import { noteToFrequency } from '@vibrato-ui/functions';

/** The oscillator shapes the synth offers. */
export const WAVEFORMS = ['sawtooth', 'square', 'triangle', 'sine'] as const;
export type Waveform = (typeof WAVEFORMS)[number];

/** Attack, decay and release in seconds; sustain as a fraction (0..1) of the note's peak level. */
export interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

export interface SynthSettings {
  waveform: Waveform;
  /** Low-pass cutoff in Hz. */
  cutoff: number;
  /** Filter resonance (Q). */
  resonance: number;
  envelope: Envelope;
}

/** The Web Audio factory methods the synth uses: any AudioContext (or OfflineAudioContext) has them. */
export type AudioFactory = Pick<
  BaseAudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createBiquadFilter' | 'createGain'
>;

/** How fast knob moves reach a sounding note: short enough to follow a drag, long enough not to click. */
const SMOOTHING = 0.015;

/**
 * The shortest a note sounds before its release, in seconds. A phone's first tap makes the AudioContext on the
 * touch's `pointerdown`, when the browser does not yet let it run, and releases the note with the touch's end, in
 * the same suspended instant: without a floor, the note would be over before the context starts.
 */
export const SHORTEST_NOTE = 0.05;

/** Starts a note's level: from silence up to `peak` over the attack, then down to the sustain level. */
export function scheduleAttack(level: AudioParam, time: number, peak: number, envelope: Envelope): void {
  level.cancelScheduledValues(time);
  level.setValueAtTime(0, time);
  level.linearRampToValueAtTime(peak, time + envelope.attack);
  level.linearRampToValueAtTime(peak * envelope.sustain, time + envelope.attack + envelope.decay);
}

/**
 * The level a note's envelope has reached at `time`, for a note started at `started` with `peak`: a straight line up
 * over the attack, a straight line down to the sustain level over the decay, then the sustain level.
 */
export function envelopeLevel(time: number, started: number, peak: number, envelope: Envelope): number {
  const since = time - started;
  if (since <= 0) return 0;
  if (since < envelope.attack) return (peak * since) / envelope.attack;
  const sustain = peak * envelope.sustain;
  const decayed = since - envelope.attack;
  if (decayed < envelope.decay) return peak + ((sustain - peak) * decayed) / envelope.decay;
  return sustain;
}

/**
 * Ends a note's level: from `time`, where the envelope is at `levelThen` (see envelopeLevel), down to silence over
 * the release; returns when it is silent.
 */
export function scheduleRelease(
  level: AudioParam,
  time: number,
  envelope: Envelope,
  levelThen: number,
): number {
  if (typeof level.cancelAndHoldAtTime === 'function') {
    level.cancelAndHoldAtTime(time);
  } else {
    // Firefox lacks cancelAndHoldAtTime: drop what comes after `time` and go on to the level the envelope has then
    // (attack and decay are straight lines, so the curve up to `time` stays as it was).
    level.cancelScheduledValues(time);
    level.linearRampToValueAtTime(levelThen, time);
  }
  level.linearRampToValueAtTime(0, time + envelope.release);
  return time + envelope.release;
}

interface Voice {
  note: number;
  /** When the note started, in the context's time, its peak level, and the envelope its attack and decay follow. */
  started: number;
  peak: number;
  envelope: Envelope;
  /** When its release starts, once it is released. */
  releasedAt?: number;
  oscillator: OscillatorNode;
  filter: BiquadFilterNode;
  amp: GainNode;
}

/**
 * A polyphonic subtractive synth: each note is OscillatorNode → BiquadFilterNode (low-pass) → GainNode shaped
 * by the ADSR envelope, and all notes meet in one output GainNode (the volume).
 */
export class Synth {
  readonly output: GainNode;
  private settings: SynthSettings;
  private readonly voices = new Map<number, Voice>();
  /** Released notes whose release has not ended yet. */
  private readonly releasing = new Set<Voice>();

  constructor(
    private readonly context: AudioFactory,
    settings: SynthSettings,
    destination: AudioNode = context.destination,
  ) {
    this.settings = { ...settings, envelope: { ...settings.envelope } };
    this.output = context.createGain();
    this.output.gain.value = 0.5;
    this.output.connect(destination);
  }

  /** The notes held now (a note leaves when it is released, before its release has faded). */
  get notes(): number[] {
    return [...this.voices.keys()];
  }

  /** Plays a MIDI note; `velocity` (1..127) sets its peak level. A note already sounding restarts. */
  noteOn(note: number, velocity = 100): void {
    const { context } = this;
    const time = context.currentTime;
    // The same note sounding, or released but still held for the shortest note, makes way at once.
    for (const voice of [this.voices.get(note), ...this.releasing]) {
      if (voice?.note === note && (voice.releasedAt ?? Infinity) > time) this.release(voice, time);
    }
    const oscillator = context.createOscillator();
    oscillator.type = this.settings.waveform;
    oscillator.frequency.value = noteToFrequency(note);
    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = this.settings.cutoff;
    filter.Q.value = this.settings.resonance;
    const amp = context.createGain();
    const peak = Math.min(Math.max(velocity, 0), 127) / 127;
    const envelope = { ...this.settings.envelope };
    scheduleAttack(amp.gain, time, peak, envelope);
    oscillator.connect(filter);
    filter.connect(amp);
    amp.connect(this.output);
    oscillator.start(time);
    this.voices.set(note, { note, started: time, peak, envelope, oscillator, filter, amp });
  }

  /**
   * Releases a note: it fades over the release time, then its nodes are stopped and disconnected. A note released
   * sooner than SHORTEST_NOTE after it started fades from then.
   */
  noteOff(note: number): void {
    const voice = this.voices.get(note);
    if (voice) this.release(voice, Math.max(this.context.currentTime, voice.started + SHORTEST_NOTE));
  }

  /** Fades `voice` out from `from` (again, sooner, if it was released already). */
  private release(voice: Voice, from: number): void {
    if (this.voices.get(voice.note) === voice) this.voices.delete(voice.note);
    this.releasing.add(voice);
    voice.releasedAt = from;
    // The level follows the envelope the note started with; the release is the one set now.
    const levelThen = envelopeLevel(from, voice.started, voice.peak, voice.envelope);
    const end = scheduleRelease(voice.amp.gain, from, this.settings.envelope, levelThen);
    voice.oscillator.onended = () => {
      this.releasing.delete(voice);
      voice.amp.disconnect();
    };
    voice.oscillator.stop(end);
  }

  /** Changes settings; filter and waveform changes reach the notes already sounding. */
  update(settings: Partial<SynthSettings>): void {
    this.settings = { ...this.settings, ...settings };
    const time = this.context.currentTime;
    for (const { oscillator, filter } of this.voices.values()) {
      if (settings.waveform) oscillator.type = settings.waveform;
      if (settings.cutoff !== undefined) filter.frequency.setTargetAtTime(settings.cutoff, time, SMOOTHING);
      if (settings.resonance !== undefined) filter.Q.setTargetAtTime(settings.resonance, time, SMOOTHING);
    }
  }

  /** Sets the output level (a gain factor, 1 = unchanged). */
  setVolume(gain: number): void {
    this.output.gain.setTargetAtTime(gain, this.context.currentTime, SMOOTHING);
  }

  /** Stops every note at once, held or fading, without a release. */
  silence(): void {
    for (const voice of [...this.voices.values(), ...this.releasing]) {
      voice.oscillator.onended = null;
      voice.oscillator.stop();
      voice.amp.disconnect();
    }
    this.voices.clear();
    this.releasing.clear();
  }
}
