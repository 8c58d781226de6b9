import { describe, expect, it } from 'vitest';
import { buildApiSidebar, countSidebarLinks } from './sidebar';

const symbols = [
  {
    package: 'react' as const,
    kind: 'variables' as const,
    name: 'Knob',
    route: '/docs/api/react/variables/Knob/',
  },
  {
    package: 'react' as const,
    kind: 'functions' as const,
    name: 'useDrag',
    route: '/docs/api/react/functions/useDrag/',
  },
  {
    package: 'react' as const,
    kind: 'functions' as const,
    name: 'Scale',
    route: '/docs/api/react/functions/Scale/',
  },
  {
    package: 'functions' as const,
    kind: 'functions' as const,
    name: 'clamp',
    route: '/docs/api/functions/functions/clamp/',
  },
];

describe('buildApiSidebar', () => {
  it('groups package → kind → names, with localised hrefs and the package index as category page', () => {
    const items = buildApiSidebar(symbols, 'ja', (kind) => `kind:${kind}`);
    expect(items).toEqual([
      {
        type: 'category',
        label: '@vibrato-ui/functions',
        href: '/ja/docs/api/functions/',
        items: [
          {
            type: 'category',
            label: 'kind:functions',
            items: [{ type: 'link', label: 'clamp', href: '/ja/docs/api/functions/functions/clamp/' }],
          },
        ],
      },
      {
        type: 'category',
        label: '@vibrato-ui/react',
        href: '/ja/docs/api/react/',
        items: [
          {
            type: 'category',
            label: 'kind:functions',
            items: [
              { type: 'link', label: 'Scale', href: '/ja/docs/api/react/functions/Scale/' },
              { type: 'link', label: 'useDrag', href: '/ja/docs/api/react/functions/useDrag/' },
            ],
          },
          {
            type: 'category',
            label: 'kind:variables',
            items: [{ type: 'link', label: 'Knob', href: '/ja/docs/api/react/variables/Knob/' }],
          },
        ],
      },
    ]);
    expect(countSidebarLinks(items)).toBe(6);
  });
});
