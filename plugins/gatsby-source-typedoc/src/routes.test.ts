import { describe, expect, it } from 'vitest';
import { missingRequiredRoutes, packageRoute, REQUIRED_API, symbolRoute } from './routes';

describe('required API routes', () => {
  it('lists every route of the spec that is missing', () => {
    const all = new Set<string>([packageRoute('functions'), packageRoute('react')]);
    for (const pkg of ['functions', 'react'] as const) {
      for (const [kind, names] of Object.entries(REQUIRED_API[pkg])) {
        for (const name of names) all.add(symbolRoute(pkg, kind as 'functions', name));
      }
    }
    expect(missingRequiredRoutes(all)).toEqual([]);
    all.delete('/docs/api/react/variables/Knob/');
    all.delete('/docs/api/functions/');
    expect(missingRequiredRoutes(all)).toEqual(['/docs/api/functions/', '/docs/api/react/variables/Knob/']);
  });

  it('holds the spec counts: 29 functions-package pages and 75 React pages', () => {
    const count = (pkg: 'functions' | 'react') => Object.values(REQUIRED_API[pkg]).flat().length;
    expect(count('functions')).toBe(29);
    expect(count('react')).toBe(75);
  });
});
