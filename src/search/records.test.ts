import { describe, expect, it } from 'vitest';
import { contentsOf, expandIndex, groupContents, type CompactIndex } from './records';

describe('groupContents and contentsOf', () => {
  it('group texts by heading, keeping their order within a heading, and give them back', () => {
    const grouped = groupContents(3, [
      [2, 'c1'],
      [0, 'a1'],
      [2, 'c2'],
      [0, 'a2'],
    ]);
    expect(grouped).toEqual({ counts: [2, 0, 2], texts: ['a1', 'a2', 'c1', 'c2'] });
    const index: CompactIndex = {
      format: 3,
      language: 'en',
      version: ['current'],
      pages: [['/docs/', 'Docs']],
      keywords: [[]],
      headings: [
        [0, 1, 'Intro', '', -1],
        [0, 2, 'Empty', 'empty', 0],
        [0, 2, 'Last', 'last', 0],
      ],
      ...grouped,
    };
    expect(contentsOf(index)).toEqual([
      [0, 'a1'],
      [0, 'a2'],
      [2, 'c1'],
      [2, 'c2'],
    ]);
    const content = expandIndex(index).filter((record) => record.type === 'content');
    expect(content.map((record) => [record.objectID, record.content])).toEqual([
      ['en:/docs/:0', 'a1'],
      ['en:/docs/:1', 'a2'],
      ['en:/docs/#last:0', 'c1'],
      ['en:/docs/#last:1', 'c2'],
    ]);
  });

  it('refuses a text under a heading that does not exist', () => {
    expect(() => groupContents(1, [[1, 'orphan']])).toThrow(/heading 1, which does not exist/);
  });
});
