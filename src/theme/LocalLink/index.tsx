import { Link } from 'gatsby';
import { useLocale } from '../../i18n/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternalUrl, localizePath } from '../../i18n/paths';

export interface LocalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Unprefixed internal path (`/docs/`) or external URL. */
  href: string;
  children: ReactNode;
}

/**
 * A link that stays in the reader's locale: internal paths get the locale prefix and trailing slash and navigate
 * client-side; external URLs open as plain links with `rel="noopener noreferrer"`.
 */
export function LocalLink({ href, children, ...rest }: LocalLinkProps) {
  const { language } = useLocale();
  if (isExternalUrl(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const { ref: _ref, ...linkProps } = rest as typeof rest & { ref?: unknown };
  return (
    <Link to={localizePath(href, language)} {...linkProps}>
      {children}
    </Link>
  );
}
