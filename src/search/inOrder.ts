/**
 * Wraps an async function so that its answers settle in the order it was called: a later call's answer waits
 * for every earlier one. DocSearch keeps the hits of the latest query, but sets the result count ("See all N
 * results") from whichever answer comes last; the local engine may answer a long query before the short one
 * typed a moment earlier (which needs more of the index), and the count would then be the short query's.
 */
export function inOrder<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let previous: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const answer = call(...args);
    // A later call that fails while an earlier one is pending is handled: its failure reaches the caller in turn.
    answer.catch(() => undefined);
    const ordered = previous.then(
      () => answer,
      () => answer,
    );
    previous = ordered.catch(() => undefined);
    return ordered;
  };
}
