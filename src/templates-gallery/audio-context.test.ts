// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAudioContext } from './audio-context';

class FakeContext {
  static made: FakeContext[] = [];
  /** Whether the browser lets audio start yet: after a gesture, not on a touch's pointerdown. */
  static allowed = true;
  state: AudioContextState = 'suspended';
  resume = vi.fn(async () => {
    if (FakeContext.allowed) this.state = 'running';
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
  FakeContext.allowed = true;
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

  it('resumes a context made too early for the browser at the next gesture, a touch’s end', async () => {
    const { result, unmount } = renderHook(() => useAudioContext());
    // A phone's first tap on a key: the note starts on pointerdown, before the browser lets audio start.
    FakeContext.allowed = false;
    await act(async () => void result.current.start());
    const context = FakeContext.made[0];
    expect(context?.state).toBe('suspended');
    FakeContext.allowed = true;
    await act(async () => void window.dispatchEvent(new Event('pointerup')));
    expect(context?.resume).toHaveBeenCalledTimes(2);
    expect(context?.state).toBe('running');
    // Once it runs, gestures leave it alone.
    await act(async () => void window.dispatchEvent(new Event('touchend')));
    await act(async () => void window.dispatchEvent(new Event('click')));
    expect(context?.resume).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('does not resume at a gesture a context that was stopped, or whose component is gone', async () => {
    const { result, unmount } = renderHook(() => useAudioContext());
    FakeContext.allowed = false;
    await act(async () => void result.current.start());
    const context = FakeContext.made[0];
    await act(async () => result.current.stop());
    FakeContext.allowed = true;
    await act(async () => void window.dispatchEvent(new KeyboardEvent('keydown')));
    expect(context?.resume).toHaveBeenCalledTimes(1);
    expect(context?.state).toBe('suspended');

    FakeContext.allowed = false;
    await act(async () => void result.current.start());
    unmount();
    FakeContext.allowed = true;
    await act(async () => void window.dispatchEvent(new Event('pointerup')));
    expect(context?.resume).toHaveBeenCalledTimes(2);
  });
});
