import { startupFailedHandler } from '../browser/startupFailure';
import { earlyShortcutScript } from '../theme/SearchBar/earlyShortcut';

/**
 * Gatsby's start-up scripts (webpack runtime, framework, app) as one small inline loader that adds them once the
 * page has painted, instead of `<script async>` tags at the end of the page.
 *
 * With the tags, the browser requests the scripts as soon as its parser or preload scanner reaches them, which on
 * a long page (a component guide with many code blocks) races the first paint: sometimes the requests start
 * before the paint, sometimes after. On a slow phone network scripts requested before the paint share the
 * bandwidth with the page and its styles, and Lighthouse's simulation charges their download and run to the
 * largest paint whenever they started before it, so the same page scored an LCP of 0.9 s or 1.6 s from run to
 * run. The loader starts them after the first frame: the page's text paints first, every time, and the scripts
 * hydrate it right after. A hidden page (a tab opened in the background) loads them at once.
 *
 * Ahead of the loader goes the search shortcut's early listener (see src/theme/SearchBar/earlyShortcut.ts): a
 * Ctrl/Cmd+K pressed before the scripts have started opens search once they have, instead of being lost.
 */

/** Gatsby's slice of start-up scripts in a built page. */
const SCRIPTS_SLICE =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g;
const LOADER_ID = 'startup-scripts';

/**
 * The loader of `sources`, in order (they run as `async` scripts do: each once it has arrived). A script that fails
 * to load leaves the page as it is without JavaScript, with a notice (see src/browser/startupFailure.ts).
 */
export function startupLoader(sources: string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const code =
    `(function(){var s=${list};${startupFailedHandler()}function l(){s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;e.onerror=f;document.body.appendChild(e)})}` +
    `if(document.hidden)l();else requestAnimationFrame(function(){setTimeout(l,0)})})()`;
  return `<script id="${LOADER_ID}">${code}</script>`;
}

/**
 * The page with its start-up scripts loaded by startupLoader, after the early search shortcut. A page that has
 * the loader already (an incremental build that did not write it again) is returned as it is; a page without
 * either fails the build, naming `file`: Gatsby's output changed, and the pages would not start.
 */
export function deferStartupScripts(html: string, file: string): string {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const slice = SCRIPTS_SLICE.exec(html);
  const sources = slice
    ? [...(slice[2] ?? '').matchAll(ASYNC_SCRIPT)].map((match) => match[1] as string)
    : [];
  if (!slice || sources.length === 0) {
    throw new Error(
      `${file}: Gatsby's start-up scripts (<script src="…" async> in the _gatsby-scripts slice) were not found; ` +
        "Gatsby's HTML output has changed: update src/build/startupScripts.ts to find them",
    );
  }
  const body = (slice[2] ?? '').replace(ASYNC_SCRIPT, '') + earlyShortcutScript() + startupLoader(sources);
  return html.replace(SCRIPTS_SLICE, `${slice[1] ?? ''}${body}${slice[3] ?? ''}`);
}
