import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Spinner delay of lazily loaded parts: quicker loads show nothing (no flash of a spinner). */
export const LAZY_SPINNER_DELAY_MS = 200;
export const LAZY_TIMEOUT_MS = 10_000;

/**
 * `loading` (first 200 ms: show nothing) → `pastDelay` (show a spinner) → `timedOut` (still waiting: offer a
 * retry) → `loaded`, or `error` (show the error and a retry) at any point.
 */
export type LazyStatus = 'loading' | 'pastDelay' | 'timedOut' | 'loaded' | 'error';

export interface LazyPart<T> {
  status: LazyStatus;
  /** The loaded value once `status` is `loaded`. */
  value: T | undefined;
  error: unknown;
  /** Starts a new attempt (a failed chunk is fetched again). */
  retry: () => void;
}

export interface LazyPartOptions {
  delay?: number;
  timeout?: number;
}

/**
 * Loads something on demand (usually `() => import('./Part')`) and reports the loader states; answers of a
 * superseded attempt are ignored.
 */
export function useLazyPart<T>(
  load: () => Promise<T>,
  { delay = LAZY_SPINNER_DELAY_MS, timeout = LAZY_TIMEOUT_MS }: LazyPartOptions = {},
): LazyPart<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<LazyPart<T>, 'retry'>>({
    status: 'loading',
    value: undefined,
    error: undefined,
  });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', value: undefined, error: undefined });
    const pastDelay = setTimeout(() => {
      if (current)
        setState((previous) =>
          previous.status === 'loading' ? { ...previous, status: 'pastDelay' } : previous,
        );
    }, delay);
    const timedOut = setTimeout(() => {
      if (current)
        setState((previous) =>
          previous.status === 'pastDelay' || previous.status === 'loading'
            ? { ...previous, status: 'timedOut' }
            : previous,
        );
    }, timeout);
    loadRef.current().then(
      (value) => {
        // The part's first render (a demo's controls, a menu) in slices the browser can answer input between,
        // not in one task at default priority.
        if (current) startTransition(() => setState({ status: 'loaded', value, error: undefined }));
      },
      (error: unknown) => current && setState({ status: 'error', value: undefined, error }),
    );
    return () => {
      current = false;
      clearTimeout(pastDelay);
      clearTimeout(timedOut);
    };
  }, [attempt, delay, timeout]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
