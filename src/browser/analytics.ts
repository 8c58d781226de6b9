/** Google Analytics page views through gtag.js, loaded only when a measurement id is configured. */

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Adds gtag.js for measurement `id` with IP anonymisation on. Automatic page views are off: the route lifecycle
 * sends one `page_view` per route change itself.
 */
export function installGtag(id: string, win: Window = window): void {
  const target = win as Window & AnalyticsWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    target.dataLayer?.push(arguments);
  };
  target.gtag('js', new Date());
  target.gtag('config', id, { anonymize_ip: true, send_page_view: false });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  win.document.head.appendChild(script);
}

/** Sends `page_view` for the page now shown (IP anonymised), with the page's current title. */
export function sendPageView(win: Window = window): void {
  const { location, document } = win;
  (win as Window & AnalyticsWindow).gtag?.('event', 'page_view', {
    page_title: document.title,
    page_location: location.href,
    page_path: `${location.pathname}${location.search}${location.hash}`,
    anonymize_ip: true,
  });
}

/** Runs `callback` once the new page's `<title>` is in place: the Head is applied after the route renders. */
export function afterTitleUpdate(callback: () => void, win: Window = window): void {
  if (typeof win.requestAnimationFrame === 'function') {
    win.requestAnimationFrame(() => win.requestAnimationFrame(callback));
  } else {
    setTimeout(callback, 32);
  }
}
