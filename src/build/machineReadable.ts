import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, localizePath } from '../i18n/paths';
import { absoluteUrl } from './sitemap';
import { buildLlmsFullTxt, buildLlmsTxt, mdxToMarkdown, type LlmsPage } from './markdown';

/** What the machine-readable outputs need from the data layer. */
export interface MachineReadableQuery {
  allSitePage: { nodes: { path: string; pageContext: { id?: string; language?: string } | null }[] };
  allMdx: {
    nodes: { id: string; body: string; frontmatter: { title: string; description: string | null } }[];
  };
}

export const MACHINE_READABLE_QUERY = `{
  allSitePage { nodes { path pageContext } }
  allMdx { nodes { id body frontmatter { title description } } }
}`;

interface Site {
  title: string;
  url: string;
  basePath: string;
  /** The site's one-line summary, per locale. */
  summaries: Record<string, string>;
}

/**
 * Writes, for every doc page, its Markdown copy beside the HTML (`/docs/knob/index.md`), and per locale
 * `llms.txt` and `llms-full.txt` (`/llms.txt`, `/ja/llms.txt`). Returns how many Markdown copies it wrote.
 */
export async function writeMachineReadableDocs(
  data: MachineReadableQuery,
  publicDir: string,
  site: Site,
): Promise<number> {
  const mdxById = new Map(data.allMdx.nodes.map((node) => [node.id, node]));
  const byLocale = new Map<string, LlmsPage[]>(LOCALES.map((locale) => [locale, []]));
  const pages = data.allSitePage.nodes
    .filter((page) => page.pageContext?.id && mdxById.has(page.pageContext.id))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const page of pages) {
    const mdx = mdxById.get(page.pageContext?.id ?? '');
    const locale = page.pageContext?.language ?? DEFAULT_LOCALE;
    if (!mdx) continue;
    const markdown = `# ${mdx.frontmatter.title}\n\n${mdxToMarkdown(mdx.body, locale)}`;
    const directory = path.join(publicDir, page.path);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, 'index.md'), markdown);
    byLocale.get(locale)?.push({
      title: mdx.frontmatter.title,
      description: mdx.frontmatter.description,
      markdownUrl: absoluteUrl(site.url, site.basePath, `${page.path}index.md`),
      markdown,
    });
  }
  for (const [locale, entries] of byLocale) {
    const directory = path.join(publicDir, localizePath('/', locale));
    const summary = site.summaries[locale] ?? '';
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, 'llms.txt'), buildLlmsTxt(site.title, summary, entries));
    await writeFile(path.join(directory, 'llms-full.txt'), buildLlmsFullTxt(site.title, summary, entries));
  }
  return pages.length;
}
