// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import siteConfig from '../../../site.config';
import type { NavbarItem } from '../../config/types';
import { NAVBAR_ITEM_TYPES } from '../../config/validate';
import { NAVBAR_ITEM_COMPONENTS, NavbarItemView, navbarItemComponent } from './items';

const sidebars = {
  allDocSidebar: {
    nodes: [
      { sidebarId: 'tutorialSidebar', locale: 'ja', firstHref: '/ja/docs/intro/' },
      { sidebarId: 'tutorialSidebar', locale: 'en', firstHref: null },
    ],
  },
};

vi.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => sidebars,
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('../../i18n/react', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
  useLocale: () => ({ language: 'ja', originalPath: '/docs/' }),
}));

afterEach(cleanup);

describe('navbar item registry', () => {
  it('has a component for every configurable kind, and nothing else', () => {
    expect(Object.keys(NAVBAR_ITEM_COMPONENTS).sort()).toEqual([...NAVBAR_ITEM_TYPES].sort());
  });

  it('resolves every item of site.config.ts', () => {
    siteConfig.navbar.items.forEach((item, index) =>
      expect(navbarItemComponent(item, index)).toBeTypeOf('function'),
    );
  });

  it('reports an item it cannot render as a configuration error naming the item', () => {
    expect(() => navbarItemComponent({ type: 'searchbox' } as unknown as NavbarItem, 4)).toThrow(
      "navbar item 5 in site.config.ts has type 'searchbox', which this theme cannot render yet",
    );
  });

  it('leaves out an item that fails in the browser, reporting a configuration error that names it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ul>
        <li>
          <NavbarItemView
            item={{ type: 'docSidebar', sidebarId: 'missing', labelKey: 'navbar.docs' }}
            index={2}
          />
        </li>
        <li>
          <NavbarItemView item={{ type: 'link', labelKey: 'navbar.repository', href: '/docs/' }} index={3} />
        </li>
      </ul>,
    );
    // The rest of the navbar (and the page) still renders.
    expect(screen.getByRole('link', { name: 'common:navbar.repository' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'common:navbar.docs' })).toBeNull();
    const reported = errors.mock.calls.flat().filter((value): value is Error => value instanceof Error);
    expect(reported.map((error) => error.message)).toContain(
      "Configuration error: navbar item 3 in site.config.ts (type 'docSidebar') failed to render: navbar docSidebar item names sidebar 'missing', which has no page in locale 'ja'",
    );
    errors.mockRestore();
  });

  it('links a doc sidebar item to the first page of that sidebar in the current locale', () => {
    render(
      <NavbarItemView
        item={{ type: 'docSidebar', sidebarId: 'tutorialSidebar', labelKey: 'navbar.docs' }}
        index={0}
      />,
    );
    expect(screen.getByRole('link', { name: 'common:navbar.docs' }).getAttribute('href')).toBe(
      '/ja/docs/intro/',
    );
  });

  it('renders a dropdown of external links with the external-link icon', () => {
    const item: NavbarItem = {
      type: 'dropdown',
      labelKey: 'navbar.storybook',
      items: [{ labelKey: 'navbar.storybookReact', href: 'https://storybook.vibrato-ui.dev/react/' }],
    };
    render(<NavbarItemView item={item} index={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'common:navbar.storybook' }));
    const link = screen.getByRole('link', { name: 'common:navbar.storybookReact' });
    expect(link.getAttribute('href')).toBe('https://storybook.vibrato-ui.dev/react/');
    expect(link.querySelector('svg')).not.toBeNull();
  });

  it('keeps the query string and hash in the locale links', () => {
    window.history.replaceState(null, '', '/ja/docs/?q=x#h');
    render(<NavbarItemView item={{ type: 'localeDropdown' }} index={0} />);
    fireEvent.click(screen.getByRole('button', { name: /common:navbar\.language/ }));
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/docs/?q=x#h');
    expect(screen.getByRole('link', { name: '日本語' }).getAttribute('aria-current')).toBe('true');
  });

  it('remembers the docs version picked in the version dropdown per docs plugin', () => {
    render(<NavbarItemView item={{ type: 'docsVersionDropdown' }} index={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'common:navbar.versions: Next' }));
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
  });
});
