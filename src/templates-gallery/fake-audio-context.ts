/** A fake Web Audio graph for unit tests: nodes remember their connections and params their automation. */

export type Automation = [method: string, ...args: number[]];

export class FakeParam {
  readonly events: Automation[] = [];
  constructor(public value = 0) {}
  setValueAtTime(value: number, time: number) {
    this.events.push(['setValueAtTime', value, time]);
    this.value = value;
    return this;
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push(['linearRampToValueAtTime', value, time]);
    return this;
  }
  setTargetAtTime(value: number, time: number, constant: number) {
    this.events.push(['setTargetAtTime', value, time, constant]);
    return this;
  }
  cancelScheduledValues(time: number) {
    this.events.push(['cancelScheduledValues', time]);
    return this;
  }
  cancelAndHoldAtTime(time: number) {
    this.events.push(['cancelAndHoldAtTime', time]);
    return this;
  }
}

export class FakeNode {
  readonly outputs: FakeNode[] = [];
  disconnected = false;
  constructor(readonly kind: string) {}
  connect(target: FakeNode) {
    this.outputs.push(target);
    return target;
  }
  disconnect() {
    this.disconnected = true;
    this.outputs.length = 0;
  }
}

export class FakeSource extends FakeNode {
  started: number | null = null;
  stopped: number | null = null;
  onended: (() => void) | null = null;
  stop(time = 0) {
    this.stopped = time;
  }
  start(time = 0) {
    this.started = time;
  }
}

export class FakeOscillator extends FakeSource {
  type = 'sine';
  readonly frequency = new FakeParam(440);
  constructor() {
    super('oscillator');
  }
}

export class FakeBufferSource extends FakeSource {
  buffer: unknown = null;
  loop = false;
  constructor() {
    super('bufferSource');
  }
}

export class FakeFilter extends FakeNode {
  type = 'lowpass';
  readonly frequency = new FakeParam(350);
  readonly Q = new FakeParam(1);
  constructor() {
    super('filter');
  }
}

export class FakeGain extends FakeNode {
  readonly gain = new FakeParam(1);
  constructor() {
    super('gain');
  }
}

/** The factory methods of an AudioContext, recording every node it makes. */
export class FakeAudioContext {
  currentTime = 0;
  readonly sampleRate = 1000;
  readonly destination = new FakeNode('destination');
  readonly oscillators: FakeOscillator[] = [];
  readonly sources: FakeBufferSource[] = [];
  readonly filters: FakeFilter[] = [];
  readonly gains: FakeGain[] = [];
  createOscillator() {
    return this.remember(this.oscillators, new FakeOscillator());
  }
  createBufferSource() {
    return this.remember(this.sources, new FakeBufferSource());
  }
  createBiquadFilter() {
    return this.remember(this.filters, new FakeFilter());
  }
  createGain() {
    return this.remember(this.gains, new FakeGain());
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    const data = Array.from({ length: channels }, () => new Float32Array(length));
    return {
      length,
      sampleRate,
      numberOfChannels: channels,
      getChannelData: (channel: number) => data[channel],
    };
  }
  private remember<T>(list: T[], node: T): T {
    list.push(node);
    return node;
  }
}

/** The fake, typed as the real thing for the code under test. */
export function fakeContext(): { fake: FakeAudioContext; context: BaseAudioContext } {
  const fake = new FakeAudioContext();
  return { fake, context: fake as unknown as BaseAudioContext };
}
