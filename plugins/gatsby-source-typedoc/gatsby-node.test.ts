import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TdReflection } from './src/json';

/** What the test plants in TypeDoc's result before the plugin reads it: a mistake in a library comment. */
const planted = vi.hoisted(() => ({
  edit: null as null | ((projects: { name: string; project: TdReflection }[]) => void),
}));

vi.mock('./src/runTypedoc', async (importOriginal) => {
  const real = await importOriginal<typeof import('./src/runTypedoc')>();
  return {
    ...real,
    runTypedoc: async (...args: Parameters<typeof real.runTypedoc>) => {
      const run = await real.runTypedoc(...args);
      planted.edit?.(run.projects);
      return run;
    },
  };
});

const cacheDir = mkdtempSync(path.join(tmpdir(), 'typedoc-source-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('sourceNodes', () => {
  it('stops the build when a comment of the real library lacks its Japanese, naming the member, its line and the tag', async () => {
    // KnobMethods.reset without its `@ja`, as if the line had been deleted from Knob.tsx.
    planted.edit = (projects) => {
      const reset = projects
        .find((entry) => entry.name === 'react')
        ?.project.children?.find((child) => child.name === 'KnobMethods')
        ?.children?.find((child) => child.name === 'reset');
      if (!reset?.comment?.blockTags) throw new Error('KnobMethods.reset has no comment to plant in');
      reset.comment.blockTags = reset.comment.blockTags.filter((block) => block.tag !== '@ja');
    };
    const { sourceNodes } = await import('./gatsby-node');
    const nodes: unknown[] = [];
    const reporter = {
      info: vi.fn(),
      warn: vi.fn(),
      panic: vi.fn((message: string) => {
        throw new Error(message);
      }),
    };
    const stopped = (sourceNodes as (args: unknown) => Promise<void>)({
      actions: { createNode: (node: unknown) => nodes.push(node) },
      createNodeId: (id: string) => id,
      createContentDigest: () => 'digest',
      reporter,
      cache: { directory: cacheDir },
    });
    await expect(stopped).rejects.toThrow(/^API reference: texts the Japanese pages would show in English/);
    await expect(stopped).rejects.toThrow(
      /\n {2}- KnobMethods\.reset \(packages\/react\/src\/Knob\/Knob\.tsx:\d+\): add @ja …$/,
    );
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(nodes).toEqual([]);
  }, 180_000);
});
