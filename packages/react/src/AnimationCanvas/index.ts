export {
  AnimationCanvas,
  type AnimationCanvasProps,
  type DrawFunction,
  type InitFunction,
} from './AnimationCanvas.js';
