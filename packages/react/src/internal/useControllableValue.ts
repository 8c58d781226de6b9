import { useCallback, useRef, useState } from 'react';

/**
 * One value that is either controlled by the parent (`value` given) or kept here (`value` undefined,
 * starting at `defaultValue`). `setValue` calls `onChange` only when the value really changes, and the
 * returned `latest` ref always holds the newest value so event handlers never read a stale render.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): { value: T; setValue: (next: T) => void; latest: { readonly current: T } } {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const latest = useRef(current);
  latest.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlledRef = useRef(controlled);
  controlledRef.current = controlled;

  const setValue = useCallback((next: T) => {
    if (Object.is(next, latest.current)) return;
    latest.current = next;
    if (!controlledRef.current) setInner(next);
    onChangeRef.current?.(next);
  }, []);

  return { value: current, setValue, latest };
}
