import { describe, expect, it } from 'vitest';
import { fakeContext, FakeParam } from '../fake-audio-context';
import {
  envelopeLevel,
  scheduleAttack,
  scheduleRelease,
  SHORTEST_NOTE,
  Synth,
  type SynthSettings,
} from './synth';

const SETTINGS: SynthSettings = {
  waveform: 'square',
  cutoff: 1200,
  resonance: 3,
  envelope: { attack: 0.1, decay: 0.2, sustain: 0.5, release: 0.4 },
};

describe('envelope scheduling', () => {
  it('ramps from silence to the peak over the attack, then to the sustain level over the decay', () => {
    const level = new FakeParam(0.3);
    scheduleAttack(level as unknown as AudioParam, 2, 0.8, SETTINGS.envelope);
    expect(level.events).toEqual([
      ['cancelScheduledValues', 2],
      ['setValueAtTime', 0, 2],
      ['linearRampToValueAtTime', 0.8, 2.1],
      ['linearRampToValueAtTime', 0.4, expect.closeTo(2.3)],
    ]);
  });

  it('holds the current level and ramps to silence over the release, returning when it is silent', () => {
    const level = new FakeParam(0.5);
    expect(scheduleRelease(level as unknown as AudioParam, 3, SETTINGS.envelope, 0.5)).toBeCloseTo(3.4);
    expect(level.events).toEqual([
      ['cancelAndHoldAtTime', 3],
      ['linearRampToValueAtTime', 0, 3.4],
    ]);
  });

  it('where cancelAndHoldAtTime is missing (Firefox), goes on to the level the envelope has at the release', () => {
    const level = new FakeParam(0) as Partial<FakeParam>;
    level.cancelAndHoldAtTime = undefined;
    // A release set later than now: the param's present value (0) is not the level then (0.25).
    scheduleRelease(level as unknown as AudioParam, 1, SETTINGS.envelope, 0.25);
    expect(level.events).toEqual([
      ['cancelScheduledValues', 1],
      ['linearRampToValueAtTime', 0.25, 1],
      ['linearRampToValueAtTime', 0, 1.4],
    ]);
  });

  it('knows the level an envelope has reached: up over the attack, down over the decay, then the sustain level', () => {
    const { envelope } = SETTINGS; // attack 0.1, decay 0.2, sustain 0.5
    expect(envelopeLevel(2, 2, 0.8, envelope)).toBe(0);
    expect(envelopeLevel(2.05, 2, 0.8, envelope)).toBeCloseTo(0.4);
    expect(envelopeLevel(2.1, 2, 0.8, envelope)).toBeCloseTo(0.8);
    expect(envelopeLevel(2.2, 2, 0.8, envelope)).toBeCloseTo(0.6);
    expect(envelopeLevel(2.3, 2, 0.8, envelope)).toBeCloseTo(0.4);
    expect(envelopeLevel(9, 2, 0.8, envelope)).toBeCloseTo(0.4);
    expect(envelopeLevel(1, 2, 0.8, { attack: 0, decay: 0, sustain: 0.5, release: 0.1 })).toBe(0);
    expect(envelopeLevel(2, 1, 0.8, { attack: 0, decay: 0, sustain: 0.5, release: 0.1 })).toBeCloseTo(0.4);
  });
});

describe('Synth', () => {
  it('plays each note through oscillator → low-pass filter → envelope gain → output → destination', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    fake.currentTime = 1;
    synth.noteOn(69, 127);
    const [oscillator] = fake.oscillators;
    const [filter] = fake.filters;
    const [output, amp] = fake.gains;
    expect(oscillator).toMatchObject({ type: 'square', started: 1 });
    expect(oscillator?.frequency.value).toBe(440);
    expect(filter).toMatchObject({ type: 'lowpass' });
    expect(filter?.frequency.value).toBe(1200);
    expect(filter?.Q.value).toBe(3);
    expect(oscillator?.outputs).toEqual([filter]);
    expect(filter?.outputs).toEqual([amp]);
    expect(amp?.outputs).toEqual([output]);
    expect(output?.outputs).toEqual([fake.destination]);
    expect(amp?.gain.events).toContainEqual(['linearRampToValueAtTime', 1, 1.1]);
    expect(synth.notes).toEqual([69]);
  });

  it('releases a note over the release time and stops its oscillator when silent', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.noteOn(60);
    fake.currentTime = 2;
    synth.noteOff(60);
    const oscillator = fake.oscillators[0];
    expect(oscillator?.stopped).toBeCloseTo(2.4);
    expect(synth.notes).toEqual([]);
    oscillator?.onended?.();
    expect(fake.gains[1]?.disconnected).toBe(true);
  });

  it('sounds a note released at the instant it started (a first tap, while the context is suspended) for the shortest note', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    fake.currentTime = 0.5;
    synth.noteOn(60);
    synth.noteOff(60);
    const amp = fake.gains[1];
    expect(amp?.gain.events).toContainEqual(['cancelAndHoldAtTime', 0.5 + SHORTEST_NOTE]);
    expect(amp?.gain.events).toContainEqual([
      'linearRampToValueAtTime',
      0,
      expect.closeTo(0.9 + SHORTEST_NOTE),
    ]);
    expect(fake.oscillators[0]?.stopped).toBeCloseTo(0.9 + SHORTEST_NOTE);
    // A note held longer is released when the key is.
    fake.currentTime = 1;
    synth.noteOn(62);
    fake.currentTime = 1 + SHORTEST_NOTE * 2;
    synth.noteOff(62);
    expect(fake.oscillators[1]?.stopped).toBeCloseTo(1.4 + SHORTEST_NOTE * 2);
  });

  it('restarts a note that is played again instead of stacking voices: the first fades from then', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.noteOn(60);
    synth.noteOn(60);
    expect(fake.oscillators).toHaveLength(2);
    // Released at once, not held for the shortest note beside its successor.
    expect(fake.gains[1]?.gain.events).toContainEqual(['cancelAndHoldAtTime', 0]);
    expect(fake.oscillators[0]?.stopped).toBeCloseTo(0.4);
    expect(synth.notes).toEqual([60]);
  });

  it('ends a tap still held for the shortest note when the same note is played again', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.noteOn(60);
    synth.noteOff(60);
    fake.currentTime = 0.01;
    synth.noteOn(60);
    expect(fake.gains[1]?.gain.events).toContainEqual(['cancelAndHoldAtTime', 0.01]);
    expect(fake.oscillators[0]?.stopped).toBeCloseTo(0.41);
    // Another note's tap is left to sound its shortest note.
    synth.noteOn(64);
    synth.noteOff(64);
    synth.noteOn(67);
    expect(fake.oscillators[2]?.stopped).toBeCloseTo(0.01 + SHORTEST_NOTE + 0.4);
  });

  it('releases from the envelope the note started with, over the release time set now', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.noteOn(60, 127);
    synth.update({ envelope: { attack: 1, decay: 1, sustain: 1, release: 2 } });
    fake.currentTime = 0.05;
    const gain = fake.gains[1]?.gain;
    if (!gain) throw new Error('no voice');
    (gain as Partial<FakeParam>).cancelAndHoldAtTime = undefined;
    synth.noteOff(60);
    // Half-way up its 0.1 s attack, whatever the attack set since.
    expect(gain.events.slice(-2)).toEqual([
      ['linearRampToValueAtTime', expect.closeTo(0.5), 0.05],
      ['linearRampToValueAtTime', 0, 2.05],
    ]);
  });

  it('moves the filter of sounding notes smoothly and uses new settings for the next notes', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.noteOn(60);
    synth.update({ cutoff: 400, resonance: 8, waveform: 'sine' });
    expect(fake.filters[0]?.frequency.events).toEqual([['setTargetAtTime', 400, 0, 0.015]]);
    expect(fake.filters[0]?.Q.events).toEqual([['setTargetAtTime', 8, 0, 0.015]]);
    expect(fake.oscillators[0]?.type).toBe('sine');
    synth.noteOn(64);
    expect(fake.filters[1]?.frequency.value).toBe(400);
  });

  it('sets the volume on the output and silences every note at once, fading ones too', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.setVolume(0.25);
    expect(fake.gains[0]?.gain.events).toEqual([['setTargetAtTime', 0.25, 0, 0.015]]);
    synth.noteOn(60);
    synth.noteOn(64);
    synth.noteOn(67);
    synth.noteOff(67);
    synth.silence();
    expect(fake.oscillators.map((oscillator) => oscillator.stopped)).toEqual([0, 0, 0]);
    expect(fake.gains.slice(1).map((gain) => gain.disconnected)).toEqual([true, true, true]);
    expect(synth.notes).toEqual([]);
  });

  it('does nothing for a note that is not sounding', () => {
    const { context } = fakeContext();
    expect(() => new Synth(context, SETTINGS).noteOff(61)).not.toThrow();
  });
});
