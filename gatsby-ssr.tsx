import type { GatsbySSR } from 'gatsby';
import en from './locales/en/theme.json';
import ja from './locales/ja/theme.json';
import siteConfig from './site.config';
import { localeFromPath } from './src/i18n/paths';
import { LocaleProvider, type LocalePageContext } from './src/i18n/react';
import type { LocaleStrings } from './src/i18n/strings';
import { renderToHtml } from './src/ssr/renderToHtml';
import { earlyClicksScript } from './src/browser/earlyClicks';
import { STARTUP_FAILED_ID } from './src/browser/startupFailure';
import { announcementScript } from './src/theme/AnnouncementBar/dismissal';
import { BaseUrlBannerScript } from './src/theme/BaseUrlBanner';
import { COLOR_MODE_STORAGE_KEY, colorModeScript } from './src/theme/ColorModeToggle/colorMode';

const THEME_STRINGS = { en, ja };

/**
 * Decided before the first paint: that scripts run (`<html data-js>`: without it, the styles give the page what it
 * needs without JavaScript, see global.css), colour mode and toggle icon, and whether the announcement was closed.
 * It also starts noting the buttons pressed before React has started, which are pressed again once it has (see
 * src/browser/earlyClicks.ts).
 */
const BEFORE_PAINT_SCRIPT =
  "document.documentElement.setAttribute('data-js','');" +
  colorModeScript(COLOR_MODE_STORAGE_KEY, siteConfig.colorMode.respectSystem) +
  (siteConfig.announcement ? announcementScript(siteConfig.announcement.id) : '') +
  earlyClicksScript();

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setBodyAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  // A stable body class for users' CSS.
  setBodyAttributes({ className: 'vibrato-docs' });
  setHeadComponents([
    <script key="before-paint" dangerouslySetInnerHTML={{ __html: BEFORE_PAINT_SCRIPT }} />,
  ]);
  const strings = THEME_STRINGS[localeFromPath(pathname)];
  const message = strings.baseUrl.message.replace('{{basePath}}', siteConfig.basePath);
  setPreBodyComponents([
    <BaseUrlBannerScript key="base-url" message={message} />,
    // Without JavaScript the docs read as usual; this note says what is missing.
    <noscript key="no-script">
      <p className="vibrato-noscript">{strings.noscript.message}</p>
    </noscript>,
    // Shown by the start-up loader when one of the page's scripts fails to load (see src/browser/startupFailure.ts),
    // which then gives the link this page's address: it loads the page again.
    <p key="startup-failed" id={STARTUP_FAILED_ID} className="vibrato-startup-failed" role="alert" hidden>
      {strings.startupFailed.message} <a>{strings.startupFailed.retry}</a>
    </p>,
  ]);
};

/**
 * Gatsby's own renderer streams through React 18, which leaves NUL bytes in pages with multi-byte text (see
 * src/ssr/renderToHtml.ts); this one renders the same body and drops them.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(await renderToHtml(bodyComponent));
};

/** The page's locale and the UI strings its query loaded (the same wrapper as in gatsby-browser.tsx). */
export const wrapPageElement: GatsbySSR<
  { locales?: LocaleStrings } | undefined,
  { i18n?: LocalePageContext }
>['wrapPageElement'] = ({ element, props }) => (
  <LocaleProvider page={props.pageContext.i18n} strings={props.data?.locales}>
    {element}
  </LocaleProvider>
);
