import { describe, expect, it } from 'vitest';
import { findMdxSyntaxError, linesBefore } from './mdxSyntax';

describe('findMdxSyntaxError', () => {
  it('accepts valid MDX', async () => {
    expect(
      await findMdxSyntaxError('# Title\n\n<Tip>\n\nText with `code` and {1 + 1}.\n\n</Tip>\n'),
    ).toBeNull();
  });

  it('gives the line and column of an unclosed expression or tag, counted from the file', async () => {
    const error = await findMdxSyntaxError('# Title\n\nText.\n\nMore {broken\n', 3);
    expect(error?.line).toBe(8);
    expect(error?.reason).toMatch(/expression|brace/i);
    const tag = await findMdxSyntaxError('# Title\n\n<Tip>\n\ntext\n\n</Warning>\n');
    expect(tag?.line).toBe(7);
    expect(tag?.reason).toMatch(/Warning|Tip|closing/i);
  });
});

describe('linesBefore', () => {
  it('counts the frontmatter lines before the body', () => {
    const file = '---\ntitle: A\n---\n\n# A\n\nText\n';
    expect(linesBefore(file, '\n# A\n\nText\n')).toBe(3);
    expect(linesBefore(file, '# A\n\nText\n')).toBe(4);
    expect(linesBefore('# A\n', '# A\n')).toBe(0);
  });
});
