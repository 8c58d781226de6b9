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

/**
 * The events after which a browser lets a page start audio. A touch's `pointerdown`, where a piano starts its note,
 * is not one of them: only the touch's end is.
 */
const GESTURES = ['pointerup', 'touchend', 'click', 'keydown'] as const;

/**
 * Resumes `audio` at the next gesture (see GESTURES) while `wanted()`, until it runs; returns what stops listening.
 * A phone's first tap on a piano key makes the context on `pointerdown`, too early for the browser to let it start,
 * and nothing would resume it before the next note.
 */
function resumeAtNextGesture(audio: AudioContext, wanted: () => boolean): () => void {
  const retry = () => {
    if (!wanted() || audio.state !== 'suspended') {
      stopListening();
      return;
    }
    audio.resume().catch(() => undefined);
  };
  const stopListening = () => {
    for (const type of GESTURES) window.removeEventListener(type, retry, true);
  };
  for (const type of GESTURES) window.addEventListener(type, retry, true);
  return stopListening;
}

/** One AudioContext per component, created on the first `start()` and closed on unmount. */
export function useAudioContext(): AudioSwitch {
  const context = useRef<AudioContext | null>(null);
  const runningRef = useRef(false);
  const [running, setRunning] = useState(false);
  const stopRetrying = useRef<(() => void) | null>(null);

  const start = useCallback(() => {
    const audio = (context.current ??= new AudioContext());
    if (audio.state !== 'running') {
      audio.resume().catch(() => undefined);
      stopRetrying.current?.();
      stopRetrying.current = resumeAtNextGesture(audio, () => runningRef.current);
    }
    runningRef.current = true;
    setRunning(true);
    return audio;
  }, []);

  const stop = useCallback(() => {
    runningRef.current = false;
    setRunning(false);
    void context.current?.suspend();
  }, []);

  const current = useCallback(() => (runningRef.current ? context.current : null), []);

  useEffect(
    () => () => {
      stopRetrying.current?.();
      void context.current?.close();
      context.current = null;
    },
    [],
  );

  return { running, start, stop, current };
}
