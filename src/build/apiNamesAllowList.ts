/**
 * Names the docs may put in inline code although the library does not export them (see src/build/apiNames.ts).
 * Keep it short: each entry says why the name is not a library API. A typo of a library name does not belong here.
 * Names that a page's own code blocks declare (`function VolumeKnob`) need no entry.
 */
export const API_NAME_ALLOW_LIST: Readonly<Record<string, string>> = {
  // The platform: DOM, Web Audio, Web MIDI and JavaScript built-ins the guides refer to.
  AudioContext: 'Web Audio: the audio graph the examples play through',
  GainNode: 'Web Audio: the volume node a knob controls in the examples',
  setTargetAtTime: 'Web Audio: AudioParam method for smooth parameter changes',
  MIDIAccess: 'Web MIDI: what navigator.requestMIDIAccess() resolves to (useMIDIAccess returns it)',
  MIDIInput: 'Web MIDI: an input port (the source of useMIDIInput)',
  MIDIMessageEvent: 'Web MIDI: the event useMIDIMessage passes on',
  requestMIDIAccess: 'Web MIDI: navigator.requestMIDIAccess, the browser call the MIDI hooks wrap',
  KeyboardEvent: 'DOM: the keyboard event whose `code` the piano shortcuts use',
  FormData: 'DOM: how a form reads the custom elements’ values',
  getComputedStyle: 'DOM: reading a CSS custom property’s value',
  devicePixelRatio: 'DOM: window.devicePixelRatio, the canvas pixel density',
  requestAnimationFrame: 'DOM: the browser frame callback AnimationCanvas and useAnimationFrame build on',
  Canvas: 'CSS: the system colour the elements’ thumbs default to (follows color-scheme)',
  Field: 'CSS: the system colour of the number input element’s field (follows color-scheme)',
  onClick: 'React DOM: a plain button’s click handler',
  RangeError: 'JavaScript: the error skewWithCenterValue throws for a centre outside min..max',
  TypeError: 'JavaScript: the error parseNoteName throws for a note name that is not a string',
  NaN: 'JavaScript: the not-a-number value the number input rejects',
  // React itself.
  useState: 'React: the state hook controlled examples use',
  useEffect: 'React: the effect hook',
  useRef: 'React: the ref hook that reaches a component’s methods',
  // The site's own MDX components (src/templates/doc.tsx), named by the contributing guide.
  Note: 'site MDX call-out <Note>',
  Tip: 'site MDX call-out <Tip>',
  Info: 'site MDX call-out <Info>',
  Warning: 'site MDX call-out <Warning>',
  Danger: 'site MDX call-out <Danger>',
  InstallTabs: 'site MDX component <InstallTabs> (npm / yarn / pnpm tabs)',
  // The site's templates (src/templates-gallery), which the templates tutorial names.
  SYNTH_PANEL_LABELS: 'the synth panel template’s default texts, exported next to the template',
  // Tooling named by the contributing guide.
  CHROMIUM_PATH: 'environment variable read by scripts/chromium.sh, the browser of the tests and benchmarks',
};
