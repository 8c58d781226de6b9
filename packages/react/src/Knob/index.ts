export { Knob, type KnobMethods, type KnobProps } from './Knob.js';
