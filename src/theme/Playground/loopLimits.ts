/**
 * The names and limits shared by the loop guard of React examples (loopGuard.ts, on the page) and of HTML examples
 * (frameLoopGuard.ts, inside the sandboxed frame). A module of its own, so that the frame's side does not bring
 * sucrase's parser into the chunks that only show an example.
 */

/** The names the guarded code calls. */
export const LOOP_GUARD = '__liveLoopGuard';
export const LOOP_ITERABLE = '__liveLoopIterable';
export const LOOP_ASYNC_ITERABLE = '__liveLoopAsyncIterable';

/** How long an example's code may keep looping without giving the page its thread back. */
export const LOOP_LIMIT_MS = 1000;

/** How many loop steps pass between two looks at the clock. */
export const STEPS_PER_CHECK = 16;
