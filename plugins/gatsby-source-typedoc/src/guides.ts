import type { ApiPackage } from './routes';

/** The guide an API page links back to: its route and the name the link shows ("Read the Knob guide"). */
export interface ApiGuide {
  route: string;
  name: string;
}

/** React components that have a guide under /docs/components/, keyed by component name. */
const COMPONENT_GUIDES: Record<string, string> = {
  AnimationCanvas: '/docs/components/animation-canvas/',
  AnimationKnob: '/docs/components/animation-knob/',
  Knob: '/docs/components/knob/',
  NumberInput: '/docs/components/number-input/',
  Piano: '/docs/components/piano/',
  Slider: '/docs/components/slider/',
  XYPad: '/docs/components/xy-pad/',
};

const WEB_MIDI_GUIDE: ApiGuide = { route: '/docs/hooks/web-midi-api/', name: 'Web MIDI API' };
/** The Web MIDI hooks, documented together in one guide. */
const WEB_MIDI_HOOKS = ['useMIDIAccess', 'useMIDIInput', 'useMIDIMessage'];

/**
 * The guide of an API page, or null: a component and its `…Props`/`…Methods` types link to the component's
 * guide, the Web MIDI hooks to the Web MIDI API guide. The build fails when a guide named here has no page.
 */
export function guideFor(pkg: ApiPackage, name: string): ApiGuide | null {
  if (pkg !== 'react') return null;
  if (WEB_MIDI_HOOKS.includes(name)) return WEB_MIDI_GUIDE;
  const component = name.replace(/(Props|Methods)$/, '');
  const route = COMPONENT_GUIDES[component];
  return route ? { route, name: component } : null;
}

/** Every guide route the mapping can return, for the build's check that each page exists. */
export function mappedGuideRoutes(): string[] {
  return [...Object.values(COMPONENT_GUIDES), WEB_MIDI_GUIDE.route];
}
