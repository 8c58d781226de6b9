/** The text of a code block's highlighted HTML (src/build/mdx/hast.ts `toHtml`): tags dropped, entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
