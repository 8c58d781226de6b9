import type { CustomElementData } from '../../../plugins/gatsby-source-custom-elements/src/model-types';

/** A section of a custom element's page: heading id (the TOC anchor) and its `api:elements.headings.*` key. */
export interface ElementSection {
  id: string;
  key:
    | 'usage'
    | 'attributes'
    | 'properties'
    | 'methods'
    | 'events'
    | 'slots'
    | 'cssParts'
    | 'cssProperties'
    | 'cssStates'
    | 'examples';
}

/** The sections an element page shows, in page order (those with content); the page and its TOC read this. */
export function elementSections(element: CustomElementData): ElementSection[] {
  const all: [ElementSection, boolean][] = [
    [{ key: 'usage', id: 'usage' }, true],
    [{ key: 'attributes', id: 'attributes' }, element.attributes.length > 0],
    [{ key: 'properties', id: 'properties' }, element.properties.length > 0],
    [{ key: 'methods', id: 'methods' }, element.methods.length > 0],
    [{ key: 'events', id: 'events' }, element.events.length > 0],
    [{ key: 'slots', id: 'slots' }, element.slots.length > 0],
    [{ key: 'cssParts', id: 'css-parts' }, element.cssParts.length > 0],
    [{ key: 'cssProperties', id: 'css-custom-properties' }, element.cssProperties.length > 0],
    [{ key: 'cssStates', id: 'css-custom-states' }, element.cssStates.length > 0],
    [{ key: 'examples', id: 'examples' }, element.examples.length > 0],
  ];
  return all.filter(([, shown]) => shown).map(([section]) => section);
}
