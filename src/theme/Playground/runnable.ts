/** Names the runnable code uses for the example's exports; createScope (scope.ts) provides them. */
export const EXPORTS = '__liveExports';
export const PICK = '__liveExported';

/**
 * Turns an example into code for react-live's `noInline` mode, which shows what the code passes to `render()`.
 * Three forms are accepted:
 * - a module that exports a component (imports from the live modules work): the component is rendered;
 * - code that calls `render(<Example />)` itself;
 * - a single JSX expression.
 */
export function toRunnable(code: string): string {
  if (/(^|[^\w.$])render\s*\(/.test(code)) return code;
  if (/^\s*export\s/m.test(code)) return `${code}\n;render(${PICK}(${EXPORTS}));\n`;
  return `render(\n${code.trim().replace(/;$/, '')}\n);\n`;
}
