import { FRAME_LOOP_GUARD, LOOP_STOPPED } from './frameLoopGuard';

/** Messages the sandboxed frame posts to the page (its origin is opaque, so they are told apart by frame id). */
export type FrameMessage =
  | { frameId: string; type: 'error'; message: string }
  | { frameId: string; type: 'loopStopped' }
  | { frameId: string; type: 'height'; height: number };

export interface SrcdocOptions {
  /** The reader's HTML. */
  html: string;
  /** The standalone bundle of the web components, run as an inline module. */
  bundle: string;
  frameId: string;
  /** The site's colour mode, so the elements can follow it. */
  theme?: string;
  /** The page's language. */
  lang?: string;
}

/** Keeps a script's text from ending its `<script>` element early. */
export function escapeScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/**
 * Script tags that load the bundle by URL (as the package's README shows) would fetch a file the frame has not
 * got: the bundle is already inlined, so they are dropped.
 */
export function withoutBundleScripts(html: string): string {
  return html
    .replace(
      /<script\b[^>]*\bsrc=["'][^"']*vibrato-elements\.js["'][^>]*>\s*<\/script>/gi,
      '<!-- vibrato-elements.js is already loaded -->',
    )
    .replace(
      /^\s*import\s+["'][^"']*vibrato-elements\.js["'];?[^\S\n]*$/gm,
      '/* vibrato-elements.js is already loaded */',
    );
}

/**
 * The frame's document: error and size reporting, the loops' guard (the reader's scripts call it, see
 * htmlScripts.ts), the elements, then the reader's HTML.
 */
export function buildSrcdoc({ html, bundle, frameId, theme, lang = 'en' }: SrcdocOptions): string {
  const id = JSON.stringify(frameId);
  const reporter = `
(() => {
  const post = (data) => parent.postMessage({ frameId: ${id}, ...data }, '*');
  const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  // A stopped loop is reported once, by the guard, even when the reader's code catches what the guard throws.
  const stopped = (value) => value instanceof Error && value.name === '${LOOP_STOPPED}';
  (${FRAME_LOOP_GUARD})(self, () => post({ type: 'loopStopped' }));
  addEventListener('error', (event) => {
    if (!stopped(event.error)) post({ type: 'error', message: event.error ? text(event.error) : event.message });
  });
  addEventListener('unhandledrejection', (event) => {
    if (!stopped(event.reason)) post({ type: 'error', message: text(event.reason) });
  });
  let last = 0;
  const size = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) { last = height; post({ type: 'height', height }); }
  };
  addEventListener('DOMContentLoaded', () => { new ResizeObserver(size).observe(document.documentElement); size(); });
})();`;
  const themeAttribute = theme ? ` data-theme="${theme.replace(/[^\w-]/g, '')}"` : '';
  return [
    `<!doctype html><html lang="${lang.replace(/[^\w-]/g, '')}"${themeAttribute}><head><meta charset="utf-8">`,
    '<meta name="color-scheme" content="light dark">',
    '<style>html{font-family:system-ui,sans-serif;font-size:16px}body{margin:0;padding:4px}</style>',
    `<script>${escapeScript(reporter)}</script>`,
    `<script type="module">${escapeScript(bundle)}</script>`,
    `</head><body>${withoutBundleScripts(html)}</body></html>`,
  ].join('\n');
}
