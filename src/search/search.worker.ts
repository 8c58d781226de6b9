/** Entry of the search worker (see workerEngine.ts); the client starts it with `new Worker(new URL(…))`. */
import { prepareSegmenter } from './tokenize';
import { createWorkerHandler, type FromWorker, type ToWorker } from './workerEngine';
import { searchWorkerLocale } from './workerName';

const scope = self as unknown as {
  name: string;
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
// While the index is on its way: the locale's first query would otherwise wait for this.
prepareSegmenter(searchWorkerLocale(scope.name));
const handle = createWorkerHandler((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(event.data);
