import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from './csp';
import { STARTUP_FAILED_ID } from '../browser/startupFailure';
import { deferStartupScripts, startupLoader } from './startupScripts';
import { earlyShortcutScript } from '../theme/SearchBar/earlyShortcut';

const SOURCES = ['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js'];
/** The end of a page as Gatsby 5 writes it: its start-up scripts in the `_gatsby-scripts` slice. */
const page = (slice: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><div id="___gatsby"><p>Text</p></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/docs/";/*]]>*/</script>' +
  `<!-- slice-start id="_gatsby-scripts-1" -->${slice}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const GATSBY_SLICE =
  '\n<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="f748";</script>' +
  SOURCES.map((source) => `<script src="${source}" async></script>`).join('');

/** Runs the loader's code in a stand-in page; returns what it appended and the callbacks it left waiting. */
function runLoader(html: string, hidden: boolean) {
  const appended: { src: string; async: boolean; onerror?: () => void }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const rootAttributes = new Set(['data-js']);
  const link = { href: '' };
  const notice = { hidden: true, querySelector: (selector: string) => (selector === 'a' ? link : null) };
  const [code] = inlineScripts(html).filter((script) => script.includes('createElement'));
  runInNewContext(code ?? '', {
    document: {
      hidden,
      createElement: () => ({ src: '', async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      documentElement: { removeAttribute: (name: string) => rootAttributes.delete(name) },
      getElementById: (id: string) => (id === STARTUP_FAILED_ID ? notice : null),
    },
    location: { href: 'https://example.test/docs/?q=1' },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { appended, frames, timers, rootAttributes, notice, link };
}

const sourcesOf = (appended: { src: string; async: boolean }[]) =>
  appended.map(({ src, async }) => ({ src, async }));

describe('deferStartupScripts', () => {
  it('replaces the async tags with the early search shortcut and one loader in the slice, and leaves the rest of the page as it was', () => {
    const html = page(GATSBY_SLICE);
    const deferred = deferStartupScripts(html, 'public/docs/index.html');
    expect(deferred).not.toMatch(/<script src=/);
    expect(deferred).toBe(
      page(
        GATSBY_SLICE.replace(/<script src="[^"]+" async><\/script>/g, '') +
          earlyShortcutScript() +
          startupLoader(SOURCES),
      ),
    );
    // Done once: a page that has the loader (not written again by an incremental build) stays as it is.
    expect(deferStartupScripts(deferred, 'public/docs/index.html')).toBe(deferred);
  });

  it('loads the scripts, in order and async, after the first frame has painted', () => {
    const { appended, frames, timers } = runLoader(deferStartupScripts(page(GATSBY_SLICE), 'x'), false);
    expect(appended).toEqual([]);
    frames.splice(0).forEach((frame) => frame());
    // In the frame, before its paint: still nothing.
    expect(appended).toEqual([]);
    timers.splice(0).forEach((timer) => timer());
    expect(sourcesOf(appended)).toEqual(SOURCES.map((src) => ({ src, async: true })));
  });

  it('leaves the page as it is without JavaScript, with the notice shown, when a script fails to load', () => {
    const { appended, rootAttributes, notice, link } = runLoader(
      deferStartupScripts(page(GATSBY_SLICE), 'x'),
      true,
    );
    expect(rootAttributes.has('data-js')).toBe(true);
    expect(notice.hidden).toBe(true);
    appended[1]?.onerror?.();
    expect(rootAttributes.has('data-js')).toBe(false);
    expect(notice.hidden).toBe(false);
    // Its Retry link loads this page again.
    expect(link.href).toBe('https://example.test/docs/?q=1');
  });

  it('loads them at once in a hidden page, which paints no frame', () => {
    const { appended, frames } = runLoader(deferStartupScripts(page(GATSBY_SLICE), 'x'), true);
    expect(frames).toEqual([]);
    expect(appended.map((element) => element.src)).toEqual(SOURCES);
  });

  it('keeps a script source from closing the loader', () => {
    expect(startupLoader(['/a</script>.js'])).not.toContain('</script>.js');
    expect(startupLoader(['/a</script>.js'])).toContain('"/a\\u003c/script>.js"');
  });

  it('fails, naming the page, when Gatsby’s start-up scripts are not where they were', () => {
    for (const html of [page(''), '<html><body><script src="/app.js" async></script></body></html>']) {
      expect(() => deferStartupScripts(html, 'public/docs/index.html')).toThrow(
        /^public\/docs\/index\.html: Gatsby's start-up scripts .* were not found; .*update src\/build\/startupScripts\.ts/,
      );
    }
  });
});
