import { MAX_QUERY_LENGTH } from '../../search/types';

/**
 * Ctrl/Cmd+K pressed while the page is still starting, before the search button's code runs. Without a listener
 * the keypress is lost, and the browser takes it for its own shortcut (Chrome and Edge move the focus to the
 * address bar). A small inline script of every page (written in by src/build/startupScripts.ts) listens from the
 * start instead: it keeps the browser from acting on the shortcut and remembers that the reader asked for search,
 * and what they typed after it (no field has the focus yet to take it); the search button takes over once it is
 * ready and opens search with that query.
 */

/** The property of `window` through which the inline script and the search button meet. */
export const EARLY_SEARCH_GLOBAL = '__vibratoEarlySearch';
/** The inline script's id (its text is allowed by hash in the Content-Security-Policy). */
const EARLY_SEARCH_SCRIPT_ID = 'early-search-shortcut';

/** What the inline script leaves on `window` for the search button. */
export interface EarlySearch {
  /** Whether the reader pressed the shortcut (an odd number of times: it toggles, as it does once ready). */
  wanted: boolean;
  /** The characters typed since (Backspace takes the last back), at most MAX_QUERY_LENGTH. */
  typed: string;
  /** Removes the inline script's listener. */
  stop(): void;
}

/** The inline script, as an ES5 `<script>` element for the end of every page's body. */
export function earlyShortcutScript(): string {
  const code =
    `(function(){var d=document,s=window.${EARLY_SEARCH_GLOBAL}={wanted:false,typed:"",stop:function(){` +
    `d.removeEventListener("keydown",k,true)}};function k(e){var c=String(e.key);if(e.isComposing)return;` +
    `if((e.ctrlKey||e.metaKey)&&!e.altKey&&c.toLowerCase()==="k"){e.preventDefault();s.wanted=!s.wanted;` +
    `s.typed="";return}if(!s.wanted||e.ctrlKey||e.metaKey||e.altKey)return;if(c==="Backspace"){` +
    `e.preventDefault();s.typed=s.typed.slice(0,-1)}else if(c.length===1&&s.typed.length<${MAX_QUERY_LENGTH}){` +
    `e.preventDefault();s.typed+=c}}d.addEventListener("keydown",k,true)})()`;
  return `<script id="${EARLY_SEARCH_SCRIPT_ID}">${code}</script>`;
}

/**
 * Takes over from the inline script once the search button's own shortcuts listen: stops its listener and gives
 * the query typed since the reader asked for search ('' for none), or null if they did not. Once taken (or on a
 * page without the script), null.
 */
export function takeEarlySearch(scope: object = window): string | null {
  const holder = scope as Record<string, EarlySearch | undefined>;
  const early = holder[EARLY_SEARCH_GLOBAL];
  if (!early) return null;
  early.stop();
  holder[EARLY_SEARCH_GLOBAL] = undefined;
  return early.wanted ? early.typed : null;
}
