import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import './src/theme/global.css';
import siteConfig from './site.config';
import { afterTitleUpdate, installGtag, sendPageView } from './src/browser/analytics';
import { replaceThroughRouter, replaceWithCleanPath } from './src/browser/cleanUrl';
import { isConstrainedConnection } from './src/browser/connection';
import { placeOfEntry, routeDrawn, takeTraversal, watchEntryScroll } from './src/browser/entryScroll';
import { replayEarlyClicks, takeEarlyClicks } from './src/browser/earlyClicks';
import { rememberAskedAddress, restoreAskedAddress } from './src/browser/notFoundAddress';
import { cancelHeldNavigation } from './src/browser/offlineNavigation';
import { clearReloadGuard, isChunkLoadError, reloadOnce } from './src/browser/reload';
import { finishRouteProgress, watchNavigationStarts } from './src/browser/routeProgress';
import { hydrateInTransition } from './src/browser/hydrate';
import { repairHash } from './src/browser/safeHash';
import { takeOverScrollRestoration } from './src/browser/scrollRestoration';
import { guardStartupMarker } from './src/browser/startupStorage';
import { LocaleProvider, type LocalePageContext } from './src/i18n/react';
import type { LocaleStrings } from './src/i18n/strings';
import { RootErrorBoundary } from './src/theme/ErrorBoundary/RootErrorBoundary';

type PageData = { locales?: LocaleStrings } | undefined;
type PageContext = { i18n?: LocalePageContext };

const measurementId = siteConfig.analytics.gaMeasurementId;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Before Gatsby clears its reload marker, which it does unguarded (see startupStorage.ts).
  guardStartupMarker();
  // Before Gatsby's scroll handler reads the address (see safeHash.ts); this listener comes before the router's,
  // which it adds once the app renders.
  repairHash(window.location, replaceThroughRouter);
  window.addEventListener('popstate', () => repairHash());
  // Back and Forward inside the site are placed by Gatsby alone (see scrollRestoration.ts).
  takeOverScrollRestoration();
  // Ahead of the router's popstate listener too (see entryScroll.ts).
  watchEntryScroll();
  // Before Gatsby looks the page up: `/docs/index.html` is the page `/docs/`.
  replaceWithCleanPath();
  // Before Gatsby replaces an unknown `/ja/…` address with `/ja/404/` (see notFoundAddress.ts).
  rememberAskedAddress((window as { pagePath?: string }).pagePath, window.location, siteConfig.basePath);
  if (measurementId) installGtag(measurementId);
  // Code of a page that failed to load outside React (a prefetch, a route change): load the page in full.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  // From here on, scrolling is the reader's on this page (see entryScroll.ts).
  routeDrawn();
  // The first update follows the first render, when Gatsby's navigation exists.
  watchNavigationStarts();
  finishRouteProgress();
  // The reader is on another page now (Back, or a link that could load): a link waiting for the connection is dropped.
  cancelHeldNavigation();
  replaceWithCleanPath();
  restoreAskedAddress(window.location, window.history, siteConfig.basePath);
  clearReloadGuard();
  if (measurementId) afterTitleUpdate(() => sendPageView());
};

/** On 2g or with Save-Data, page code is fetched when a link is followed, not ahead of time. */
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () =>
  isConstrainedConnection();

/** How the document was loaded: 'navigate' (a link, an address typed), 'reload' or 'back_forward'. */
function loadKind(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Back and forward return to where the reader was (a history entry seen before has a saved position, even with
 * a #anchor: the one noted in this visit, see entryScroll.ts, else Gatsby's); new pages start at the top or at
 * their #anchor. Gatsby reads 0 for an entry it saved nothing for, so 0 with a #anchor (a link to a heading
 * inside the site) goes to the anchor: Gatsby scrolls it into view when this returns true.
 *
 * On the first render, Gatsby's record is not used: it keeps one place per page for all the entries of the page
 * loaded in full (their key is 'initial'), the place of the page's latest full load. A page loaded anew (the
 * language switch back to it, a link from another site) starts at the top or its #anchor, not where the reader
 * left it on an earlier load; a reload or Back to an entry loaded in full goes where the reader left that entry
 * (noted in this visit, else as the browser placed it).
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  prevRouterProps,
  routerProps,
  getSavedScrollPosition,
}) => {
  const traversal = takeTraversal();
  if (!prevRouterProps) {
    const kind = loadKind();
    if (kind === 'reload' || kind === 'back_forward') {
      const place = placeOfEntry();
      if (place !== undefined) window.scrollTo(0, place);
      return false;
    }
    return Boolean(routerProps.location.hash);
  }
  // Back or Forward to an entry of this visit, also one of the same page before or after a link to a heading.
  if (traversal?.position !== undefined) {
    window.scrollTo(0, traversal.position);
    return false;
  }
  // A link to a heading followed inside the site (its entry is new), or Back or Forward to one whose place was not
  // noted: to the heading, whatever Gatsby kept for entries without a key of their own (another visit's place on
  // the same page, or the place before the link).
  if (routerProps.location.hash) return true;
  const saved = getSavedScrollPosition(routerProps.location) as [number, number | null | undefined] | null;
  const y = saved?.[1];
  if (typeof y === 'number') {
    window.scrollTo(saved?.[0] ?? 0, y);
    return false;
  }
  return true;
};

/**
 * React hydrates the page in slices, not in one long task (see hydrate.ts). Gatsby calls the function it gets with
 * the element and the container only; its type is react-dom's legacy `render`, whose return value Gatsby ignores.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as Renderer;

/** The buttons pressed before React started (see earlyClicks.ts), taken just before it attaches its listeners. */
const earlyClicks: HTMLButtonElement[] = [];

/**
 * Gatsby wraps the app once, right before React hydrates the page (it adds its event listeners then): the early
 * presses noted until now are taken, and React answers every press from here on.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => {
  // Only the first call finds any (Gatsby may call it again).
  earlyClicks.push(...takeEarlyClicks());
  return element;
};

/**
 * After the first render, every component's effects included, the buttons pressed early are pressed again: in a
 * task of their own, outside React's effects, so that React can hydrate a part of the page still waiting for it
 * (see HydrationBoundary) the moment one of its buttons is pressed, as it does for a reader's press.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  const buttons = earlyClicks.splice(0);
  if (buttons.length > 0) setTimeout(() => replayEarlyClicks(buttons), 0);
};

export const wrapPageElement: GatsbyBrowser<PageData, PageContext>['wrapPageElement'] = ({
  element,
  props,
}) => (
  <RootErrorBoundary path={props.location.pathname}>
    <LocaleProvider page={props.pageContext.i18n} strings={props.data?.locales}>
      {element}
    </LocaleProvider>
  </RootErrorBoundary>
);
