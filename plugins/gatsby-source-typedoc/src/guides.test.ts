import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideFor, mappedGuideRoutes } from './guides';

describe('guideFor', () => {
  it('maps components and their props and methods types to the component guide', () => {
    expect(guideFor('react', 'Knob')).toEqual({ route: '/docs/components/knob/', name: 'Knob' });
    expect(guideFor('react', 'XYPadProps')).toEqual({ route: '/docs/components/xy-pad/', name: 'XYPad' });
    expect(guideFor('react', 'AnimationKnobMethods')?.route).toBe('/docs/components/animation-knob/');
    expect(guideFor('react', 'AnimationCanvasProps')?.route).toBe('/docs/components/animation-canvas/');
    expect(guideFor('react', 'NumberInput')?.route).toBe('/docs/components/number-input/');
  });

  it('maps the Web MIDI hooks to the Web MIDI API guide', () => {
    for (const hook of ['useMIDIAccess', 'useMIDIInput', 'useMIDIMessage']) {
      expect(guideFor('react', hook)).toEqual({ route: '/docs/hooks/web-midi-api/', name: 'Web MIDI API' });
    }
  });

  it('gives no guide to other exports or to the functions package', () => {
    expect(guideFor('react', 'useDrag')).toBeNull();
    expect(guideFor('react', 'SliderThumb')).toBeNull();
    expect(guideFor('react', 'KnobStyles')).toBeNull();
    expect(guideFor('functions', 'Knob')).toBeNull();
  });

  it('lists every route it can return, once', () => {
    expect(mappedGuideRoutes().sort()).toEqual([
      '/docs/components/animation-canvas/',
      '/docs/components/animation-knob/',
      '/docs/components/knob/',
      '/docs/components/number-input/',
      '/docs/components/piano/',
      '/docs/components/slider/',
      '/docs/components/xy-pad/',
      '/docs/hooks/web-midi-api/',
    ]);
  });
});

describe('mapped guides', () => {
  it('each have an English page under content/docs/en/ (the build fails otherwise)', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    for (const route of mappedGuideRoutes()) {
      const file = path.join(root, 'content/docs/en', `${route.replace(/^\/docs\/|\/$/g, '')}.mdx`);
      expect(existsSync(file), `${route} → ${path.relative(root, file)}`).toBe(true);
    }
  });
});
