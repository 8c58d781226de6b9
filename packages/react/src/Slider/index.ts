export { useSliderContext } from './context.js';
export { Scale, ScaleOption, type ScaleOptionProps, type ScaleProps } from './Scale.js';
export { Slider, type SliderMethods, type SliderProps } from './Slider.js';
export { SliderThumb, type SliderThumbMethods, type SliderThumbProps } from './SliderThumb.js';
export { SliderTrack, type SliderTrackProps } from './SliderTrack.js';
