export { DragObserver, type DragObserverProps } from './DragObserver.js';
