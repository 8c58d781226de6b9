import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const PACKAGE = path.resolve(__dirname, '..', '..', 'packages', 'web-components');

const roots: string[] = [];
afterEach(() => vi.restoreAllMocks());
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A site root whose packages/web-components has the real package.json and the given manifest. */
function siteWith(manifest: unknown): string {
  const root = mkdtempSync(path.join(tmpdir(), 'wc-source-'));
  roots.push(root);
  const dir = path.join(root, 'packages', 'web-components');
  cpSync(path.join(PACKAGE, 'package.json'), path.join(dir, 'package.json'));
  writeFileSync(path.join(dir, 'custom-elements.json'), JSON.stringify(manifest));
  return root;
}

async function source(root: string) {
  vi.resetModules();
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  const { sourceNodes } = await import('./gatsby-node');
  const nodes: { tagName?: string; internal: { type: string } }[] = [];
  const reporter = {
    info: vi.fn(),
    warn: vi.fn(),
    panic: vi.fn((message: string) => {
      throw new Error(message);
    }),
  };
  const run = () =>
    (sourceNodes as (args: unknown) => Promise<void>)({
      actions: { createNode: (node: (typeof nodes)[number]) => nodes.push(node) },
      createNodeId: (id: string) => id,
      createContentDigest: () => 'digest',
      getNodesByType: (type: string) =>
        type === 'ApiSymbol'
          ? [
              {
                package: 'functions',
                kind: 'type-aliases',
                name: 'InputEventOption',
                route: '/docs/api/functions/type-aliases/InputEventOption/',
              },
            ]
          : [],
      reporter,
    });
  return { run, nodes, reporter };
}

describe('sourceNodes', () => {
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE, 'custom-elements.json'), 'utf8')) as {
    modules: {
      declarations?: { tagName?: string; events?: { name: string; description?: string; ja?: string }[] }[];
    }[];
  };

  it('creates one CustomElement node per element of the real manifest', async () => {
    const { run, nodes } = await source(siteWith(manifest));
    await run();
    const elements = nodes.filter((node) => node.internal.type === 'CustomElement');
    expect(elements.map((node) => node.tagName).sort()).toEqual([
      'vibrato-knob',
      'vibrato-number-input',
      'vibrato-piano',
      'vibrato-slider',
      'vibrato-xy-pad',
    ]);
    // Types of @vibrato-ui/functions link to their API pages.
    const knob = nodes.find((node) => node.tagName === 'vibrato-knob') as unknown as { data: string };
    const { properties } = JSON.parse(knob.data) as { properties: { name: string; type: unknown }[] };
    expect(properties.find((property) => property.name === 'keyboardOption')?.type).toEqual([
      { text: 'InputEventOption', href: '/docs/api/functions/type-aliases/InputEventOption/' },
      { text: ' | undefined' },
    ]);
    // One node for the index page's functions and entry points.
    expect(nodes.filter((node) => node.internal.type === 'CustomElementsPackage')).toHaveLength(1);
  });

  it('stops the build when an item has no description, naming the element and the item', async () => {
    const broken = structuredClone(manifest);
    const piano = broken.modules
      .flatMap((module) => module.declarations ?? [])
      .find((declaration) => declaration.tagName === 'vibrato-piano');
    const noteon = piano?.events?.find((event) => event.name === 'noteon');
    if (noteon) delete noteon.description;
    const { run, nodes } = await source(siteWith(broken));
    await expect(run()).rejects.toThrow(
      '<vibrato-piano> event "noteon" has no description; document it in packages/web-components/src/piano.ts',
    );
    expect(nodes).toEqual([]);
  });

  it('stops the build when a text has no Japanese, naming the element, the item, its file and the fix', async () => {
    const broken = structuredClone(manifest);
    const noteon = broken.modules
      .flatMap((module) => module.declarations ?? [])
      .find((declaration) => declaration.tagName === 'vibrato-piano')
      ?.events?.find((event) => event.name === 'noteon');
    if (noteon) delete noteon.ja;
    const { run, nodes } = await source(siteWith(broken));
    const stopped = run();
    await expect(stopped).rejects.toThrow(/texts the Japanese pages would show in English; add a @ja line/);
    await expect(stopped).rejects.toThrow(
      '<vibrato-piano> event "noteon" (packages/web-components/src/piano.ts)',
    );
    expect(nodes).toEqual([]);
  });
});
