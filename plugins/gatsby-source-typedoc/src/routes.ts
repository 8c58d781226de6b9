/** The API reference's packages, kinds and routes, and the routes the spec requires (site-spec.md §2). */

export const API_PACKAGES = ['functions', 'react'] as const;
export type ApiPackage = (typeof API_PACKAGES)[number];

/** Route segments of the reflection kinds we document, in the order pages and the sidebar list them. */
export const API_KINDS = ['functions', 'interfaces', 'type-aliases', 'variables'] as const;
export type ApiKind = (typeof API_KINDS)[number];

/** npm name of each package, as TypeDoc reports it in cross-package references. */
export const PACKAGE_NAMES: Record<ApiPackage, string> = {
  functions: '@vibrato-ui/functions',
  react: '@vibrato-ui/react',
};

/** TypeDoc's `ReflectionKind` values of the top-level reflections we turn into pages. */
export const KIND_BY_REFLECTION_KIND: Record<number, ApiKind> = {
  64: 'functions',
  256: 'interfaces',
  2097152: 'type-aliases',
  32: 'variables',
};

/** Unprefixed route of a package's index page: `/docs/api/react/`. */
export function packageRoute(pkg: ApiPackage): string {
  return `/docs/api/${pkg}/`;
}

/** Unprefixed route of one reflection's page: `/docs/api/react/interfaces/KnobProps/`. */
export function symbolRoute(pkg: ApiPackage, kind: ApiKind, name: string): string {
  return `/docs/api/${pkg}/${kind}/${name}/`;
}

/**
 * Every API page the spec requires (site-spec.md §2, names from library-api.md). The build fails when one is
 * missing, which also catches an export that TypeDoc classifies under another kind than the spec expects.
 */
export const REQUIRED_API: Record<ApiPackage, Record<ApiKind, readonly string[]>> = {
  functions: {
    functions: [
      'clamp',
      'dbToGain',
      'decimalPart',
      'degree',
      'gainToDb',
      'integerPart',
      'isBlackKey',
      'isEmpty',
      'isWhiteKey',
      'mapValue',
      'mod',
      'normalizeValue',
      'noteKey',
      'noteName',
      'noteNumber',
      'noteToFrequency',
      'parseNoteName',
      'radian',
      'rawValue',
      'skewWithCenterValue',
      'stepValue',
      'styleHelper',
      'toFixed',
      'xor',
    ],
    interfaces: [],
    'type-aliases': ['InputEventOption', 'NoteKey', 'WhiteKey'],
    variables: ['noteKeys', 'whiteKeys'],
  },
  react: {
    functions: [
      'AnimationCanvas',
      'DecrementStepper',
      'DragObserver',
      'getNoteRangeArray',
      'IncrementStepper',
      'KeyLabel',
      'Scale',
      'ScaleOption',
      'SliderTrack',
      'Stepper',
      'XYPadArea',
      'WheelObserver',
      'useAnimationFrame',
      'useDrag',
      'useDragWithElement',
      'useEventListener',
      'useInterval',
      'useLongPress',
      'useMIDIAccess',
      'useMIDIInput',
      'useMIDIMessage',
      'useSliderContext',
    ],
    interfaces: [
      'KnobProps',
      'KnobMethods',
      'SliderProps',
      'SliderMethods',
      'SliderThumbProps',
      'SliderThumbMethods',
      'SliderTrackProps',
      'XYPadProps',
      'XYPadMethods',
      'XYPadThumbProps',
      'XYPadThumbMethods',
      'PianoProps',
      'PianoMethods',
      'KeyProps',
      'KeyMethods',
      'KeyLabelProps',
      'NumberInputProps',
      'NumberInputMethods',
      'ScaleProps',
      'ScaleOptionProps',
      'StepperProps',
      'IncrementStepperProps',
      'DecrementStepperProps',
      'DragObserverProps',
      'WheelObserverProps',
      'UseDragOptions',
      'UseDragWithElementOptions',
      'AnimationKnobMethods',
      'ThumbProps',
      'AreaProps',
      'CommonProps',
      'AbsoluteSizingProps',
      'RelativeSizingProps',
      'ValueOptions',
    ],
    'type-aliases': [
      'AnimationCanvasProps',
      'AnimationKnobProps',
      'DrawFunction',
      'InitFunction',
      'KeyboardShortcuts',
      'MIDIAccessError',
    ],
    variables: [
      'AnimationKnob',
      'BlackKey',
      'Knob',
      'NOT_SUPPORTED',
      'NumberInput',
      'PERMISSION_DENIED',
      'Piano',
      'SHORTCUTS',
      'Slider',
      'SliderThumb',
      'WhiteKey',
      'XYPad',
      'XYPadThumb',
    ],
  },
};

/** Routes of `REQUIRED_API` that `routes` lacks, as a sorted list. */
export function missingRequiredRoutes(routes: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  for (const pkg of API_PACKAGES) {
    if (!routes.has(packageRoute(pkg))) missing.push(packageRoute(pkg));
    for (const kind of API_KINDS) {
      for (const name of REQUIRED_API[pkg][kind]) {
        const route = symbolRoute(pkg, kind, name);
        if (!routes.has(route)) missing.push(route);
      }
    }
  }
  return missing.sort();
}
