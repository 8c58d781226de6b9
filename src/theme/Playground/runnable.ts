/** Names the runnable code uses for the example's exports; createScope (scope.ts) provides them. */
export const EXPORTS = '__liveExports';
export const PICK = '__liveExported';

/**
 * Whether the code seems to call `render(` (the build's examples are ours; the editor reads the code's tokens,
 * so that a call in a comment or a string does not count: see callsRender in loopGuard.ts).
 */
export function seemsToCallRender(code: string): boolean {
  return /(^|[^\w.$])render\s*\(/.test(code);
}

/**
 * Turns an example into code for react-live's `noInline` mode, which shows what the code passes to `render()`.
 * Three forms are accepted:
 * - a module that exports a component (imports from the live modules work): the component is rendered;
 * - code that calls `render(<Example />)` itself;
 * - a single JSX expression.
 */
export function toRunnable(code: string, callsRender: (code: string) => boolean = seemsToCallRender): string {
  if (callsRender(code)) return code;
  if (/^\s*export\s/m.test(code)) return `${code}\n;render(${PICK}(${EXPORTS}));\n`;
  return `render(\n${code.trim().replace(/;$/, '')}\n);\n`;
}
