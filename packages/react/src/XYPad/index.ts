export { XYPad, type XYPadMethods, type XYPadProps } from './XYPad.js';
export { XYPadArea } from './XYPadArea.js';
export { XYPadThumb, type XYPadThumbMethods, type XYPadThumbProps } from './XYPadThumb.js';
