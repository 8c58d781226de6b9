/**
 * When a start-up script fails to load (offline with nothing cached, blocked by an extension or a proxy), React
 * never starts. The loader (src/build/startupScripts.ts) then takes `data-js` off `<html>`, so the page works as it
 * does without JavaScript (menus and sidebar categories open by CSS, controls that need a script hidden, buttons
 * pressed early no longer shown busy), and shows the notice rendered at the top of every page by gatsby-ssr.tsx.
 */

/** The id of the notice shown when a start-up script fails to load. */
export const STARTUP_FAILED_ID = 'startup-failed';

/**
 * The loader's handler for a start-up script that failed to load (ES5, inside the loader's function). The notice's
 * Retry link gets its address (this page's) only then: a link with an address ahead of the skip link would be the
 * page's first link, and tools that look for a skip link take the first link.
 */
export function startupFailedHandler(): string {
  return (
    `function f(){document.documentElement.removeAttribute("data-js");` +
    `var n=document.getElementById("${STARTUP_FAILED_ID}");if(n){n.hidden=false;` +
    `n.querySelector("a").href=location.href}}`
  );
}
