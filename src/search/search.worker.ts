/** Entry of the search worker (see workerEngine.ts); the client starts it with `new Worker(new URL(…))`. */
import { createWorkerHandler, type FromWorker, type ToWorker } from './workerEngine';

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
const handle = createWorkerHandler((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(event.data);
