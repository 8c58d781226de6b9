import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_SUPPORTED, PERMISSION_DENIED, useMIDIAccess, useMIDIInput, useMIDIMessage } from '.';
import { asInput, FakeMIDIAccess, FakeMIDIInput } from '../../test/partb/fakeMidi.js';

function stubRequestMIDIAccess(implementation: ((options?: MIDIOptions) => Promise<MIDIAccess>) | undefined) {
  vi.stubGlobal('navigator', { ...navigator, requestMIDIAccess: implementation });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMIDIAccess', () => {
  it('gives the MIDIAccess once the browser grants it', async () => {
    const fake = new FakeMIDIAccess(new FakeMIDIInput('keys'));
    const requestMIDIAccess = vi.fn(() => Promise.resolve(fake.asAccess()));
    stubRequestMIDIAccess(requestMIDIAccess);
    const { result } = renderHook(() => useMIDIAccess());
    expect(result.current.access).toBeNull();
    await waitFor(() => expect(result.current.access).toBe(fake));
    expect(result.current.error).toBeNull();
    expect(requestMIDIAccess).toHaveBeenCalledTimes(1);
  });

  it('reports NOT_SUPPORTED when navigator.requestMIDIAccess does not exist', async () => {
    stubRequestMIDIAccess(undefined);
    const { result } = renderHook(() => useMIDIAccess());
    await waitFor(() => expect(result.current.error).toBe(NOT_SUPPORTED));
    expect(result.current.access).toBeNull();
  });

  it('reports PERMISSION_DENIED when the request is rejected, and can ask again', async () => {
    const fake = new FakeMIDIAccess();
    const requestMIDIAccess = vi
      .fn<(options?: MIDIOptions) => Promise<MIDIAccess>>()
      .mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'))
      .mockResolvedValueOnce(fake.asAccess());
    stubRequestMIDIAccess(requestMIDIAccess);
    const { result } = renderHook(() => useMIDIAccess());
    await waitFor(() => expect(result.current.error).toBe(PERMISSION_DENIED));

    let granted: MIDIAccess | null = null;
    await act(async () => {
      granted = await result.current.request();
    });
    expect(granted).toBe(fake);
    expect(result.current.access).toBe(fake);
    expect(result.current.error).toBeNull();
  });

  it('waits for request() when requestOnMount is false and passes the options on', async () => {
    const fake = new FakeMIDIAccess();
    const requestMIDIAccess = vi.fn((_options?: MIDIOptions) => Promise.resolve(fake.asAccess()));
    stubRequestMIDIAccess(requestMIDIAccess);
    const { result } = renderHook(() => useMIDIAccess(false, { sysex: true }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(requestMIDIAccess).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.request();
    });
    expect(requestMIDIAccess).toHaveBeenCalledWith({ sysex: true, software: undefined });
    expect(result.current.access).toBe(fake);
  });

  it('reports NOT_SUPPORTED at mount even when it waits for request(), with no request made', async () => {
    stubRequestMIDIAccess(undefined);
    const { result } = renderHook(() => useMIDIAccess(false));
    await waitFor(() => expect(result.current.error).toBe(NOT_SUPPORTED));
    expect(result.current.access).toBeNull();
  });

  it('leaves error null at mount when it waits for request() and the browser has Web MIDI', async () => {
    const requestMIDIAccess = vi.fn(() => Promise.resolve(new FakeMIDIAccess().asAccess()));
    stubRequestMIDIAccess(requestMIDIAccess);
    const { result } = renderHook(() => useMIDIAccess(false));
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.error).toBeNull();
    expect(requestMIDIAccess).not.toHaveBeenCalled();
  });

  it('re-renders when a device is plugged in', async () => {
    const fake = new FakeMIDIAccess();
    stubRequestMIDIAccess(() => Promise.resolve(fake.asAccess()));
    function Devices() {
      const { access } = useMIDIAccess();
      return <p>{access ? `${access.inputs.size} inputs` : 'waiting'}</p>;
    }
    render(<Devices />);
    await screen.findByText('0 inputs');
    act(() => fake.connect(new FakeMIDIInput('pads')));
    expect(screen.getByText('1 inputs')).toBeTruthy();
  });
});

describe('useMIDIMessage', () => {
  it('gives raw messages from every input of an access, including inputs connected later', () => {
    const keys = new FakeMIDIInput('keys');
    const fake = new FakeMIDIAccess(keys);
    const messages: number[][] = [];
    renderHook(() => useMIDIMessage(fake.asAccess(), (event) => messages.push([...(event.data ?? [])])));
    keys.play(0xb0, 7, 100);
    const pads = new FakeMIDIInput('pads');
    act(() => fake.connect(pads));
    pads.play(0xf8);
    expect(messages).toEqual([[0xb0, 7, 100], [0xf8]]);
    expect(keys.openCalls).toBe(1);
    expect(pads.openCalls).toBe(1);
  });

  it('listens to a single input and removes its listener on unmount', () => {
    const keys = new FakeMIDIInput('keys');
    const onMessage = vi.fn();
    const { unmount } = renderHook(() => useMIDIMessage(asInput(keys), onMessage));
    expect(keys.listenerCount).toBe(1);
    keys.play(0x90, 60, 10);
    expect(onMessage).toHaveBeenCalledTimes(1);
    unmount();
    expect(keys.listenerCount).toBe(0);
    keys.play(0x90, 60, 10);
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('listens to nothing without a source', () => {
    const onMessage = vi.fn();
    expect(() => renderHook(() => useMIDIMessage(null, onMessage))).not.toThrow();
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('useMIDIInput', () => {
  it('reports note on and note off with note, velocity and 1-based channel', () => {
    const keys = new FakeMIDIInput('keys');
    const onNoteOn = vi.fn();
    const onNoteOff = vi.fn();
    renderHook(() => useMIDIInput(asInput(keys), { onNoteOn, onNoteOff }));
    keys.play(0x90, 60, 100);
    keys.play(0x83, 60, 40);
    expect(onNoteOn).toHaveBeenCalledWith(60, 100, 1);
    expect(onNoteOff).toHaveBeenCalledWith(60, 40, 4);
  });

  it('treats a note on with velocity 0 as a note off', () => {
    const keys = new FakeMIDIInput('keys');
    const onNoteOn = vi.fn();
    const onNoteOff = vi.fn();
    renderHook(() => useMIDIInput(asInput(keys), { onNoteOn, onNoteOff }));
    keys.play(0x91, 64, 0);
    expect(onNoteOn).not.toHaveBeenCalled();
    expect(onNoteOff).toHaveBeenCalledWith(64, 0, 2);
  });

  it('ignores other messages and other channels when a channel is chosen', () => {
    const keys = new FakeMIDIInput('keys');
    const onNoteOn = vi.fn();
    renderHook(() => useMIDIInput(asInput(keys), { onNoteOn, channel: 10 }));
    keys.play(0xb9, 1, 64);
    keys.play(0x90, 36, 90);
    keys.play(0x99, 38, 90);
    expect(onNoteOn).toHaveBeenCalledTimes(1);
    expect(onNoteOn).toHaveBeenCalledWith(38, 90, 10);
  });
});
