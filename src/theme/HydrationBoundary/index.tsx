import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own rather than in the one task that hydrates the page. React 18
 * leaves a server-rendered Suspense boundary dehydrated while it hydrates the frame around it, then hydrates it at
 * idle priority in slices of a few milliseconds, yielding to the browser between them, and at once when the reader
 * interacts with it. A long article so no longer blocks the main thread for the whole of its hydration.
 *
 * Nothing inside suspends (the server renders the whole page), so the empty fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
