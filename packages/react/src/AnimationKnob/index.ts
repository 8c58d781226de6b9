export { AnimationKnob, type AnimationKnobMethods, type AnimationKnobProps } from './AnimationKnob.js';
