import { compile } from '@mdx-js/mdx';
import type { Pluggable } from 'unified';
import { describe, expect, it } from 'vitest';
import { gfmReady, remarkGfmPlugin } from './gfm';

describe('remarkGfmPlugin', () => {
  it('lets MDX pages use GitHub-flavoured tables and strikethrough', async () => {
    await gfmReady();
    const source = '| Package | Use |\n| --- | --- |\n| `react` | apps |\n\n~~old~~';
    const withGfm = String(await compile(source, { remarkPlugins: [remarkGfmPlugin as Pluggable] }));
    expect(withGfm).toContain('_components.table');
    expect(withGfm).toContain('_components.del');
    const without = String(await compile(source));
    expect(without).not.toContain('_components.table');
  });
});
