import type { AnchorHTMLAttributes } from 'react';
import { isExternalUrl } from '../../i18n/paths';
import { LocalLink } from '../LocalLink';

/**
 * Links written in MDX (`[Knob](/docs/components/knob/)`): content uses unprefixed site paths, and a page in
 * Japanese must link to the Japanese pages, so internal paths go through LocalLink. Fragments, relative
 * addresses and external URLs stay plain links (external ones with `rel="noopener noreferrer"`).
 */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <LocalLink href={href} {...rest}>
        {children}
      </LocalLink>
    );
  }
  return (
    <a href={href} {...(isExternalUrl(href) ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
