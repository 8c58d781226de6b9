import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toHtml } from '../../src/build/mdx/hast';
import { entryFileName, readTemplateSources, relativeImports } from './sources';

async function gallery(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gallery-'));
  for (const [file, code] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), code);
  }
  return dir;
}

describe('template sources', () => {
  it('names the component file after the folder', () => {
    expect(entryFileName('synth-panel')).toBe('SynthPanel.tsx');
    expect(entryFileName('midi-keyboard')).toBe('MidiKeyboard.tsx');
  });

  it('finds relative imports only, type imports and multi-line imports included', () => {
    const code = [
      "import { Knob } from '@vibrato-ui/react';",
      "import {\n  a,\n  b,\n} from './synth';",
      "import type { X } from '../audio-context';",
      "// import { nope } from './comment';",
    ].join('\n');
    expect(relativeImports(code)).toEqual(['./synth', '../audio-context']);
  });

  it('escapes text and keeps the class names of the highlighted spans', () => {
    expect(
      toHtml([
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['token', 'tag'] },
          children: [{ type: 'text', value: '<a & "b">' }],
        },
      ]),
    ).toBe('<span class="token tag">&lt;a &amp; &quot;b&quot;&gt;</span>');
  });

  it('lists the component first, then the gallery files it imports, highlighted', async () => {
    const dir = await gallery({
      'demo-pad/DemoPad.tsx':
        "import { engine } from './engine';\nexport const DemoPad = () => <p>{engine}</p>;\n",
      'demo-pad/engine.ts': "import { shared } from '../shared';\nexport const engine = shared;\n",
      'demo-pad/preview.tsx': 'export default 1;\n',
      'shared.ts': "export const shared = 'x';\n",
    });
    const sources = await readTemplateSources(dir);
    expect(sources.map(({ name, file, order }) => [name, file, order])).toEqual([
      ['demo-pad', 'demo-pad/DemoPad.tsx', 0],
      ['demo-pad', 'demo-pad/engine.ts', 1],
      ['demo-pad', 'shared.ts', 2],
    ]);
    expect(sources[0]?.code).toBe(
      "import { engine } from './engine';\nexport const DemoPad = () => <p>{engine}</p>;",
    );
    expect(sources[0]?.html).toMatch(/^<span class="code-line"><span class="token keyword">import <\/span>/);
    expect(sources[2]?.html).toContain(`<span class="token string">'x'</span>`);
  });

  it('fails, naming the file, when a template has no component or imports outside the gallery', async () => {
    await expect(readTemplateSources(await gallery({ 'lonely/other.tsx': '' }))).rejects.toThrow(
      /template 'lonely' needs its component in .*lonely\/Lonely\.tsx/,
    );
    await expect(
      readTemplateSources(await gallery({ 'far/Far.tsx': "import { x } from '../../elsewhere';\n" })),
    ).rejects.toThrow(/Far\.tsx imports '\.\.\/\.\.\/elsewhere'/);
  });
});
