import { createContext, createElement, useMemo, type ReactNode } from 'react';

/**
 * The page's code fences as highlighted HTML, by fence key (the doc node's `codeHtml` field): the doc template
 * provides it, PreBlock reads it.
 */
export const CodeHtmlContext = createContext<Readonly<Record<string, string>>>({});

/** Provides the doc node's `codeHtml` field (a JSON object) to the fences of its content. */
export function CodeHtmlProvider({ json, children }: { json: string; children: ReactNode }) {
  const blocks = useMemo(() => JSON.parse(json) as Record<string, string>, [json]);
  return createElement(CodeHtmlContext.Provider, { value: blocks }, children);
}

/** The text of a code block's highlighted HTML (src/build/mdx/hast.ts `toHtml`): tags dropped, entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
