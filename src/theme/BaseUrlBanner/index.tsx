import siteConfig from '../../../site.config';
import { baseUrlBannerScript } from './script';

/**
 * The base-URL check, rendered at the start of `<body>` by `gatsby-ssr.tsx`. With the base path `/` every
 * address matches, so nothing is rendered.
 */
export function BaseUrlBannerScript({ message }: { message: string }) {
  if (siteConfig.basePath === '/') return null;
  return <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.basePath, message) }} />;
}
