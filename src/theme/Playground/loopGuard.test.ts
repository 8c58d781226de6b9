import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import {
  callsRender,
  createLoopGuard,
  guardLoops,
  LOOP_ASYNC_ITERABLE,
  LOOP_GUARD,
  LOOP_ITERABLE,
} from './loopGuard';
import { nextTask } from '../../testing/turns';
import { PICK, toRunnable } from './runnable';

const G = `${LOOP_GUARD}()`;

/** Compiles guarded code as react-live does and runs it with a guard that stops after `limitMs`. */
function run(code: string, limitMs = 50): unknown {
  const compiled = transform(guardLoops(code), {
    transforms: ['jsx', 'typescript', 'imports'],
    production: true,
  }).code;
  const scope = createLoopGuard(() => new Error('stopped'), limitMs);
  return new Function(...Object.keys(scope), compiled)(...Object.values(scope));
}

describe('guardLoops', () => {
  it('puts the guard in the test of while, do … while and for loops', () => {
    expect(guardLoops('while (i < 3) i++;')).toBe(`while (${G} && (i < 3)) i++;`);
    expect(guardLoops('do { i++; } while (i < 3);')).toBe(`do { i++; } while (${G} && (i < 3));`);
    expect(guardLoops('for (let i = 0; i < 3; i++) {}')).toBe(`for (let i = 0; ${G} && ( i < 3); i++) {}`);
    expect(guardLoops('for (;;) {}')).toBe(`for (; ${G};) {}`);
    expect(guardLoops('for (let i = 0; ; i++) {}')).toBe(`for (let i = 0; ${G} ; i++) {}`);
  });

  it('wraps the iterable of a for … of and a for await … of, and leaves for … in alone', () => {
    expect(guardLoops('for (const x of xs) {}')).toBe(`for (const x of ${LOOP_ITERABLE}( xs, \`xs\`)) {}`);
    expect(guardLoops('for (const of of ofs) {}')).toBe(
      `for (const of of ${LOOP_ITERABLE}( ofs, \`ofs\`)) {}`,
    );
    expect(guardLoops('for (const key in object) {}')).toBe('for (const key in object) {}');
    expect(guardLoops('async function f() { for await (const x of xs) {} }')).toBe(
      `async function f() { for await (const x of ${LOOP_ASYNC_ITERABLE}( xs, \`xs\`)) {} }`,
    );
  });

  it('finds the loop’s own semicolons and parentheses, not those nested in its head', () => {
    expect(guardLoops('for (let i = f((a) => { a; return 1; }); i < g(2); i++) {}')).toBe(
      `for (let i = f((a) => { a; return 1; }); ${G} && ( i < g(2)); i++) {}`,
    );
    expect(guardLoops('while (a(() => { while (b) {} })) {}')).toBe(
      `while (${G} && (a(() => { while (${G} && (b)) {} }))) {}`,
    );
  });

  it('reads TypeScript and JSX, and leaves loop words in strings, comments, JSX text and names alone', () => {
    const code = [
      'type Loop = { while: number; for: string };',
      'const text = "while (true) {}"; // for (;;) {}',
      'const view = <p title="for (;;)">while we wait, for you</p>;',
      'const o = { for: 1 }; o.for; `${o.for} while`;',
    ].join('\n');
    expect(guardLoops(code)).toBe(code);
    expect(guardLoops('const xs: number[] = [];\nfor (const x of xs as number[]) <b>{x}</b>;')).toContain(
      `of ${LOOP_ITERABLE}( xs as number[], \`xs as number[]\`)`,
    );
  });

  it('reports an iterable that is not one by the reader’s own expression, as the browser would', () => {
    expect(() => run('const o = { list: null };\nfor (const x of o.list) {}')).toThrow(
      new TypeError('o.list is not iterable'),
    );
    expect(() => run('for (const x of 5) {}')).toThrow(new TypeError('5 is not iterable'));
    // Quotes, backslashes, `${`, `&` and `<` in the expression reach the message as written.
    expect(() =>
      run('const m: Record<string, null> = {};\nfor (const x of m[`a${"\\\\"}&<b>\'`]) {}'),
    ).toThrow(new TypeError('m[`a${"\\\\"}&<b>\'`] is not iterable'));
    expect(run('let n = 0; for (const c of "abc") n++; return n;')).toBe(3);
  });

  it('keeps what a for await computes, over asynchronous and synchronous iterables, and names one that is neither', async () => {
    const code = [
      'async function* counts() { yield 1; yield 2; yield 3; }',
      'let sum = 0;',
      'for await (const n of counts()) { if (n > 2) break; sum += n; }',
      'for await (const n of [Promise.resolve(10), 20]) sum += n;',
      // An asynchronous iterator's values reach the loop as given: a promise stays one; `break` ends the iterator.
      'const ended: string[] = [];',
      'const giving = { [Symbol.asyncIterator]: () => ({',
      '  next: async () => ({ done: false, value: Promise.resolve(5) }),',
      '  return: async () => { ended.push("return"); return { done: true, value: undefined }; },',
      '}) };',
      'for await (const p of giving) { sum += p instanceof Promise ? await p : 1000; break; }',
      'return [sum, ended];',
    ].join('\n');
    await expect(run(`return (async () => {\n${code}\n})();`)).resolves.toEqual([38, ['return']]);
    const missing = 'const o = { list: 5 };\nreturn (async () => { for await (const x of o.list) {} })();';
    await expect(run(missing)).rejects.toThrow(new TypeError('o.list is not async iterable'));
    const notAnIterator =
      'return (async () => { for await (const x of { [Symbol.asyncIterator]: () => 5 }) {} })();';
    await expect(run(notAnIterator)).rejects.toThrow(
      new TypeError('Result of the Symbol.asyncIterator method is not an object'),
    );
  });

  it('returns code that does not parse as it is, for the compiler to report', () => {
    expect(guardLoops('while (true {')).toBe('while (true {');
  });

  it('keeps what the loops compute', () => {
    expect(
      run(
        'let sum = 0; for (let i = 1; i <= 10; i++) sum += i; let j = 0; while (j < 5) j++; let k = 0; do { k += 2; } while (k < 7);\nconst seen: string[] = []; for (const [key, value] of new Map([["a", 1], ["b", 2]])) { if (value > 1) break; seen.push(key); }\nreturn [sum, j, k, seen];',
      ),
    ).toEqual([55, 5, 8, ['a']]);
  });
});

describe('a guarded loop that never ends', () => {
  it.each([
    ['while', 'while (true) {}'],
    ['do … while', 'do {} while (true);'],
    ['for', 'for (let i = 0; i < 10; ) {}'],
    ['for (;;)', 'for (;;) {}'],
    ['for … of', 'function* forever() { while (Math.random() < 2) yield 1; }\nfor (const x of forever()) {}'],
    ['nested, inside a try', 'for (;;) { try { while (true) {} } catch {} }'],
  ])('is stopped: %s', (_, code) => {
    expect(() => run(code)).toThrow('stopped');
  });

  it('is stopped: for await, over steps that are all settled already, and its iterator is ended', async () => {
    const code = [
      'let ended = false;',
      'const ready = { [Symbol.asyncIterator]: () => ({',
      '  next: () => Promise.resolve({ done: false, value: 1 }),',
      '  return: async () => { ended = true; return { done: true, value: undefined }; },',
      '}) };',
      'return [(async () => { for await (const x of ready) {} })(), () => ended];',
    ].join('\n');
    const [loop, ended] = run(code) as [Promise<void>, () => boolean];
    await expect(loop).rejects.toThrow('stopped');
    expect(ended()).toBe(true);
  });
});

describe('createLoopGuard', () => {
  it('counts from the first step after the page last had its thread', async () => {
    let clock = 0;
    const scope = createLoopGuard(
      () => new Error('stopped'),
      1000,
      () => clock,
    );
    const guard = scope[LOOP_GUARD] as () => true;
    const steps = (count: number, each: number) => {
      for (let step = 0; step < count; step += 1) {
        clock += each;
        guard();
      }
    };
    // 1,600 steps of 1 ms each, in four separate tasks: never 1 s without a pause.
    for (let run = 0; run < 4; run += 1) {
      steps(400, 1);
      await nextTask();
    }
    // In one run, it stops once the loop has gone on for over a second, and goes on stopping it.
    expect(() => steps(2000, 1)).toThrow('stopped');
    expect(() => steps(1, 1)).toThrow('stopped');
    await nextTask();
    expect(() => steps(16, 1)).not.toThrow();
    await nextTask();
    // Steps apart only by awaits of settled promises (microtasks) never give the page its thread back: they count
    // as one run.
    const awaiting = async () => {
      for (;;) {
        steps(1, 1);
        await null;
      }
    };
    await expect(awaiting()).rejects.toThrow('stopped');
    expect(clock).toBeLessThan(3700);
  });
});

describe('callsRender', () => {
  it('finds the call to render, not one in a comment, a string, JSX text or a method', () => {
    expect(callsRender('render(<p />);')).toBe(true);
    expect(callsRender('const a = 1;\nrender (\n  <A />\n)')).toBe(true);
    for (const code of [
      '// render(<A />)\nexport function A() { return null; }',
      '/* render(<A />) */ export const A = () => null;',
      'export const A = () => <p>call render(…) to show it</p>;',
      'const note = "render(x)";',
      'export const A = () => canvas.render(1);',
      'export const A = () => canvas?.render(1);',
    ]) {
      expect(callsRender(code), code).toBe(false);
    }
    expect(callsRender('render(<p>')).toBeUndefined();
  });

  it('lets a module whose only render( is in a comment render its exported component', () => {
    const code = '// Then call render(<Example />) yourself.\nexport function Example() { return <p />; }';
    expect(toRunnable(code, (c) => callsRender(c) ?? true)).toContain(`render(${PICK}(`);
    // The build's own check would take the comment for the call.
    expect(toRunnable(code)).toBe(code);
  });
});
