/**
 * The class of the section the search modal renders DocSearch's modal into (Modal.tsx): the modal's stylesheet
 * declares DocSearch's variables on it (plugins/gatsby-plugin-local-search/stylesheet.ts).
 */
export const MODAL_CONTAINER_CLASS = 'search-modal';
