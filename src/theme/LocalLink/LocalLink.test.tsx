// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalLink } from '.';

const gatsby = vi.hoisted(() => ({ navigate: vi.fn(), prefix: '' }));
vi.mock('../../i18n/react', () => ({ useLocale: () => ({ language: 'ja' }) }));
vi.mock('gatsby', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => (
    <a href={to} data-gatsby-link="">
      {children}
    </a>
  ),
  navigate: gatsby.navigate,
  withPrefix: (path: string) => `${gatsby.prefix}${path}`,
}));

afterEach(cleanup);
beforeEach(() => {
  gatsby.navigate.mockReset();
  gatsby.prefix = '';
});

describe('LocalLink', () => {
  it('is a Gatsby link in the reader’s language, which prefetches the page while in view', () => {
    render(<LocalLink href="/docs/">Docs</LocalLink>);
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('href')).toBe('/ja/docs/');
    expect(link.hasAttribute('data-gatsby-link')).toBe(true);
  });

  it('without prefetch, is a plain link that navigates within the site when clicked', () => {
    gatsby.prefix = '/vibrato';
    const onClick = vi.fn();
    render(
      <LocalLink href="/templates/" prefetch={false} className="cta" onClick={onClick}>
        Templates
      </LocalLink>,
    );
    const link = screen.getByRole('link', { name: 'Templates' });
    expect(link.hasAttribute('data-gatsby-link')).toBe(false);
    expect(link.getAttribute('href')).toBe('/vibrato/ja/templates/');
    expect(link.className).toBe('cta');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(gatsby.navigate).toHaveBeenCalledWith('/ja/templates/');
  });

  it('without prefetch, leaves a click with a key held, another button or a handled one to the browser', () => {
    render(
      <LocalLink
        href="/templates/"
        prefetch={false}
        onClick={(event) => {
          if (event.altKey) event.preventDefault();
        }}
      >
        Templates
      </LocalLink>,
    );
    const link = screen.getByRole('link', { name: 'Templates' });
    // What reaches the document still unhandled, the browser would follow (jsdom cannot: it is stopped there).
    const leftToBrowser: string[] = [];
    const record = (event: MouseEvent) => {
      if (!event.defaultPrevented) leftToBrowser.push(event.altKey ? 'alt' : `button ${event.button}`);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    fireEvent.click(link, { altKey: true });
    document.removeEventListener('click', record);
    expect(gatsby.navigate).not.toHaveBeenCalled();
    expect(leftToBrowser).toEqual(['button 0', 'button 0', 'button 0', 'button 1']);
  });

  it('leaves external links plain, opening without the opener', () => {
    render(
      <LocalLink href="https://github.com/" prefetch={false}>
        Source
      </LocalLink>,
    );
    const link = screen.getByRole('link', { name: 'Source' });
    expect(link.getAttribute('href')).toBe('https://github.com/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
