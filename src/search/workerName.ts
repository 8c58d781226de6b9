/**
 * The search worker's name carries its locale: the name is all a worker knows when its script starts, while the
 * page's first message reaches it only once the page's main thread is free (see prepareSegmenter in tokenize.ts).
 */
const PREFIX = 'search-worker ';

export function searchWorkerName(language: string): string {
  return `${PREFIX}${language}`;
}

/** The locale in a search worker's name, or '' for another name. */
export function searchWorkerLocale(name: string): string {
  return name.startsWith(PREFIX) ? name.slice(PREFIX.length) : '';
}
