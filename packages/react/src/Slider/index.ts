export { useSliderContext } from './context';
export { Scale, ScaleOption, type ScaleOptionProps, type ScaleProps } from './Scale';
export { Slider, type SliderMethods, type SliderProps } from './Slider';
export { SliderThumb, type SliderThumbMethods, type SliderThumbProps } from './SliderThumb';
export { SliderTrack, type SliderTrackProps } from './SliderTrack';
