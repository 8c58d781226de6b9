// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAudioContext } from './audio-context';

class FakeContext {
  static made: FakeContext[] = [];
  state: AudioContextState = 'suspended';
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  suspend = vi.fn(async () => {
    this.state = 'suspended';
  });
  close = vi.fn(async () => {
    this.state = 'closed';
  });
  constructor() {
    FakeContext.made.push(this);
  }
}

beforeEach(() => {
  FakeContext.made = [];
  vi.stubGlobal('AudioContext', FakeContext);
});
afterEach(() => vi.unstubAllGlobals());

describe('useAudioContext', () => {
  it('makes no AudioContext until start(), then one that it resumes', () => {
    const { result } = renderHook(() => useAudioContext());
    expect(FakeContext.made).toHaveLength(0);
    expect(result.current.current()).toBeNull();
    act(() => void result.current.start());
    expect(FakeContext.made).toHaveLength(1);
    expect(FakeContext.made[0]?.resume).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(true);
    expect(result.current.current()).toBe(FakeContext.made[0]);
  });

  it('suspends on stop(), resumes the same context on the next start() and closes it on unmount', async () => {
    const { result, unmount } = renderHook(() => useAudioContext());
    act(() => void result.current.start());
    await act(async () => result.current.stop());
    const context = FakeContext.made[0];
    expect(context?.suspend).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(false);
    expect(result.current.current()).toBeNull();
    act(() => void result.current.start());
    expect(FakeContext.made).toHaveLength(1);
    expect(context?.resume).toHaveBeenCalledTimes(2);
    unmount();
    expect(context?.close).toHaveBeenCalled();
  });
});
