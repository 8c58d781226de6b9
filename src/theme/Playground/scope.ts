import * as React from 'react';
import * as VibratoFunctions from '@vibrato-ui/functions';
import * as VibratoReact from '@vibrato-ui/react';
import type { TFunction } from '../../i18n/react';
import { EXPORTS, PICK } from './runnable';

/** The modules a live React example may import; their exports are also in scope without an import. */
export const LIVE_MODULES: Record<string, unknown> = {
  react: React,
  '@vibrato-ui/react': VibratoReact,
  '@vibrato-ui/functions': VibratoFunctions,
  // The stylesheet is already on the page.
  '@vibrato-ui/react/styles.css': {},
};

const REACT_HOOKS = [
  'useCallback',
  'useContext',
  'useDebugValue',
  'useDeferredValue',
  'useEffect',
  'useId',
  'useImperativeHandle',
  'useInsertionEffect',
  'useLayoutEffect',
  'useMemo',
  'useReducer',
  'useRef',
  'useState',
  'useSyncExternalStore',
  'useTransition',
] as const;

/** `require` for the code sucrase makes of the example's imports; `t` words its error in the page's language. */
export function liveRequire(name: string, t: TFunction): unknown {
  if (Object.hasOwn(LIVE_MODULES, name)) return LIVE_MODULES[name];
  throw new Error(
    t('playground:cannotImport', {
      name,
      modules: Object.keys(LIVE_MODULES)
        .filter((module) => !module.endsWith('.css'))
        .map((module) => `"${module}"`)
        .join(', '),
    }),
  );
}

/** A function component or class, or what `memo` and `forwardRef` return. */
function isComponent(value: unknown): value is React.ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * The component an example exports: its default export, else the last exported function. The exports object is
 * emptied so that the next run starts afresh.
 */
export function pickExported(exports: Record<string, unknown>, t: TFunction): React.ReactElement {
  const names = Object.keys(exports).filter((name) => isComponent(exports[name]));
  const name = names.includes('default') ? 'default' : names.at(-1);
  const component = name === undefined ? undefined : exports[name];
  for (const key of Object.keys(exports)) Reflect.deleteProperty(exports, key);
  if (!isComponent(component)) {
    throw new SyntaxError(t('playground:exportComponent'));
  }
  return React.createElement(component);
}

/** Everything a live example can use without importing it; `t` words the scope's errors. */
export function createScope(t: TFunction): Record<string, unknown> {
  const hooks = Object.fromEntries(REACT_HOOKS.map((name) => [name, React[name]]));
  const exports: Record<string, unknown> = {};
  return {
    ...VibratoFunctions,
    ...VibratoReact,
    ...hooks,
    Fragment: React.Fragment,
    require: (name: string) => liveRequire(name, t),
    exports,
    [EXPORTS]: exports,
    [PICK]: (exported: Record<string, unknown>) => pickExported(exported, t),
  };
}
