import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which notes are held, and by what: each source (a pointer, a computer key) holds at most one note, and
 * several sources may hold the same note. `onNoteOn` fires when a note goes from no holder to one, and
 * `onNoteOff` when its last holder lets go, so overlapping pointer and keyboard presses never retrigger
 * or cut a note. Held notes are released on unmount so that no note is left hanging.
 */
export function useHeldNotes(callbacks: {
  onNoteOn?: (note: number, velocity: number) => void;
  onNoteOff?: (note: number, velocity: number) => void;
  velocity: number;
}) {
  const holders = useRef(new Map<string, number>());
  const [held, setHeld] = useState<ReadonlySet<number>>(() => new Set());
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  const publish = useCallback(() => setHeld(new Set(holders.current.values())), []);

  /** Lets `source` hold `note` instead of whatever it held before (the glissando move). */
  const hold = useCallback(
    (source: string, note: number) => {
      const previous = holders.current.get(source);
      if (previous === note) return;
      holders.current.delete(source);
      if (previous !== undefined && !isHeld(holders.current, previous))
        callbacksRef.current.onNoteOff?.(previous, 0);
      const sounding = isHeld(holders.current, note);
      holders.current.set(source, note);
      if (!sounding) callbacksRef.current.onNoteOn?.(note, callbacksRef.current.velocity);
      publish();
    },
    [publish],
  );

  /** Releases every source whose name passes `match` (one source, all pointers, all computer keys …). */
  const release = useCallback(
    (match: (source: string) => boolean) => {
      const released: number[] = [];
      holders.current.forEach((note, source) => {
        if (!match(source)) return;
        holders.current.delete(source);
        released.push(note);
      });
      if (released.length === 0) return;
      new Set(released).forEach((note) => {
        if (!isHeld(holders.current, note)) callbacksRef.current.onNoteOff?.(note, 0);
      });
      publish();
    },
    [publish],
  );

  useEffect(() => {
    const current = holders.current;
    return () => {
      new Set(current.values()).forEach((note) => callbacksRef.current.onNoteOff?.(note, 0));
      current.clear();
    };
  }, []);

  return { held, hold, release };
}

function isHeld(holders: ReadonlyMap<string, number>, note: number): boolean {
  for (const held of holders.values()) if (held === note) return true;
  return false;
}
