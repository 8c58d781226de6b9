/**
 * Synthetic docs for the scale benchmark: pages made of the site's own English and Japanese prose, reshuffled by
 * a seeded generator, so a tenfold site has realistic words for the search index and realistic page sizes.
 * Plain prose and headings only: no code, links or API names, so the build's link and name checks stay quiet.
 */

/** What the generator draws from: English words and Japanese sentences, both free of MDX syntax. */
export interface Corpus {
  en: string[];
  ja: string[];
}

export interface SyntheticPage {
  /** Relative to `content/docs/<locale>/`. */
  file: string;
  source: string;
}

/** Prose of an MDX file: frontmatter, code, inline code, JSX/HTML, links and markup removed. */
export function proseOf(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/[#*_|>[\]()]/g, ' ');
}

/** English words and Japanese sentences of the given MDX sources. */
export function corpusOf(sources: { en: string[]; ja: string[] }): Corpus {
  const en = sources.en.flatMap((source) => proseOf(source).match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []);
  const ja = sources.ja.flatMap((source) =>
    proseOf(source)
      .split(/[。\n]/)
      .map((sentence) => sentence.trim())
      // Sentences with ASCII punctuation may carry markup the cleaning missed; Japanese prose has plenty without.
      .filter(
        (sentence) =>
          /[\u3040-\u30ff\u4e00-\u9fff]/.test(sentence) &&
          !/[^\w\s、\u3000-\u9fff\uff00-\uffef]/.test(sentence),
      ),
  );
  return { en, ja };
}

/** A small seeded generator (mulberry32), so the same seed makes the same site. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('synthetic docs: the corpus is empty');
  return item;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function englishSentence(words: string[], random: () => number): string {
  const length = 8 + Math.floor(random() * 12);
  return `${capitalise(Array.from({ length }, () => pick(words, random)).join(' '))}.`;
}

function paragraph(corpus: Corpus, locale: 'en' | 'ja', random: () => number): string {
  const sentences = 2 + Math.floor(random() * 3);
  return Array.from({ length: sentences }, () =>
    locale === 'en' ? englishSentence(corpus.en, random) : `${pick(corpus.ja, random)}。`,
  ).join(locale === 'en' ? ' ' : '');
}

function heading(corpus: Corpus, locale: 'en' | 'ja', random: () => number): string {
  if (locale === 'ja') return pick(corpus.ja, random).slice(0, 24);
  return capitalise(
    Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(corpus.en, random)).join(' '),
  );
}

/**
 * `count` pages per locale under `synthetic/`, each about `characters` long, with the same file names in both
 * locales (so every English page has its Japanese twin). Includes the category file.
 */
export function syntheticPages(
  corpus: Corpus,
  options: { count: number; characters: number; seed?: number },
): Record<'en' | 'ja', SyntheticPage[]> {
  const pages: Record<'en' | 'ja', SyntheticPage[]> = { en: [], ja: [] };
  for (const locale of ['en', 'ja'] as const) {
    const random = seededRandom((options.seed ?? 1) + (locale === 'ja' ? 7919 : 0));
    pages[locale].push({
      file: 'synthetic/_category_.json',
      source: `${JSON.stringify({ label: locale === 'en' ? 'Synthetic' : '合成ページ', position: 99 })}\n`,
    });
    for (let number = 1; number <= options.count; number += 1) {
      const title = `${locale === 'en' ? 'Synthetic page' : '合成ページ'} ${number}`;
      let body = '';
      let section = 0;
      while (body.length < options.characters) {
        section += 1;
        body += `\n## ${heading(corpus, locale, random)} ${section}\n\n`;
        const paragraphs = 1 + Math.floor(random() * 3);
        for (let index = 0; index < paragraphs; index += 1)
          body += `${paragraph(corpus, locale, random)}\n\n`;
        if (random() < 0.3)
          body += `### ${heading(corpus, locale, random)} ${section}.1\n\n${paragraph(corpus, locale, random)}\n\n`;
      }
      pages[locale].push({
        file: `synthetic/page-${String(number).padStart(4, '0')}.mdx`,
        source: `---\ntitle: ${title}\nsidebar_position: ${number}\n---\n\n${paragraph(corpus, locale, random)}\n${body}`,
      });
    }
  }
  return pages;
}
