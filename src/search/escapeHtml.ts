/* A module of its own: the search modal needs it without the highlighter (and the tokenizer behind it). */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const SPECIAL = /[&<>"']/g;

const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** The text escapeHtml was given: its five entities back to characters, anything else left as it is. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity] ?? entity);
}

/** Escapes text for HTML, so record text can never inject markup into the modal or the results page. */
export function escapeHtml(text: string): string {
  // Most texts have nothing to escape: they are returned as they are, without a copy. (`search` ignores the
  // pattern's `g` flag and its lastIndex; `replace` starts from the beginning whatever lastIndex says.)
  return text.search(SPECIAL) < 0 ? text : text.replace(SPECIAL, (char) => ESCAPES[char] ?? char);
}
