import { installCommand, TOOLS } from '../theme/InstallTabs/command';

/** Labels of the MDX call-outs when turned into Markdown, per locale. */
const ADMONITION_LABELS: Record<string, Record<string, string>> = {
  en: { Note: 'Note', Tip: 'Tip', Info: 'Info', Warning: 'Warning', Danger: 'Danger' },
  ja: { Note: '注記', Tip: 'ヒント', Info: '情報', Warning: '警告', Danger: '危険' },
};

/**
 * Turns a doc's MDX body into plain Markdown for readers and tools that want text: call-outs become block quotes,
 * install tabs become one command per package manager, imports/exports are dropped, fence meta is kept.
 */
export function mdxToMarkdown(body: string, locale: string): string {
  const labels = ADMONITION_LABELS[locale] ?? ADMONITION_LABELS.en ?? {};
  let text = body.replace(/^(import|export)\s.+$/gm, '');
  text = text.replace(
    /<InstallTabs\s+packages="([^"]+)"(\s+dev)?\s*\/>/g,
    (_whole, packages: string, dev?: string) => {
      const list = packages.split(/\s+/).filter(Boolean);
      const lines = TOOLS.map((tool) => installCommand(tool, list, Boolean(dev)));
      return ['```bash', ...lines, '```'].join('\n');
    },
  );
  text = text.replace(
    /<(Note|Tip|Info|Warning|Danger)(?:\s+title="([^"]*)")?\s*>([\s\S]*?)<\/\1>/g,
    (_whole, type: string, title: string | undefined, inner: string) => {
      const content = inner
        .trim()
        .split('\n')
        .map((line) => line.trim());
      return [
        `> **${title ?? labels[type] ?? type}:** ${content[0] ?? ''}`,
        ...content.slice(1).map((line) => `> ${line}`),
      ].join('\n');
    },
  );
  return `${text.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** One page for the llms.txt listings. */
export interface LlmsPage {
  title: string;
  description?: string | null;
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
  markdown: string;
}

/** `llms.txt`: the site in a few lines, then one link per doc to its Markdown copy. */
export function buildLlmsTxt(siteTitle: string, summary: string, pages: LlmsPage[]): string {
  const links = pages.map(
    (page) => `- [${page.title}](${page.markdownUrl})${page.description ? `: ${page.description}` : ''}`,
  );
  return `# ${siteTitle}\n\n> ${summary}\n\n## Docs\n\n${links.join('\n')}\n`;
}

/** `llms-full.txt`: every doc's Markdown, one after another, each under its title and source URL. */
export function buildLlmsFullTxt(siteTitle: string, summary: string, pages: LlmsPage[]): string {
  const sections = pages.map((page) => `# ${page.title}\n\nSource: ${page.markdownUrl}\n\n${page.markdown}`);
  return `# ${siteTitle}\n\n> ${summary}\n\n${sections.join('\n---\n\n')}`;
}
