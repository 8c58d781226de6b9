import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeMachineReadableDocs } from './machineReadable';

describe('writeMachineReadableDocs', () => {
  it('writes a Markdown copy per doc page and llms files per locale', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'llms-'));
    const count = await writeMachineReadableDocs(
      {
        allSitePage: {
          nodes: [
            { path: '/docs/', pageContext: { id: 'a', language: 'en' } },
            { path: '/ja/docs/', pageContext: { id: 'b', language: 'ja' } },
            { path: '/', pageContext: { language: 'en' } },
          ],
        },
        allMdx: {
          nodes: [
            {
              id: 'a',
              body: 'Hello <Tip>Drag.</Tip>',
              frontmatter: { title: 'Introduction', description: 'What it is.' },
            },
            { id: 'b', body: 'こんにちは', frontmatter: { title: 'はじめに', description: null } },
          ],
        },
      },
      dir,
      {
        title: 'Vibrato UI',
        url: 'https://v.dev',
        basePath: '/',
        summaries: { en: 'Controls.', ja: 'コントロール集です。' },
      },
    );
    expect(count).toBe(2);
    expect(await readFile(path.join(dir, 'docs/index.md'), 'utf8')).toBe(
      '# Introduction\n\nHello > **Tip:** Drag.\n',
    );
    expect(await readFile(path.join(dir, 'llms.txt'), 'utf8')).toContain(
      '- [Introduction](https://v.dev/docs/index.md): What it is.',
    );
    expect(await readFile(path.join(dir, 'ja/llms.txt'), 'utf8')).toContain(
      '- [はじめに](https://v.dev/ja/docs/index.md)',
    );
    expect(await readFile(path.join(dir, 'ja/llms-full.txt'), 'utf8')).toContain('> コントロール集です。');
  });
});
