import { describe, expect, it } from 'vitest';
import { extractHeadings } from './headings';

describe('extractHeadings', () => {
  it('lists h2–h6 with ids, skipping code fences and h1', () => {
    const body = [
      '# Title',
      '## Install the `react` package',
      '```bash',
      '## not a heading',
      '```',
      '### [Props](#props) **table**',
      '## Install the react package',
      '## 使い方',
    ].join('\n');
    expect(extractHeadings(body)).toEqual([
      { depth: 2, value: 'Install the react package', id: 'install-the-react-package' },
      { depth: 3, value: 'Props table', id: 'props-table' },
      { depth: 2, value: 'Install the react package', id: 'install-the-react-package-1' },
      { depth: 2, value: '使い方', id: '使い方' },
    ]);
  });
});
