/** Routes of the web-components reference (unprefixed; pages localise them). */

/** The index page listing every element. */
export const WEB_COMPONENTS_ROUTE = '/docs/api/web-components/';

/** The page of one element: `/docs/api/web-components/vibrato-knob/`. */
export function elementRoute(tagName: string): string {
  return `${WEB_COMPONENTS_ROUTE}${tagName}/`;
}

/** The web-components tutorial that every element page links to. */
export const WEB_COMPONENTS_TUTORIAL = '/docs/tutorials/web-components/getting-started/';
