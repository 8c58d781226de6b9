export { WheelObserver, type WheelObserverProps } from './WheelObserver.js';
