import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMdxSyntaxError } from '../src/build/mdxSyntax';
import { filesUnder } from './list-files';
import { corpusOf, proseOf, seededRandom, syntheticPages } from './synthetic-docs';

const mdxFiles = (directory: string) =>
  filesUnder(directory, (name) => name.endsWith('.mdx')).map((file) => readFileSync(file, 'utf8'));

const docs = path.resolve(__dirname, '..', 'content', 'docs');
const corpus = corpusOf({ en: mdxFiles(path.join(docs, 'en')), ja: mdxFiles(path.join(docs, 'ja')) });

describe('proseOf', () => {
  it('keeps prose and link text, drops frontmatter, code, JSX, expressions and markup', () => {
    const prose = proseOf(
      '---\ntitle: T\n---\n\nimport X from "x";\n\nTurn the **knob** with `value`; see [the slider](/docs/slider/).\n\n```tsx\nconst a = 1;\n```\n\n<Tabs>{1 + 1}</Tabs>\n',
    );
    expect(prose).toContain('knob');
    expect(prose).toContain('the slider');
    for (const gone of ['title', 'import', 'value', '/docs/', 'const', 'Tabs', '1 + 1', '**', '[']) {
      expect(prose).not.toContain(gone);
    }
  });
});

describe('corpusOf', () => {
  it('draws English words and Japanese sentences from the real docs, free of MDX syntax', () => {
    expect(corpus.en.length).toBeGreaterThan(1000);
    expect(corpus.ja.length).toBeGreaterThan(100);
    expect(corpus.en).toContain('knob');
    for (const sentence of corpus.ja) expect(sentence).not.toMatch(/[{}<>`[\]#*]/);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and differs between seeds', () => {
    const sequence = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(sequence(3)).toEqual(sequence(3));
    expect(sequence(3)).not.toEqual(sequence(4));
    expect(sequence(3).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('syntheticPages', () => {
  const pages = syntheticPages(corpus, { count: 12, characters: 3000, seed: 5 });

  it('makes the same file names in both locales, a category and the asked number of pages', () => {
    expect(pages.en.map((page) => page.file)).toEqual(pages.ja.map((page) => page.file));
    expect(pages.en).toHaveLength(13);
    expect(pages.en[0]?.file).toBe('synthetic/_category_.json');
    expect(JSON.parse(pages.ja[0]?.source ?? '')).toMatchObject({ label: '合成ページ' });
  });

  it('writes pages of about the asked size with a title, h2 and paragraphs, in each language', () => {
    for (const page of pages.en.slice(1)) {
      expect(page.source.length).toBeGreaterThanOrEqual(3000);
      expect(page.source.length).toBeLessThan(6000);
      expect(page.source).toMatch(/^---\ntitle: Synthetic page \d+\n/);
      expect(page.source).toMatch(/\n## .+\n/);
    }
    expect(pages.ja[1]?.source).toMatch(/title: 合成ページ 1\n/);
    expect(pages.ja[1]?.source).toMatch(/[\u3040-\u30ff]/);
  });

  it('is valid MDX without code, links or inline names', async () => {
    for (const page of [...pages.en.slice(1), ...pages.ja.slice(1)]) {
      const body = page.source.replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(await findMdxSyntaxError(body)).toBeNull();
      expect(body).not.toMatch(/[`[\]<>{}]/);
    }
  });

  it('is the same for the same seed', () => {
    expect(syntheticPages(corpus, { count: 2, characters: 500, seed: 9 })).toEqual(
      syntheticPages(corpus, { count: 2, characters: 500, seed: 9 }),
    );
  });
});
