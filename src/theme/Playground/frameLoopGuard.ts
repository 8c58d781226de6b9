import { LOOP_ASYNC_ITERABLE, LOOP_GUARD, LOOP_ITERABLE, LOOP_LIMIT_MS, STEPS_PER_CHECK } from './loopLimits';

/** The name of the error the frame's guard throws: the frame reports the stop itself, not as the example's error. */
export const LOOP_STOPPED = 'LiveLoopStopped';

/**
 * The loop guard of an HTML example, as the source of a function `(scope, stopped) => void` that defines
 * `LOOP_GUARD`, `LOOP_ITERABLE` and `LOOP_ASYNC_ITERABLE` on `scope` (the frame's window) and calls `stopped` once
 * each time it stops a run. It works as createLoopGuard does on the page (see loopGuard.ts): the steps are counted
 * from the first one after the frame last had its thread back (a task, not a microtask, clears the count), and once
 * a run has looped for longer than LOOP_LIMIT_MS, every step throws until the thread is given back. It is text, not a
 * function of ours turned into text: the frame has none of the site's modules, and the site's build rewrites its
 * functions.
 */
export const FRAME_LOOP_GUARD = `(scope, stopped) => {
  let steps = 0;
  let since = 0;
  let stopping = false;
  const guard = () => {
    if (steps === 0) {
      since = performance.now();
      setTimeout(() => {
        steps = 0;
        stopping = false;
      }, 0);
    }
    steps += 1;
    if (!stopping && steps % ${STEPS_PER_CHECK} === 0 && performance.now() - since > ${LOOP_LIMIT_MS}) {
      stopping = true;
      stopped();
    }
    if (stopping) {
      const error = new Error('The loop ran for more than ${LOOP_LIMIT_MS / 1000} s without ending.');
      error.name = '${LOOP_STOPPED}';
      throw error;
    }
    return true;
  };
  scope.${LOOP_GUARD} = guard;
  const has = (values, symbol) => values !== null && values !== undefined && typeof values[symbol] === 'function';
  const guarded = function* (values) {
    for (const value of values) {
      guard();
      yield value;
    }
  };
  scope.${LOOP_ITERABLE} = (values, text) => {
    if (!has(values, Symbol.iterator)) {
      throw new TypeError(text + ' is not iterable');
    }
    return guarded(values);
  };
  const counted = (values) => ({
    [Symbol.asyncIterator]() {
      const iterator = values[Symbol.asyncIterator]();
      if (Object(iterator) !== iterator) {
        throw new TypeError('Result of the Symbol.asyncIterator method is not an object');
      }
      return {
        next() {
          try {
            guard();
          } catch (error) {
            try {
              Promise.resolve(iterator.return && iterator.return()).catch(() => undefined);
            } catch {}
            throw error;
          }
          return iterator.next();
        },
        return(value) {
          return iterator.return ? iterator.return(value) : Promise.resolve({ done: true, value });
        },
      };
    },
  });
  scope.${LOOP_ASYNC_ITERABLE} = (values, text) => {
    if (has(values, Symbol.asyncIterator)) return counted(values);
    if (has(values, Symbol.iterator)) return guarded(values);
    throw new TypeError(text + ' is not async iterable');
  };
}`;
