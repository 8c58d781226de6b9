import { describe, expect, it } from 'vitest';
import { fakeContext } from '../fake-audio-context';
import { createNoiseBuffer, NoiseFilter } from './noise-filter';

describe('createNoiseBuffer', () => {
  it('fills the buffer with samples between -1 and 1', () => {
    const { context } = fakeContext();
    const values = [0, 0.5, 1];
    let index = 0;
    const buffer = createNoiseBuffer(context, 0.003, () => values[index++ % values.length] ?? 0);
    expect([...buffer.getChannelData(0)]).toEqual([-1, 0, 1]);
  });
});

describe('NoiseFilter', () => {
  const settings = { type: 'bandpass', cutoff: 800, resonance: 5 } as const;

  it('connects looped noise → filter → gain → destination only when started', () => {
    const { fake, context } = fakeContext();
    const pad = new NoiseFilter(context, settings);
    expect(fake.sources).toHaveLength(0);
    expect(pad.playing).toBe(false);
    pad.start();
    const [source] = fake.sources;
    const [filter] = fake.filters;
    const [gain] = fake.gains;
    expect(source).toMatchObject({ loop: true, started: 0 });
    expect(source?.outputs).toEqual([filter]);
    expect(filter).toMatchObject({ type: 'bandpass' });
    expect(filter?.frequency.value).toBe(800);
    expect(filter?.Q.value).toBe(5);
    expect(filter?.outputs).toEqual([gain]);
    expect(gain?.outputs).toEqual([fake.destination]);
    expect(pad.playing).toBe(true);
  });

  it('stops and disconnects the noise, and starts a fresh source next time', () => {
    const { fake, context } = fakeContext();
    const pad = new NoiseFilter(context, settings);
    pad.start();
    pad.start();
    expect(fake.sources).toHaveLength(1);
    pad.stop();
    expect(fake.sources[0]).toMatchObject({ stopped: 0, disconnected: true });
    expect(pad.playing).toBe(false);
    pad.start();
    expect(fake.sources).toHaveLength(2);
  });

  it('moves the filter smoothly', () => {
    const { fake, context } = fakeContext();
    const pad = new NoiseFilter(context, settings);
    fake.currentTime = 5;
    pad.update({ cutoff: 3000, resonance: 12, type: 'highpass' });
    expect(fake.filters[0]?.frequency.events).toEqual([['setTargetAtTime', 3000, 5, 0.02]]);
    expect(fake.filters[0]?.Q.events).toEqual([['setTargetAtTime', 12, 5, 0.02]]);
    expect(fake.filters[0]?.type).toBe('highpass');
  });
});
