// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../testing/turns';
import { FRAME_LOOP_GUARD, LOOP_STOPPED } from './frameLoopGuard';
import { guardScripts } from './htmlScripts';
import { guardLoops } from './loopGuard';
import { LOOP_GUARD, LOOP_ITERABLE } from './loopLimits';

const G = `${LOOP_GUARD}()`;

/** The frame's guard installed on a scope of its own, with the number of stops it reported. */
function frameGuard() {
  const scope: Record<string, unknown> = {};
  const stops = { count: 0 };
  const install = new Function(`return ${FRAME_LOOP_GUARD}`)() as (
    scope: Record<string, unknown>,
    stopped: () => void,
  ) => void;
  install(scope, () => (stops.count += 1));
  return { scope, stops };
}

/** The text of the first script of the guarded HTML, run with the frame's guard; returns what it returns. */
function runScript(html: string, scope: Record<string, unknown>): unknown {
  const code = /<script[^>]*>([\s\S]*?)<\/script>/.exec(guardScripts(html))?.[1] ?? '';
  return new Function(...Object.keys(scope), code)(...Object.values(scope));
}

afterEach(() => vi.restoreAllMocks());

describe('guardScripts', () => {
  it('guards the loops of classic and module scripts, read as plain JavaScript', () => {
    expect(guardScripts('<p>a</p><script>while (i < n) i++;</script>')).toBe(
      `<p>a</p><script>while (${G} && (i < n)) i++;</script>`,
    );
    // `a < b > (c)` is a comparison here, not a TypeScript call with a type argument.
    expect(guardScripts('<script type="module">for (;;) x = a < b > (c);</script>')).toBe(
      `<script type="module">for (; ${G};) x = a < b > (c);</script>`,
    );
    expect(guardScripts("<SCRIPT type='text/javascript' defer>do {} while (go)</SCRIPT >")).toBe(
      `<SCRIPT type='text/javascript' defer>do {} while (${G} && (go))</SCRIPT >`,
    );
    // An attribute value may hold `>`, and a `data-type` is not the type.
    expect(guardScripts('<script data-note="a > b" data-type="x">while (go) {}</script>')).toBe(
      `<script data-note="a > b" data-type="x">while (${G} && (go)) {}</script>`,
    );
  });

  it('reads tags, attributes and comments as the HTML parser does', () => {
    const guardedLoop = `<script>while (${G} && (go)) {}</script>`;
    for (const before of [
      // A custom element whose name starts with a raw-text element's is not one.
      '<title-card>Intro</title-card>',
      '<style-guide></style-guide>',
      // `<!-->` and `<!--->` end a comment at once, and `--!>` ends one.
      '<!-->',
      '<!--->',
      '<!-- a --!>',
      // A quote starts a value only after `=`.
      "<img alt=Don't>",
    ]) {
      expect(guardScripts(`${before}<script>while (go) {}</script>`), before).toBe(`${before}${guardedLoop}`);
    }
    // `src` inside another attribute's value is not an attribute.
    expect(guardScripts('<script title="inline, no src file">while (go) {}</script>')).toBe(
      `<script title="inline, no src file">while (${G} && (go)) {}</script>`,
    );
    // Nor is an `on…` written inside another attribute's value.
    const title = `<a title="use onclick='for (;;) {}'">x</a>`;
    expect(guardScripts(title)).toBe(title);
  });

  it('leaves alone what the browser does not run as a script', () => {
    for (const html of [
      '<script type="application/json">{"while": "for (;;) {}"}</script>',
      '<script type="text/template">while (true) {}</script>',
      '<script src="app.js">while (true) {}</script>',
      '<!-- <script>while (true) {}</script> -->',
      '<textarea><script>while (true) {}</script></textarea>',
      '<style>/* <script>while (true) {}</script> */</style>',
      '<p>while (true) {}</p>',
    ]) {
      expect(guardScripts(html), html).toBe(html);
    }
  });

  it('guards the loops of event handler attributes, on any element', () => {
    expect(guardScripts(`<button class="a>b" onclick="for (;;) {}">Spin</button>`)).toBe(
      `<button class="a>b" onclick="for (; ${G};) {}">Spin</button>`,
    );
    expect(guardScripts(`<script onload='while (go) {}'>f();</script>`)).toBe(
      `<script onload='while (${G} && (go)) {}'>f();</script>`,
    );
    expect(guardScripts(`<textarea oninput="do {} while (go)">while (go) {}</textarea>`)).toBe(
      `<textarea oninput="do {} while (${G} && (go))">while (go) {}</textarea>`,
    );
    // `&&` is no character reference; an unquoted value is quoted, since the guard holds spaces.
    expect(guardScripts(`<b onclick="while (i < 9 && ok) {}" onkeydown=for(;;){}>x</b>`)).toBe(
      `<b onclick="while (${G} && (i < 9 && ok)) {}" onkeydown="for(; ${G};){}">x</b>`,
    );
    // A value with character references is guarded as the browser decodes it, and written back encoded.
    expect(guardScripts('<b onclick="for (let i = 0; i &lt; 3; ) {}">x</b>')).toBe(
      `<b onclick="for (let i = 0; ${LOOP_GUARD}() &amp;&amp; ( i < 3); ) {}">x</b>`,
    );
    // Text that only looks like an attribute is not one.
    expect(guardScripts('<p>onclick="while (go) {}"</p>')).toBe('<p>onclick="while (go) {}"</p>');
  });

  it('guards a handler as the browser decodes it, character references and all, and writes it back to decode the same', () => {
    /** The value of the first element's `onclick`, as a browser's HTML parser decodes it. */
    const onclick = (html: string) =>
      new DOMParser().parseFromString(html, 'text/html').body.firstElementChild?.getAttribute('onclick') ??
      '';
    for (const html of [
      '<b onclick="for (let i = 0; i &lt; 3; ) {}">x</b>',
      `<b onclick='while (s !== &quot;&#39;&quot;) {}'>x</b>`,
      '<b onclick=while(a&#x3C;b&amp;&amp;c&#62;0){}>x</b>',
      `<b onclick=while(s!=="'"&amp;&amp;ok){}>x</b>`,
      // `&&b` is no reference; `&LT;` is one, and so is `&lt` without its `;`; `&#128;` is read as €.
      '<b onclick="while(a&&b){}">x</b>',
      '<b onclick="while (i &LT; 3 &amp;&amp; c !== `&hellip;`) {}">x</b>',
      '<b onclick="while (i &lt 3) {}">x</b>',
      '<b onclick="while (c !== `&#128;&#13;`) {}">x</b>',
    ]) {
      const written = onclick(html);
      expect(onclick(guardScripts(html))).toBe(guardLoops(written, { jsx: false, typescript: false }));
      expect(onclick(guardScripts(html))).not.toBe(written);
    }
    // And the guard stops it in the frame.
    const { scope } = frameGuard();
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    const code = onclick(guardScripts('<b onclick="let i = 0; while (i &lt; 1) {}">x</b>'));
    expect(() => new Function(...Object.keys(scope), code)(...Object.values(scope))).toThrow(
      expect.objectContaining({ name: LOOP_STOPPED }),
    );
  });

  it('leaves a script that does not parse as it is, for the browser to report', () => {
    const html = '<script>while (true {</script>';
    expect(guardScripts(html)).toBe(html);
  });

  it('guards each script, and a script still open at the end of the text', () => {
    expect(guardScripts('<script>for (const k of ks) f(k);</script><b>x</b><script>while (go) {}')).toBe(
      `<script>for (const k of ${LOOP_ITERABLE}( ks, \`ks\`)) f(k);</script><b>x</b><script>while (${G} && (go)) {}`,
    );
  });
});

describe('the frame’s loop guard', () => {
  it('lets loops that end compute what they did', () => {
    const { scope, stops } = frameGuard();
    const html = `<script>
      let sum = 0;
      for (let i = 0; i < 100; i++) sum += i;
      for (const value of [1, 2, 3]) sum += value;
      let j = 0;
      while (j < 10) j++;
      do { j--; } while (j > 0);
      return sum + j;
    </script>`;
    expect(runScript(html, scope)).toBe(4956);
    expect(stops.count).toBe(0);
  });

  it('reports an iterable that is not one by the script’s own expression, from a script or an attribute', () => {
    const { scope } = frameGuard();
    expect(() => runScript('<script>const o = {};\nfor (const x of o.list) {}</script>', scope)).toThrow(
      new TypeError('o.list is not iterable'),
    );
    // Guarded inside a double-quoted attribute, the expression's quotes do not end the value.
    const tag = guardScripts(`<b onclick="for (const x of o['a']) {}">x</b>`);
    const code = /onclick="([^"]*)"/.exec(tag)?.[1] ?? '';
    const handler = new Function(LOOP_GUARD, LOOP_ITERABLE, 'o', code);
    expect(() => handler(scope[LOOP_GUARD], scope[LOOP_ITERABLE], { a: 1 })).toThrow(
      new TypeError("o['a'] is not iterable"),
    );
  });

  it('stops a loop that never ends once, even when the script catches what the guard throws', async () => {
    const { scope, stops } = frameGuard();
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    const html = '<script>for (;;) { try { while (true) {} } catch {} }</script>';
    expect(() => runScript(html, scope)).toThrow(expect.objectContaining({ name: LOOP_STOPPED }));
    expect(stops.count).toBe(1);
    // The next run, after the frame had its thread back, starts afresh.
    await nextTask();
    expect(runScript('<script>let n = 0; while (n < 20) n++; return n;</script>', scope)).toBe(20);
    expect(() =>
      runScript('<script>for (const x of (function* () { for (;;) yield 1; })()) {}</script>', scope),
    ).toThrow(expect.objectContaining({ name: LOOP_STOPPED }));
    expect(stops.count).toBe(2);
    // A loop that awaits settled promises never gives the frame its thread back: it is stopped too.
    await nextTask();
    const awaiting = runScript(
      '<script>let n = 0; return (async () => { while (n < 10) await null; })();</script>',
      scope,
    );
    await expect(awaiting).rejects.toMatchObject({ name: LOOP_STOPPED });
    expect(stops.count).toBe(3);
    // So does a for await over an iterable whose steps are all settled already; its iterator is ended.
    await nextTask();
    const [forAwait, ended] = runScript(
      '<script type="module">let ended = false;\n' +
        'const ready = { [Symbol.asyncIterator]: () => ({ next: async () => ({ done: false }), ' +
        'return: async () => { ended = true; return { done: true }; } }) };\n' +
        'return [(async () => { for await (const x of ready) {} })(), () => ended];</script>',
      scope,
    ) as [Promise<void>, () => boolean];
    await expect(forAwait).rejects.toMatchObject({ name: LOOP_STOPPED });
    expect(stops.count).toBe(4);
    expect(ended()).toBe(true);
  });

  it('runs a for await over asynchronous and synchronous iterables as written, and names one that is neither', async () => {
    const { scope } = frameGuard();
    const html = `<script type="module">return (async () => {
      async function* counts() { yield 1; yield 2; yield 3; }
      let sum = 0;
      for await (const n of counts()) sum += n;
      for await (const n of [Promise.resolve(10), 20]) sum += n;
      const ended = [];
      const giving = { [Symbol.asyncIterator]: () => ({
        next: async () => ({ done: false, value: Promise.resolve(5) }),
        return: async () => { ended.push('return'); return { done: true }; },
      }) };
      for await (const p of giving) { sum += p instanceof Promise ? await p : 1000; break; }
      return [sum, ended];
    })();</script>`;
    await expect(runScript(html, scope)).resolves.toEqual([41, ['return']]);
    const missing = runScript(
      '<script>const o = {};\nreturn (async () => { for await (const x of o.list) {} })();</script>',
      scope,
    );
    await expect(missing).rejects.toThrow(new TypeError('o.list is not async iterable'));
  });
});
