import { isBlackKey } from '@vibrato-ui/functions';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ForwardedRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useEventListener } from '../hooks/useEventListener.js';
import { hasCommandModifier } from '../internal/value.js';
import type { KeyMethods } from './Key.js';
import {
  checkVelocity,
  getNoteRangeArray,
  SHORTCUTS,
  shortcutText,
  type KeyboardShortcuts,
} from './notes.js';
import { useHeldNotes } from './useHeldNotes.js';

/** The shape of {@link PianoMethods}, kept here so the hook does not depend on the component file. */
export interface PianoHandle {
  focus: () => void;
  releaseAll: () => void;
  readonly element: HTMLDivElement | null;
}

export interface PianoOptions {
  from?: number;
  to?: number;
  velocity?: number;
  shortcuts?: KeyboardShortcuts | false;
  shortcutBase?: number;
  disabled?: boolean;
  onNoteOn?: (note: number, velocity: number) => void;
  onNoteOff?: (note: number, velocity: number) => void;
}

/** The note of the key element an event happened on, or `null` outside the keys. */
function noteOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const key = target.closest<HTMLElement>('[data-note]');
  return key ? Number(key.dataset.note) : null;
}

const NO_SHORTCUTS: KeyboardShortcuts = {};
const POINTER = 'pointer:';
const CODE = 'code:';
const CLICK = 'click:';
/** How long a note sounds when its key is pressed by a click alone (see `onClick`). */
export const CLICK_NOTE_MS = 300;
/** A click this soon after Enter or Space on a key is that key press's own, already played. */
const KEY_CLICK_MS = 1000;

/**
 * The piano's behaviour: its keys (with the white-key index that places each black key), the notes held by
 * pointers and computer keys, glissando (a pressed pointer moving onto another key releases the old note
 * and plays the new one), shortcuts, roving focus with the arrow keys, and the ref's methods.
 */
export function usePiano(options: PianoOptions, forwardedRef: ForwardedRef<PianoHandle>) {
  const { from = 48, to = 72, velocity = 100, disabled = false } = options;
  const shortcuts = options.shortcuts === false ? NO_SHORTCUTS : (options.shortcuts ?? SHORTCUTS);
  // Shortcut offset 0 plays the first C of the range unless told otherwise; a range without a C (less than an
  // octave) counts from the C below it, so that each key keeps its place on the QWERTY layout.
  const firstC = from + ((12 - (from % 12)) % 12);
  const shortcutBase = options.shortcutBase ?? (firstC <= to ? firstC : from - (from % 12));

  checkVelocity(velocity, 'Piano');
  const notes = useMemo(() => getNoteRangeArray(from, to), [from, to]);
  const keys = useMemo(() => {
    let whiteIndex = 0;
    const shortcutOf = new Map<number, string>();
    Object.entries(shortcuts).forEach(([code, offset]) =>
      shortcutOf.set(shortcutBase + offset, shortcutText(code)),
    );
    return notes.map((note) => {
      const black = isBlackKey(note);
      const key = { note, black, whiteIndex, shortcut: shortcutOf.get(note) };
      if (!black) whiteIndex += 1;
      return key;
    });
  }, [notes, shortcuts, shortcutBase]);
  const whiteCount = keys.filter((key) => !key.black).length;

  const { held, hold, release } = useHeldNotes({
    onNoteOn: options.onNoteOn,
    onNoteOff: options.onNoteOff,
    velocity,
  });

  const rootRef = useRef<HTMLDivElement>(null);
  const keyRefs = useRef(new Map<number, KeyMethods>());
  const [focusNote, setFocusNote] = useState(shortcutBase);
  // Keep the tab stop on a key that exists when the range changes (clamp() rejects a one-note range).
  const tabStop = Math.min(Math.max(focusNote, from), to);
  // Pointers that are down, whether or not they are over a key right now.
  const downPointers = useRef(new Set<number>());
  /** When Enter or Space last played a key (event time), and the timers ending notes played by a click. */
  const lastPlayKey = useRef(Number.NEGATIVE_INFINITY);
  const clickTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = clickTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const focusKey = useCallback((note: number) => {
    setFocusNote(note);
    keyRefs.current.get(note)?.focus();
  }, []);

  const releaseAll = useCallback(() => {
    downPointers.current.clear();
    release(() => true);
  }, [release]);

  useEffect(() => {
    if (disabled) releaseAll();
  }, [disabled, releaseAll]);

  // A pointer may be released anywhere on the page, not only over the piano.
  const onPointerEnd = (event: globalThis.PointerEvent) => {
    if (!downPointers.current.delete(event.pointerId)) return;
    release((source) => source === POINTER + event.pointerId);
  };
  useEventListener(() => window, 'pointerup', onPointerEnd);
  useEventListener(() => window, 'pointercancel', onPointerEnd);

  useImperativeHandle(
    forwardedRef,
    () => ({
      focus: () => keyRefs.current.get(tabStop)?.focus(),
      releaseAll,
      get element() {
        return rootRef.current;
      },
    }),
    [tabStop, releaseAll],
  );

  const rootHandlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      const note = noteOf(event.target);
      if (disabled || note === null || event.button !== 0) return;
      // Touch and pen capture the pointer on the first key; release it so that sliding reaches the others.
      if (event.target instanceof Element && event.target.hasPointerCapture?.(event.pointerId)) {
        event.target.releasePointerCapture(event.pointerId);
      }
      downPointers.current.add(event.pointerId);
      setFocusNote(note);
      // Focus the pressed key even where a click does not focus buttons (Safari), so shortcuts play next.
      keyRefs.current.get(note)?.focus();
      hold(POINTER + event.pointerId, note);
    },
    onPointerOver: (event: PointerEvent<HTMLDivElement>) => {
      const note = noteOf(event.target);
      if (disabled || note === null || !downPointers.current.has(event.pointerId)) return;
      hold(POINTER + event.pointerId, note);
    },
    onPointerLeave: (event: PointerEvent<HTMLDivElement>) => {
      // Sliding off the keyboard ends the note; sliding back on while still pressed plays again.
      release((source) => source === POINTER + event.pointerId);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const note = noteOf(event.target);
      // Alt, Ctrl and Meta presses stay the browser's (moves, playing keys and shortcuts alike).
      if (disabled || note === null || hasCommandModifier(event)) return;
      const index = notes.indexOf(note);
      const move: Record<string, number | undefined> = {
        ArrowLeft: notes[index - 1],
        ArrowDown: notes[index - 1],
        ArrowRight: notes[index + 1],
        ArrowUp: notes[index + 1],
        Home: notes[0],
        End: notes[notes.length - 1],
      };
      if (event.key in move) {
        event.preventDefault();
        const target = move[event.key];
        if (target !== undefined) focusKey(target);
        return;
      }
      if (event.key === 'Enter' || event.key === ' ') {
        // Play on key down, stop on key up, instead of the button's click.
        event.preventDefault();
        lastPlayKey.current = event.timeStamp;
        if (!event.repeat) hold(CODE + event.code, note);
        return;
      }
      const offset = shortcuts[event.code];
      if (offset === undefined) return;
      event.preventDefault();
      const played = shortcutBase + offset;
      if (!event.repeat && played >= from && played <= to) hold(CODE + event.code, played);
    },
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      // A screen reader's activation, voice control and switch access press a button with a click alone: no
      // pointer or key before it (`detail` 0). The key then plays a short note, as a tap would.
      const note = noteOf(event.target);
      if (disabled || note === null || event.detail !== 0) return;
      if (event.timeStamp - lastPlayKey.current < KEY_CLICK_MS) return;
      const source = `${CLICK}${note}:${event.timeStamp}`;
      hold(source, note);
      const timer = setTimeout(() => {
        clickTimers.current.delete(timer);
        release((held) => held === source);
      }, CLICK_NOTE_MS);
      clickTimers.current.add(timer);
    },
    onKeyUp: (event: KeyboardEvent<HTMLDivElement>) => {
      release((source) => source === CODE + event.code);
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      // Key-up events are lost once focus leaves the piano, so the notes they would end are ended now.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      release((source) => source.startsWith(CODE));
    },
  };

  // One stable ref callback per note, so React does not detach and reattach every key on each render.
  const keyRefCallbacks = useRef(new Map<number, (methods: KeyMethods | null) => void>());
  const keyRef = useCallback((note: number) => {
    let callback = keyRefCallbacks.current.get(note);
    if (!callback) {
      callback = (methods: KeyMethods | null) => {
        if (methods) keyRefs.current.set(note, methods);
        else keyRefs.current.delete(note);
      };
      keyRefCallbacks.current.set(note, callback);
    }
    return callback;
  }, []);

  return { keys, whiteCount, held, tabStop, rootRef, keyRef, rootHandlers };
}
