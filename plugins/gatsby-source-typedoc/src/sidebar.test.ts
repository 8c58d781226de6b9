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
    const items = buildApiSidebar(symbols, [], 'ja', (kind) => `kind:${kind}`);
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

describe('the web-components category', () => {
  it('comes after the packages and lists the element tag names, linking to their pages and index', () => {
    const elements = [
      { tagName: 'vibrato-slider', route: '/docs/api/web-components/vibrato-slider/' },
      { tagName: 'vibrato-knob', route: '/docs/api/web-components/vibrato-knob/' },
    ];
    const items = buildApiSidebar(symbols, elements, 'ja', (kind) => `kind:${kind}`);
    expect(items.map((item) => item.label)).toEqual([
      '@vibrato-ui/functions',
      '@vibrato-ui/react',
      '@vibrato-ui/web-components',
    ]);
    expect(items[2]).toEqual({
      type: 'category',
      label: '@vibrato-ui/web-components',
      href: '/ja/docs/api/web-components/',
      items: [
        { type: 'link', label: 'vibrato-knob', href: '/ja/docs/api/web-components/vibrato-knob/' },
        { type: 'link', label: 'vibrato-slider', href: '/ja/docs/api/web-components/vibrato-slider/' },
      ],
    });
    expect(countSidebarLinks(items)).toBe(6 + 3);
  });
});
