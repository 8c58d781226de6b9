/**
 * For tests of work that React should split into slices: a count of the turns timers had while it ran, and a
 * component's busy wait. Rendered in one task, every part of the work reads the same count.
 */
export function countTurns(): { read(): number; stop(): void } {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns += 1;
    if (ticking) setTimeout(tick, 0);
  };
  tick();
  return {
    read: () => turns,
    stop: () => {
      ticking = false;
    },
  };
}

/** Keeps the thread busy for `ms` milliseconds, as a heavy component's render does. */
export function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Busy.
  }
}

/** Resolves in a task of its own, once the code running now has given the thread back (not in a microtask). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
