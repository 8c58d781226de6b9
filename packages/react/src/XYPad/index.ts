export { XYPad, type XYPadMethods, type XYPadProps } from './XYPad';
export { XYPadArea } from './XYPadArea';
export { XYPadThumb, type XYPadThumbMethods, type XYPadThumbProps } from './XYPadThumb';
