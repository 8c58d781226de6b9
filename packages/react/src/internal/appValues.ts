/**
 * Tells, at each move of a drag, whether the app has set the control's value since the drag gave it (a
 * controlled value set from elsewhere, or the ref's `setValue`), so that the drag goes on from that value.
 *
 * The app's answer to the drag's own `onChange` is not such a value: a controlled parent renders the control
 * again with what it keeps of the reported value, which may be its own rounding of it
 * (`onChange={(v) => setGain(Math.round(v * 10) / 10)}`). Going on from a rounded value at every move would throw
 * away every move too small to change the rounding, so a slow drag would never move; the drag goes on from its
 * own position instead, and the parent rounds each value it reports, as an `input` listener of a web component
 * would. The answer is the value of the first render after a move that changed the value, before the next move.
 */
export interface AppValues<T> {
  /** At the drag's start: the value the drag begins with. */
  start(value: T): void;
  /** After each move: the value the drag has just given, and whether the move changed it (`onChange` was called). */
  gave(value: T, changed: boolean): void;
  /** At every render of the control, with the value it renders. */
  rendered(value: T): void;
  /** At a move, before it is applied: whether `now` is a value the app set that the drag should go on from. */
  setByApp(now: T): boolean;
}

/** An {@link AppValues} for one drag at a time; `same` compares two values (pairs, for the XY pad). */
export function appValues<T>(same: (a: T, b: T) => boolean = Object.is): AppValues<T> {
  let given: { value: T } | null = null;
  let answering = false;
  return {
    start(value) {
      given = { value };
      answering = false;
    },
    gave(value, changed) {
      given = { value };
      answering = changed;
    },
    rendered(value) {
      if (!answering) return;
      given = { value };
      answering = false;
    },
    setByApp(now) {
      // An answer that has not come by the next move (the parent kept its state as it was) is not waited for.
      answering = false;
      return given !== null && !same(now, given.value);
    },
  };
}
