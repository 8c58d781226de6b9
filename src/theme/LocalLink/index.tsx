import { Link, navigate, withPrefix } from 'gatsby';
import { useLocale } from '../../i18n/react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isExternalUrl, localizePath } from '../../i18n/paths';

export interface LocalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Unprefixed internal path (`/docs/`) or external URL. */
  href: string;
  children: ReactNode;
  /**
   * False for a link to a page whose data is large (the templates page carries the highlighted code of every
   * template): Gatsby's links fetch and parse the target's page data on the main thread once they have been in
   * view for a while, for this page a task of about 160 ms with the CPU slowed 4× (as Lighthouse's phone) on every
   * visit to a page with the link. The link then fetches it when it is followed, still without reloading the page.
   */
  prefetch?: boolean;
}

/** A click the page handles itself: the main button, no key held, no other target, nobody else handled it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * A link that stays in the reader's locale: internal paths get the locale prefix and trailing slash and navigate
 * client-side; external URLs open as plain links with `rel="noopener noreferrer"`.
 */
export function LocalLink({ href, children, prefetch = true, ...rest }: LocalLinkProps) {
  const { language } = useLocale();
  if (isExternalUrl(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const { ref: _ref, ...linkProps } = rest as typeof rest & { ref?: unknown };
  const to = localizePath(href, language);
  if (!prefetch) {
    const { onClick } = linkProps;
    return (
      <a
        {...linkProps}
        href={withPrefix(to)}
        onClick={(event) => {
          onClick?.(event);
          if (!isPlainClick(event)) return;
          event.preventDefault();
          void navigate(to);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...linkProps}>
      {children}
    </Link>
  );
}
