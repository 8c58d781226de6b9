import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An AudioContext that exists only once the user asks for sound: browsers keep audio silent until a click or a
 * key press, so `start()` must run inside such a gesture (a click handler, a piano's `onNoteOn`).
 */
export interface AudioSwitch {
  /** True between `start()` and `stop()`. */
  running: boolean;
  /** Creates the context on the first call, resumes it on later ones, and returns it. */
  start: () => AudioContext;
  /** Suspends the context: everything it plays goes quiet at once. */
  stop: () => void;
  /** The context while running, else `null` (for sounds that must not start it, like incoming MIDI). */
  current: () => AudioContext | null;
}

/** One AudioContext per component, created on the first `start()` and closed on unmount. */
export function useAudioContext(): AudioSwitch {
  const context = useRef<AudioContext | null>(null);
  const runningRef = useRef(false);
  const [running, setRunning] = useState(false);

  const start = useCallback(() => {
    context.current ??= new AudioContext();
    if (context.current.state !== 'running') void context.current.resume();
    runningRef.current = true;
    setRunning(true);
    return context.current;
  }, []);

  const stop = useCallback(() => {
    runningRef.current = false;
    setRunning(false);
    void context.current?.suspend();
  }, []);

  const current = useCallback(() => (runningRef.current ? context.current : null), []);

  useEffect(
    () => () => {
      void context.current?.close();
      context.current = null;
    },
    [],
  );

  return { running, start, stop, current };
}
