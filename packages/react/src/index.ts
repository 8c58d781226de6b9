/**
 * React components and hooks for web-audio user interfaces.
 *
 * @packageDocumentation
 */
export * from './types.js';
export * from './hooks/useAnimationFrame.js';
export * from './hooks/useDrag.js';
export * from './hooks/useDragWithElement.js';
export * from './hooks/useEventListener.js';
export * from './hooks/useInterval.js';
export * from './hooks/useLongPress.js';
export * from './midi/index.js';
export * from './AnimationCanvas/index.js';
export * from './AnimationKnob/index.js';
export * from './DragObserver/index.js';
export * from './Knob/index.js';
export * from './NumberInput/index.js';
export * from './Piano/index.js';
export * from './Slider/index.js';
export * from './WheelObserver/index.js';
export * from './XYPad/index.js';
