import { parse, type Token } from 'sucrase/dist/esm/parser/index.js';
import { ContextualKeyword } from 'sucrase/dist/esm/parser/tokenizer/keywords.js';
import { TokenType } from 'sucrase/dist/esm/parser/tokenizer/types.js';
import { LOOP_ASYNC_ITERABLE, LOOP_GUARD, LOOP_ITERABLE, LOOP_LIMIT_MS, STEPS_PER_CHECK } from './loopLimits';

/**
 * A loop that never ends in an edited live example would freeze the reader's tab: react-live runs the code on the
 * page's own thread at every keystroke, and deleting `i += 1` from a `for` is one keystroke. So the code the
 * reader edits has a guard in each loop's test, and the guard stops a run that has looped for longer than
 * LOOP_LIMIT_MS without the page getting its thread back, by throwing an error the example's error box shows.
 */

// The names the guarded code calls: the playground's scope provides them (createLoopGuard), and an HTML example's
// frame defines them (frameLoopGuard.ts).
export { LOOP_ASYNC_ITERABLE, LOOP_GUARD, LOOP_ITERABLE, LOOP_LIMIT_MS } from './loopLimits';

const OPENING = new Set([TokenType.parenL, TokenType.braceL, TokenType.bracketL, TokenType.dollarBraceL]);
const CLOSING = new Set([TokenType.parenR, TokenType.braceR, TokenType.bracketR]);
/** `render(` after these is a method (`canvas.render(`, `a?.render(`) or a declaration, not the call. */
const NOT_A_CALL_AFTER = new Set([TokenType.dot, TokenType.questionDot, TokenType._function]);

/** The index of the token that closes the bracket opened at `open`, or -1. */
function closingOf(tokens: Token[], open: number): number {
  let depth = 0;
  for (const [offset, { type }] of tokens.slice(open).entries()) {
    if (OPENING.has(type)) depth += 1;
    else if (CLOSING.has(type)) {
      depth -= 1;
      if (depth === 0) return open + offset;
    }
  }
  return -1;
}

/** The tokens directly inside the brackets at `open` and `close` (not inside nested ones), with their indexes. */
function topLevel(tokens: Token[], open: number, close: number): { token: Token; index: number }[] {
  const found: { token: Token; index: number }[] = [];
  let depth = 0;
  for (const [offset, token] of tokens.slice(open + 1, close).entries()) {
    if (depth === 0) found.push({ token, index: open + 1 + offset });
    if (OPENING.has(token.type)) depth += 1;
    else if (CLOSING.has(token.type)) depth -= 1;
  }
  return found;
}

interface Insertion {
  at: number;
  text: string;
}

/**
 * `text` as a template literal with no quote, backslash, `$`, `&` or `<` of its own (each is a `\u` escape), so that
 * it reads the same in a script and in a quoted HTML attribute; whitespace runs become one space.
 */
function asLiteral(text: string): string {
  const escaped = text
    .replace(/\s+/g, ' ')
    .replace(/[`\\$"'&<]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `\`${escaped}\``;
}

/**
 * What to insert into the head of a `for` (a `for await` when `awaits`): the tokens directly inside its
 * parentheses, and the closing one. A `for … of` iterable is wrapped, and its source text passed along, so that one
 * that is not iterable is reported by its own name, as the browser would.
 */
function guardFor(
  code: string,
  inside: { token: Token; index: number }[],
  close: Token,
  awaits: boolean,
): Insertion[] {
  const semicolons = inside.filter(({ token }) => token.type === TokenType.semi);
  const [first, second] = semicolons;
  if (semicolons.length === 2 && first && second) {
    // `for (;;)`: the guard is the test.
    if (second.index === first.index + 1) return [{ at: first.token.end, text: ` ${LOOP_GUARD}()` }];
    return [
      { at: first.token.end, text: ` ${LOOP_GUARD}() && (` },
      { at: second.token.start, text: ')' },
    ];
  }
  // `for (… of iterable)`: the last `of` with something after it (`for (const of of ofs)` is allowed). A
  // `for … in` walks an object's keys, which end.
  const of = inside
    .slice(0, -1)
    .findLast(
      ({ token }) => token.type === TokenType.name && token.contextualKeyword === ContextualKeyword._of,
    );
  if (of === undefined) return [];
  return [
    { at: of.token.end, text: ` ${awaits ? LOOP_ASYNC_ITERABLE : LOOP_ITERABLE}(` },
    { at: close.start, text: `, ${asLiteral(code.slice(of.token.end, close.start).trim())})` },
  ];
}

/** The syntax the code is read in: a React example's TypeScript and JSX by default, plain JavaScript for HTML. */
export interface Syntax {
  jsx: boolean;
  typescript: boolean;
}

const REACT_EXAMPLE: Syntax = { jsx: true, typescript: true };

/**
 * The example's code with a guard in the test of each `while`, `do … while` and `for` loop, and around the
 * iterable of each `for … of` and `for await … of` (by default TypeScript and JSX are read as react-live reads
 * them). Code that does not parse is returned as it is: the compiler then reports the mistake where the reader made
 * it. A `while` around an `await` is guarded like any other.
 */
export function guardLoops(code: string, { jsx, typescript }: Syntax = REACT_EXAMPLE): string {
  let tokens: Token[];
  try {
    ({ tokens } = parse(code, jsx, typescript, false));
  } catch {
    return code;
  }
  const insertions: Insertion[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== TokenType._while && token.type !== TokenType._for) return;
    const next = tokens[index + 1];
    const awaits = token.type === TokenType._for && next?.contextualKeyword === ContextualKeyword._await;
    const openAt = awaits ? index + 2 : index + 1;
    const open = tokens[openAt];
    if (open?.type !== TokenType.parenL) return;
    const closeAt = closingOf(tokens, openAt);
    const close = tokens[closeAt];
    if (close === undefined) return;
    if (token.type === TokenType._for) {
      insertions.push(...guardFor(code, topLevel(tokens, openAt, closeAt), close, awaits));
      return;
    }
    insertions.push({ at: open.end, text: `${LOOP_GUARD}() && (` }, { at: close.start, text: ')' });
  });
  // From the end, so that each insertion leaves the places of those before it as they were.
  let guarded = code;
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) {
    guarded = guarded.slice(0, at) + text + guarded.slice(at);
  }
  return guarded;
}

/**
 * Whether the code calls a function named `render` (not a method, not in a comment, a string or JSX text);
 * undefined when it does not parse.
 */
export function callsRender(code: string): boolean | undefined {
  let tokens: Token[];
  try {
    ({ tokens } = parse(code, true, true, false));
  } catch {
    return undefined;
  }
  return tokens.some(
    (token, index) =>
      token.type === TokenType.name &&
      code.slice(token.start, token.end) === 'render' &&
      tokens[index + 1]?.type === TokenType.parenL &&
      !NOT_A_CALL_AFTER.has(tokens[index - 1]?.type ?? -1),
  );
}

/** Whether `value` has a method under `symbol` (Symbol.iterator, Symbol.asyncIterator). */
function has(value: unknown, symbol: symbol): boolean {
  return (
    value !== null && value !== undefined && typeof (value as Record<symbol, unknown>)[symbol] === 'function'
  );
}

/** Ends an iterator the guard stopped, as a loop would on `break`, so that its `finally` blocks run. */
function close(iterator: AsyncIterator<unknown>): void {
  try {
    Promise.resolve(iterator.return?.()).catch(() => undefined);
  } catch {
    // Its own error would hide the stop, which is what the reader needs to see.
  }
}

/**
 * The guard the guarded code calls at each step of a loop (`LOOP_GUARD`), and the wrappers of the iterable of a
 * `for … of` (`LOOP_ITERABLE`) and of a `for await … of` (`LOOP_ASYNC_ITERABLE`). The steps are counted from the
 * first one after the page last had its thread (a task clears the count once the running code has given it back, so
 * a loop in a click handler or a timer starts afresh each time; not a microtask, since a loop that awaits promises
 * already resolved never gives it back); when they have gone on for longer than `limitMs`, the guard throws
 * `stopped()`, and throws again at every step until then.
 */
export function createLoopGuard(
  stopped: () => Error,
  limitMs = LOOP_LIMIT_MS,
  now: () => number = () => performance.now(),
): Record<typeof LOOP_GUARD | typeof LOOP_ITERABLE | typeof LOOP_ASYNC_ITERABLE, unknown> {
  let steps = 0;
  let since = 0;
  // Once over the limit, every step throws until the page has its thread back: a loop that catches the error inside
  // another loop cannot keep the outer one going.
  let stopping = false;
  const guard = (): true => {
    if (steps === 0) {
      since = now();
      setTimeout(() => {
        steps = 0;
        stopping = false;
      }, 0);
    }
    steps += 1;
    if (!stopping && steps % STEPS_PER_CHECK === 0 && now() - since > limitMs) stopping = true;
    if (stopping) throw stopped();
    return true;
  };
  function* guarded<T>(values: Iterable<T>): Generator<T, void, undefined> {
    for (const value of values) {
      guard();
      yield value;
    }
  }
  // An asynchronous iterable, its steps counted before each `next()`: the loop gets what the iterator gives, as it
  // would unwrapped (a promise stays a promise), and `break` still ends it. Awaits of settled promises never give
  // the page its thread back, so a step that awaits counts like any other.
  const counted = <T>(values: AsyncIterable<T>): AsyncIterable<T> => ({
    [Symbol.asyncIterator]() {
      const iterator = values[Symbol.asyncIterator]();
      if (Object(iterator) !== iterator) {
        throw new TypeError('Result of the Symbol.asyncIterator method is not an object');
      }
      return {
        next(): Promise<IteratorResult<T>> {
          try {
            guard();
          } catch (error) {
            close(iterator);
            throw error;
          }
          return iterator.next();
        },
        // Looked up when the loop ends, as the loop itself would.
        return(value?: T): Promise<IteratorResult<T>> {
          const end = iterator.return;
          return end ? end.call(iterator, value) : Promise.resolve({ done: true, value });
        },
      };
    },
  });
  // Not iterable: the error the browser would throw, naming the reader's expression rather than this wrapper's.
  const iterable = <T>(values: Iterable<T>, text: string): Iterable<T> => {
    if (!has(values, Symbol.iterator)) throw new TypeError(`${text} is not iterable`);
    return guarded(values);
  };
  // A `for await` over a synchronous iterable (of promises, say) awaits each value itself.
  const asyncIterable = <T>(
    values: AsyncIterable<T> | Iterable<T>,
    text: string,
  ): AsyncIterable<T> | Iterable<T> => {
    if (has(values, Symbol.asyncIterator)) return counted(values as AsyncIterable<T>);
    if (has(values, Symbol.iterator)) return guarded(values as Iterable<T>);
    throw new TypeError(`${text} is not async iterable`);
  };
  return { [LOOP_GUARD]: guard, [LOOP_ITERABLE]: iterable, [LOOP_ASYNC_ITERABLE]: asyncIterable };
}
