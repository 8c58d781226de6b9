/** The navbar's id: the first paint of every page waits until the element with it is parsed (src/build/firstPaint.ts). */
export const NAVBAR_ID = 'site-navbar';
