import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * How React takes over the server-rendered page: Gatsby's own choice (hydrate when the page came with its markup,
 * else render into the empty element), but the hydration is started inside a transition.
 *
 * `hydrateRoot` called plainly hydrates at React's default priority, which it never interrupts: the whole frame of
 * the page (navbar, breadcrumbs, footer, Gatsby's router and loader components) is one task, the longest of a page
 * load (a Lighthouse trace of the Knob guide: about 300 ms with the CPU slowed 4×). Started in a transition, the
 * same work runs in slices of about 5 ms with the browser's turn between them. The parts already left for later
 * (see HydrationBoundary) are hydrated after it, as before. Nothing waits on it: React attaches its listeners when
 * `hydrateRoot` is called, and an input that arrives while the page is still being hydrated makes React finish the
 * part it lands in at once, then handle it (React's selective hydration), as it does for a Suspense boundary.
 */
export function hydrateInTransition(
  element: ReactElement,
  container: Element | Document | DocumentFragment | null,
): void {
  if (!(container instanceof Element)) {
    throw new Error(
      'The page has no #___gatsby element to start React in; the HTML is not one Gatsby built.',
    );
  }
  const focusWrapper = container.querySelector('#gatsby-focus-wrapper');
  if (focusWrapper && focusWrapper.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    // Gatsby's own rule: a page whose HTML holds no markup (a client-only page) is rendered, not hydrated.
    createRoot(container).render(element);
  }
}
