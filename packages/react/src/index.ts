/**
 * React components and hooks for web-audio user interfaces.
 *
 * @packageDocumentation
 */
export * from './types';
export * from './hooks/useAnimationFrame';
export * from './hooks/useDrag';
export * from './hooks/useDragWithElement';
export * from './hooks/useEventListener';
export * from './hooks/useInterval';
export * from './hooks/useLongPress';
export * from './midi';
export * from './AnimationCanvas';
export * from './AnimationKnob';
export * from './DragObserver';
export * from './Knob';
export * from './NumberInput';
export * from './Piano';
export * from './Slider';
export * from './WheelObserver';
export * from './XYPad';
