import siteConfig from '../../../site.config';
import { LOCALES, localizePath, stripLocale } from '../../i18n/paths';
import { absoluteUrl } from '../../build/sitemap';
import { documentLanguage } from '../../i18n/documentLanguage';

export interface SeoProps {
  /** Site path of the page, with its locale prefix. */
  path: string;
  locale: string;
  title: string;
  description?: string | null;
  keywords?: readonly string[] | null;
  /** Site path or absolute URL of the social image. */
  image?: string | null;
  noindex?: boolean;
}

const DEFAULT_IMAGE = '/social-card.png';

/**
 * Everything in a page's `<head>` that describes it: `<html lang dir>` (in the served HTML), title, description,
 * keywords, Open Graph, canonical URL and hreflang alternates for every locale plus x-default. Used by each page's
 * Gatsby `Head` export.
 */
export function Seo({ path, locale, title, description, keywords, image, noindex = false }: SeoProps) {
  const { lang, dir } = documentLanguage(locale);
  const url = (sitePath: string) => absoluteUrl(siteConfig.url, siteConfig.basePath, sitePath);
  const original = stripLocale(path);
  const fullTitle = title === siteConfig.title ? title : `${title} | ${siteConfig.title}`;
  const imageUrl = url(image ?? DEFAULT_IMAGE);
  return (
    <>
      {/* In the served HTML only: in the browser they change with the page's content (see documentLanguage.ts). */}
      {typeof document === 'undefined' && <html lang={lang} dir={dir} />}
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url(path)} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={lang} />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="canonical" href={url(path)} />
      {LOCALES.map((alternate) => (
        <link
          key={alternate}
          rel="alternate"
          hrefLang={siteConfig.locales[alternate]?.htmlLang ?? alternate}
          href={url(localizePath(original, alternate))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(original)} />
      {/* A PNG, drawn from static/favicon.svg: Chromium draws an SVG icon in a document of its own on the page's
          main thread, a task of 20-27 ms during hydration (over 100 ms with the CPU slowed 4x); a PNG this size
          decodes in well under a millisecond. */}
      <link rel="icon" href={`${siteConfig.basePath}favicon.png`} type="image/png" sizes="32x32" />
    </>
  );
}
