/** The Web Audio factory methods the pad uses: any AudioContext (or OfflineAudioContext) has them. */
export type AudioFactory = Pick<
  BaseAudioContext,
  | 'currentTime'
  | 'sampleRate'
  | 'destination'
  | 'createBuffer'
  | 'createBufferSource'
  | 'createBiquadFilter'
  | 'createGain'
>;

/** How fast pad moves reach the filter: short enough to follow a drag, long enough not to click. */
const SMOOTHING = 0.02;

/** A looped buffer of white noise; `random` is injectable so tests get the same samples every time. */
export function createNoiseBuffer(context: AudioFactory, seconds = 2, random = Math.random): AudioBuffer {
  const length = Math.round(context.sampleRate * seconds);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let index = 0; index < length; index += 1) samples[index] = random() * 2 - 1;
  return buffer;
}

export interface FilterSettings {
  type: BiquadFilterType;
  /** Cutoff (or centre) frequency in Hz. */
  cutoff: number;
  /** Resonance (Q). */
  resonance: number;
}

/**
 * Noise through a resonant filter: AudioBufferSourceNode (looped noise) → BiquadFilterNode → GainNode. The source
 * is made on `start()` and thrown away on `stop()` (a source node plays only once).
 */
export class NoiseFilter {
  readonly output: GainNode;
  private readonly filter: BiquadFilterNode;
  private readonly noise: AudioBuffer;
  private source: AudioBufferSourceNode | null = null;

  constructor(
    private readonly context: AudioFactory,
    settings: FilterSettings,
    destination: AudioNode = context.destination,
  ) {
    this.noise = createNoiseBuffer(context);
    this.filter = context.createBiquadFilter();
    this.filter.type = settings.type;
    this.filter.frequency.value = settings.cutoff;
    this.filter.Q.value = settings.resonance;
    this.output = context.createGain();
    this.output.gain.value = 0.25;
    this.filter.connect(this.output);
    this.output.connect(destination);
  }

  /** True while the noise plays. */
  get playing(): boolean {
    return this.source !== null;
  }

  /** Starts the noise (again); does nothing while it plays. */
  start(): void {
    if (this.source) return;
    const source = this.context.createBufferSource();
    source.buffer = this.noise;
    source.loop = true;
    source.connect(this.filter);
    source.start();
    this.source = source;
  }

  /** Stops the noise at once. */
  stop(): void {
    this.source?.stop();
    this.source?.disconnect();
    this.source = null;
  }

  /** Moves the filter, smoothly, to the new settings. */
  update(settings: Partial<FilterSettings>): void {
    const time = this.context.currentTime;
    if (settings.type) this.filter.type = settings.type;
    if (settings.cutoff !== undefined)
      this.filter.frequency.setTargetAtTime(settings.cutoff, time, SMOOTHING);
    if (settings.resonance !== undefined) this.filter.Q.setTargetAtTime(settings.resonance, time, SMOOTHING);
  }
}
