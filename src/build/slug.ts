/**
 * Stable heading ids: lower-case, punctuation dropped, spaces to hyphens. Letters of every script are kept, so
 * Japanese headings get readable ids (`はじめに`). Used by the MDX heading plugin and the table of contents alike.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Hands out unique slugs for one page: the second "Usage" becomes `usage-1`. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    return count === undefined ? base : `${base}-${count + 1}`;
  };
}
