/** Id of the banner element, for users' CSS and tests. */
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/**
 * The inline script that shows a banner when the page is served under a path outside the configured base path.
 * It must not need the site's bundles: with a wrong base path they cannot load.
 */
export function baseUrlBannerScript(basePath: string, message: string): string {
  const style =
    'padding:.75rem 1rem;background:#c0392b;color:#fff;font:600 1rem/1.5 system-ui,sans-serif;text-align:center';
  return `(function(){if(location.pathname.indexOf(${JSON.stringify(basePath)})===0||document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID)}))return;var b=document.createElement('div');b.id=${JSON.stringify(BASE_URL_BANNER_ID)};b.setAttribute('role','alert');b.style.cssText=${JSON.stringify(style)};b.textContent=${JSON.stringify(message)};document.body.insertBefore(b,document.body.firstChild)})();`;
}
