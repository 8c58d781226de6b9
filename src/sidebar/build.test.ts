import { describe, expect, it } from 'vitest';
import {
  buildDocSidebar,
  countSidebarPages,
  findNeighbours,
  findTrail,
  flattenSidebar,
  type SidebarDoc,
} from './build';

const doc = (docId: string, title: string, sidebarPosition?: number, sidebarLabel?: string): SidebarDoc => ({
  docId,
  route: docId === 'index' ? '/docs/' : `/docs/${docId.replace(/\/index$/, '')}/`,
  title,
  sidebarPosition,
  sidebarLabel,
});

const docs = [
  doc('index', 'Introduction', 1),
  doc('components/slider', 'Slider'),
  doc('components/knob', 'Knob', 1),
  doc('tutorials/react/getting-started', 'Getting started with React', 1, 'Getting started'),
  doc('tutorials/react/index', 'React tutorials'),
  doc('guides/CONTRIBUTING', 'Contributing'),
];
const categories = new Map([
  ['components', { label: 'Components', position: 3 }],
  ['tutorials', { label: 'Tutorials', position: 2 }],
  ['tutorials/react', { label: 'React', position: 1 }],
  ['guides', { label: 'Guides', position: 5 }],
]);
const fileOf = (folder: string) => `content/docs/en/${folder}/_category_.json`;

describe('buildDocSidebar', () => {
  it('builds categories from folders, ordered by position, labels from sidebar_label or title', () => {
    expect(buildDocSidebar(docs, categories, 'en', fileOf)).toEqual([
      { type: 'link', label: 'Introduction', href: '/docs/' },
      {
        type: 'category',
        label: 'Tutorials',
        items: [
          {
            type: 'category',
            label: 'React',
            href: '/docs/tutorials/react/',
            items: [
              { type: 'link', label: 'Getting started', href: '/docs/tutorials/react/getting-started/' },
            ],
          },
        ],
      },
      {
        type: 'category',
        label: 'Components',
        items: [
          { type: 'link', label: 'Knob', href: '/docs/components/knob/' },
          { type: 'link', label: 'Slider', href: '/docs/components/slider/' },
        ],
      },
      {
        type: 'category',
        label: 'Guides',
        items: [{ type: 'link', label: 'Contributing', href: '/docs/guides/CONTRIBUTING/' }],
      },
    ]);
  });

  it('localises links', () => {
    const items = buildDocSidebar([doc('index', 'はじめに')], new Map(), 'ja', fileOf);
    expect(items).toEqual([{ type: 'link', label: 'はじめに', href: '/ja/docs/' }]);
  });

  it('names the missing category file', () => {
    expect(() =>
      buildDocSidebar(
        [doc('hooks/web-midi-api', 'MIDI')],
        new Map(),
        'ja',
        (f) => `content/docs/ja/${f}/_category_.json`,
      ),
    ).toThrow(
      'content/docs/ja/hooks/_category_.json is missing; add {"label": "…", "position": N} to name the \'hooks\' category',
    );
  });
});

describe('sidebar navigation helpers', () => {
  const items = buildDocSidebar(docs, categories, 'en', fileOf);

  it('flattens pages in reading order, category pages first', () => {
    expect(flattenSidebar(items).map((page) => page.href)).toEqual([
      '/docs/',
      '/docs/tutorials/react/',
      '/docs/tutorials/react/getting-started/',
      '/docs/components/knob/',
      '/docs/components/slider/',
      '/docs/guides/CONTRIBUTING/',
    ]);
    expect(countSidebarPages(items)).toBe(6);
  });

  it('finds the trail of a page', () => {
    expect(findTrail(items, '/docs/tutorials/react/getting-started/')).toEqual([
      { label: 'Tutorials' },
      { label: 'React', href: '/docs/tutorials/react/' },
      { label: 'Getting started', href: '/docs/tutorials/react/getting-started/' },
    ]);
    expect(findTrail(items, '/nowhere/')).toEqual([]);
  });

  it('finds previous and next pages', () => {
    expect(findNeighbours(items, '/docs/components/knob/')).toEqual({
      previous: { label: 'Getting started', href: '/docs/tutorials/react/getting-started/' },
      next: { label: 'Slider', href: '/docs/components/slider/' },
    });
    expect(findNeighbours(items, '/docs/').previous).toBeUndefined();
  });
});
