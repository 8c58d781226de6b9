import * as React from 'react';
import type { TFunction } from '../../i18n/react';
import { createScope } from './scope';

export type RunResult =
  | { element: React.ReactNode; error?: undefined }
  | { element?: undefined; error: string };

/**
 * Runs an example compiled at build time (src/build/mdx/compileExample.ts) with the library in scope, and gives
 * what it passed to `render()`, or the error it threw, worded as the editor words it (`t` words the scope's own).
 */
export function runCompiled(compiled: string, t: TFunction): RunResult {
  const scope: Record<string, unknown> = { React, ...createScope(t) };
  let rendered: { element: React.ReactNode } | undefined;
  const render = (element: React.ReactNode) => {
    rendered = { element };
  };
  try {
    // The site's CSP allows eval on pages with React live examples (src/build/csp.ts), as the editor needs.
    new Function(...Object.keys(scope), 'render', compiled)(...Object.values(scope), render);
  } catch (error) {
    return { error: String(error) };
  }
  if (rendered === undefined || rendered.element === undefined) {
    return { error: String(new SyntaxError('`render` must be called with valid JSX.')) };
  }
  return { element: rendered.element };
}
