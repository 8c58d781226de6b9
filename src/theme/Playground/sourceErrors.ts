import { useEventListener } from '@vibrato-ui/react';
import { useId } from 'react';

/**
 * An example's own name for its code (`//# sourceURL=`), unique on the page: the browser names the code's frames
 * with it in an error's stack, so an error the code throws later (in a click handler, an animation frame, a timer
 * or a promise, where neither react-live nor an error boundary sees it) can be traced back to its block.
 */
export function useSourceName(): string {
  return `live-example-${useId().replace(/\W/g, '')}.tsx`;
}

/** The code with its name given (see useSourceName). */
export function named(code: string, source: string): string {
  return `${code}\n//# sourceURL=${source}\n`;
}

/** Whether the error was thrown with code named `source` on its stack. */
export function thrownBy(error: unknown, source: string): error is Error {
  return error instanceof Error && typeof error.stack === 'string' && error.stack.includes(source);
}

/**
 * Reports each error that reaches the window (uncaught, or a promise's rejection nobody handled) thrown with the
 * code named `source` on its stack. The browser still logs it in the console, as any uncaught error.
 */
export function useLateErrors(source: string, report: (message: string) => void): void {
  useEventListener(
    () => window,
    'error',
    (event) => {
      if (thrownBy(event.error, source)) report(String(event.error));
    },
  );
  useEventListener(
    () => window,
    'unhandledrejection',
    (event) => {
      if (thrownBy(event.reason, source)) report(String(event.reason));
    },
  );
}
