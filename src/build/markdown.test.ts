import { describe, expect, it } from 'vitest';
import { buildLlmsFullTxt, buildLlmsTxt, mdxToMarkdown } from './markdown';

describe('mdxToMarkdown', () => {
  it('turns call-outs and install tabs into Markdown and drops imports', () => {
    const body = [
      "import { X } from './x';",
      '',
      'Intro text.',
      '',
      '<InstallTabs packages="@vibrato-ui/react" />',
      '',
      '<Tip>',
      '  Drag up.',
      '  Double-click to reset.',
      '</Tip>',
      '',
      '```tsx title="A.tsx" live',
      '<Knob />',
      '```',
    ].join('\n');
    expect(mdxToMarkdown(body, 'en')).toBe(
      [
        'Intro text.',
        '',
        '```bash',
        'npm install @vibrato-ui/react',
        'yarn add @vibrato-ui/react',
        'pnpm add @vibrato-ui/react',
        '```',
        '',
        '> **Tip:** Drag up.',
        '> Double-click to reset.',
        '',
        '```tsx title="A.tsx" live',
        '<Knob />',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('labels call-outs in the page language, or with their own title', () => {
    expect(mdxToMarkdown('<Warning>注意</Warning>', 'ja')).toBe('> **警告:** 注意\n');
    expect(mdxToMarkdown('<Note title="Heads up">x</Note>', 'en')).toBe('> **Heads up:** x\n');
  });
});

describe('llms.txt', () => {
  const pages = [
    {
      title: 'Intro',
      description: 'What it is.',
      markdownUrl: 'https://v.dev/docs/index.md',
      markdown: 'Hello\n',
    },
  ];
  it('lists each doc with its Markdown URL and description', () => {
    expect(buildLlmsTxt('Vibrato UI', 'Controls.', pages)).toBe(
      '# Vibrato UI\n\n> Controls.\n\n## Docs\n\n- [Intro](https://v.dev/docs/index.md): What it is.\n',
    );
  });
  it('concatenates every doc in the full version', () => {
    expect(buildLlmsFullTxt('Vibrato UI', 'Controls.', pages)).toContain(
      '# Intro\n\nSource: https://v.dev/docs/index.md\n\nHello\n',
    );
  });
});
