/** Stands in for `HTMLElement` where there is no DOM; it is never instantiated there. */
class NoDomElement {
  constructor() {
    throw new Error('Vibrato elements need a DOM: define and create them in a browser (or jsdom).');
  }
}

/**
 * `HTMLElement` in a browser, and a stand-in class where there is no DOM (Node, server rendering), so that
 * importing the package never throws. Creating an element still needs a DOM.
 */
export const HTMLElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (NoDomElement as unknown as typeof HTMLElement) : HTMLElement;
