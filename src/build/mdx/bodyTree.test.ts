import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evaluate, type EvaluateOptions } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MdxContent, type DocComponents } from '../../theme/MdxContent';
import { compileBodyTree, DocContentError } from './bodyTree';
import { gfmReady, remarkGfmPlugin } from './gfm';
import { rehypeHeadingIds } from './headingIds';
import { rehypeHighlightCode } from './highlight';

const liveExamplesDir = mkdtempSync(path.join(tmpdir(), 'live-examples-'));

/** Stand-ins for the doc template's components that show every prop they get. */
const aside = (kind: string) =>
  function Admonition({ children, ...props }: { children?: ReactNode; title?: string }) {
    return createElement('aside', { 'data-kind': kind, ...props }, children);
  };
const components: DocComponents = {
  a: (props: ComponentProps<'a'>) => createElement('a', { 'data-link': '', ...props }),
  pre: (props: ComponentProps<'pre'>) => createElement('pre', { 'data-pre': '', ...props }),
  h2: (props: ComponentProps<'h2'>) => createElement('h2', { 'data-heading': '', ...props }),
  h3: (props: ComponentProps<'h3'>) => createElement('h3', { 'data-heading': '', ...props }),
  InstallTabs: ({ packages }: { packages: string }) => createElement('div', { 'data-install': packages }),
  Note: aside('note'),
  Tip: aside('tip'),
  Info: aside('info'),
  Warning: aside('warning'),
  Danger: aside('danger'),
};

/** The markup MDX itself renders for a body, with the docs' plugins and the same components. */
async function mdxMarkup(body: string): Promise<string> {
  await gfmReady();
  const { default: Content } = await evaluate({ value: body, path: '/docs/sample.mdx' }, {
    ...runtime,
    remarkPlugins: [remarkGfmPlugin as NonNullable<EvaluateOptions['remarkPlugins']>[number]],
    rehypePlugins: [rehypeHeadingIds, [rehypeHighlightCode, { liveExamplesDir }]],
  } as EvaluateOptions);
  return renderToStaticMarkup(createElement(Content, { components: components as unknown as MDXComponents }));
}

async function treeMarkup(body: string): Promise<string> {
  const tree = await compileBodyTree(body, '/docs/sample.mdx', 0, liveExamplesDir);
  return renderToStaticMarkup(createElement(MdxContent, { tree, components }));
}

const sample = `Intro with a [link](/docs/) and \`code\`, **strong** and *emphasis*.

## Styling the knob

{/* a comment for the translators */}

- one
- two with \`<style>\`

1. first
2. second

| Prop | Type |
| :--- | ---: |
| \`min\` | number |

<Tip title="Good to know">
Markdown **inside** a tip.
</Tip>

<InstallTabs packages="@vibrato-ui/react" />

\`\`\`tsx title="App.tsx" {2}
const a = 1;
const b = 2;
\`\`\`

\`\`\`tsx live
export default function Demo() {
  return <p>live</p>;
}
\`\`\`

### Keyboard

Text with a line
break and ~~strike~~ and https://example.com.
`;

describe('compileBodyTree', () => {
  it('gives the tree MDX renders: headings with ids, fences with their keys, components with their props', async () => {
    const tree = await compileBodyTree(sample, '/docs/sample.mdx', 0, liveExamplesDir);
    const json = JSON.stringify(tree);
    expect(json).toContain('["h2",{"id":"styling-the-knob"},"Styling the knob"]');
    expect(json).toContain('["InstallTabs",{"packages":"@vibrato-ui/react"}]');
    expect(json).toContain('["Tip",{"title":"Good to know"}');
    expect(json).toMatch(
      /\["pre",\{"className":"language-tsx","data-language":"tsx","data-code":"[^"]+","data-title":"App.tsx"\}/,
    );
    expect(json).toMatch(/"data-live":"true","data-compiled-src":"\/live\/[0-9a-f]{16}\.js"/);
    expect(json).toContain('["td",{"align":"left"},["code",null,"min"]]');
    expect(json).not.toContain('translators');
  });

  it('renders the same markup as MDX itself, for a sample of every feature and for every doc', async () => {
    expect(await treeMarkup(sample)).toBe(await mdxMarkup(sample));
    const docs = path.resolve(__dirname, '../../../content/docs');
    const files = readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.mdx'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const body = readFileSync(path.join(docs, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(await treeMarkup(body), file).toBe(await mdxMarkup(body));
    }
  }, 60_000);

  it('fails on what a tree of data cannot hold, naming the line', async () => {
    const cases: [string, RegExp][] = [
      ['Text\n\n<Carousel />', /<Carousel> is not a component docs can use; use one of InstallTabs, Note/],
      ['Text\n\nTwo is {1 + 1}.', /the expression \{1 \+ 1\} cannot be rendered from data/],
      ["import { Knob } from '@vibrato-ui/react';\n\nText", /import and export are not available in docs/],
      ['Text\n\n<Tip title={name}>x</Tip>', /<Tip title=\{…\}> takes an expression/],
      ['Text\n\n<>fragment</>', /a fragment/],
    ];
    for (const [body, message] of cases) {
      const failure = await compileBodyTree(body, '/docs/bad.mdx', 10, liveExamplesDir).catch(
        (error: unknown) => error,
      );
      expect(failure, body).toBeInstanceOf(DocContentError);
      expect((failure as Error).message, body).toMatch(message);
      // The line in the file: the body's line plus the frontmatter's.
      expect((failure as DocContentError).line, body).toBe(body.startsWith('import') ? 11 : 13);
    }
  });
});
