// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MdxLink } from '.';

let language = 'ja';
vi.mock('../../i18n/react', () => ({ useLocale: () => ({ language }) }));
vi.mock('gatsby', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

describe('MdxLink', () => {
  it('keeps internal links in the reader’s language', () => {
    language = 'ja';
    render(<MdxLink href="/docs/components/knob/#props">Knob</MdxLink>);
    expect(screen.getByRole('link', { name: 'Knob' }).getAttribute('href')).toBe(
      '/ja/docs/components/knob/#props',
    );
  });

  it('leaves English paths unprefixed, and fragments and external links alone', () => {
    language = 'en';
    render(
      <>
        <MdxLink href="/docs/">Docs</MdxLink>
        <MdxLink href="#usage">Usage</MdxLink>
        <MdxLink href="https://developer.mozilla.org/">MDN</MdxLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs/');
    expect(screen.getByRole('link', { name: 'Usage' }).getAttribute('href')).toBe('#usage');
    const external = screen.getByRole('link', { name: 'MDN' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
