import { describe, expect, it } from 'vitest';
import { firstSidebarHref } from './sidebarEntry';
import { activeVersionName, preferredVersionKey, versionRoot } from './versions';

const versions = {
  current: { label: 'Next', latest: true, path: '' },
  old: { label: '0.9', latest: false, path: '0.9' },
};

describe('docs versions', () => {
  it('remembers the preferred version per docs plugin under the preferred-version prefix', () => {
    expect(preferredVersionKey()).toBe('docs-preferred-version-default');
    expect(preferredVersionKey('api')).toBe('docs-preferred-version-api');
  });

  it('links each version to its docs root', () => {
    expect(versionRoot(versions.current)).toBe('/docs/');
    expect(versionRoot(versions.old)).toBe('/docs/0.9/');
  });

  it('takes the version from a docs path, else the preferred one, else the latest', () => {
    expect(activeVersionName('/ja/docs/0.9/knob/', versions, null)).toBe('old');
    expect(activeVersionName('/docs/components/knob/', versions, 'old')).toBe('current');
    expect(activeVersionName('/', versions, 'old')).toBe('old');
    expect(activeVersionName('/', versions, 'gone')).toBe('current');
    // Names of the object's own prototype are no versions either.
    for (const stored of ['constructor', '__proto__', 'toString']) {
      expect(activeVersionName('/', versions, stored)).toBe('current');
    }
  });
});

describe('firstSidebarHref', () => {
  it('finds the first page depth first, counting a category index page', () => {
    expect(
      firstSidebarHref([
        { type: 'category', label: 'Empty', items: [] },
        {
          type: 'category',
          label: 'Guides',
          items: [{ type: 'link', label: 'A', href: '/ja/docs/guides/a/' }],
        },
      ]),
    ).toBe('/ja/docs/guides/a/');
    expect(firstSidebarHref([{ type: 'category', label: 'X', href: '/docs/x/', items: [] }])).toBe(
      '/docs/x/',
    );
    expect(firstSidebarHref([])).toBeNull();
  });
});
