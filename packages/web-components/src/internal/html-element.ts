/**
 * `HTMLElement` in a browser, and a stand-in where there is no DOM (Node, server rendering), so that
 * importing the package never throws. Creating an element still needs a DOM.
 */
export const HTMLElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined'
    ? (function NoDomElement() {
        throw new Error('Vibrato elements need a DOM: define and create them in a browser (or jsdom).');
      } as unknown as typeof HTMLElement)
    : HTMLElement;
