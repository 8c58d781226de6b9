import { describe, expect, it } from 'vitest';
import { fakeContext, FakeParam } from '../fake-audio-context';
import { scheduleAttack, scheduleRelease, SHORTEST_NOTE, Synth, type SynthSettings } from './synth';

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
    expect(scheduleRelease(level as unknown as AudioParam, 3, SETTINGS.envelope)).toBeCloseTo(3.4);
    expect(level.events).toEqual([
      ['cancelAndHoldAtTime', 3],
      ['linearRampToValueAtTime', 0, 3.4],
    ]);
  });

  it('pins the current level where cancelAndHoldAtTime is missing (Firefox)', () => {
    const level = new FakeParam(0.5) as Partial<FakeParam>;
    level.cancelAndHoldAtTime = undefined;
    scheduleRelease(level as unknown as AudioParam, 1, SETTINGS.envelope);
    expect(level.events).toEqual([
      ['cancelScheduledValues', 1],
      ['setValueAtTime', 0.5, 1],
      ['linearRampToValueAtTime', 0, 1.4],
    ]);
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

  it('restarts a note that is played again instead of stacking voices', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.noteOn(60);
    synth.noteOn(60);
    expect(fake.oscillators).toHaveLength(2);
    expect(fake.oscillators[0]?.stopped).not.toBeNull();
    expect(synth.notes).toEqual([60]);
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

  it('sets the volume on the output and silences every note at once', () => {
    const { fake, context } = fakeContext();
    const synth = new Synth(context, SETTINGS);
    synth.setVolume(0.25);
    expect(fake.gains[0]?.gain.events).toEqual([['setTargetAtTime', 0.25, 0, 0.015]]);
    synth.noteOn(60);
    synth.noteOn(64);
    synth.silence();
    expect(fake.oscillators.map((oscillator) => oscillator.stopped)).toEqual([0, 0]);
    expect(synth.notes).toEqual([]);
  });

  it('does nothing for a note that is not sounding', () => {
    const { context } = fakeContext();
    expect(() => new Synth(context, SETTINGS).noteOff(61)).not.toThrow();
  });
});
