import { createSlugger } from './slug';

/** A heading of a doc page as the table of contents shows it. */
export interface DocHeading {
  depth: number;
  value: string;
  id: string;
}

/** Markdown inline syntax reduced to the text a reader sees (`**a** [b](c)` → `a b`). */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/**
 * The h2–h6 headings of an MDX body with the same ids the heading plugin gives them (one slugger, same order),
 * skipping fenced code. The table of contents shows the levels it wants from this list.
 */
export function extractHeadings(body: string): DocHeading[] {
  const slug = createSlugger();
  const headings: DocHeading[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{2,6})\s+(.+)$/.exec(line);
    if (!heading?.[1] || !heading[2]) continue;
    const value = plainText(heading[2]);
    headings.push({ depth: heading[1].length, value, id: slug(value) });
  }
  return headings;
}
