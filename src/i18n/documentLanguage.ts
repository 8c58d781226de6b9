import { useEffect, useLayoutEffect } from 'react';
import siteConfig from '../../site.config';

/** The `lang` and `dir` of a page in `locale` (the default locale's when the site has no such locale). */
export function documentLanguage(locale: string): { lang: string; dir: 'ltr' | 'rtl' } {
  const config = siteConfig.locales[locale] ?? siteConfig.locales[siteConfig.defaultLocale];
  return { lang: config?.htmlLang ?? locale, dir: config?.direction ?? 'ltr' };
}

/** Gives `<html>` the language and direction of a page in `locale`, changing only what differs. */
export function applyDocumentLanguage(locale: string, root: HTMLElement = document.documentElement): void {
  const { lang, dir } = documentLanguage(locale);
  if (root.getAttribute('lang') !== lang) root.setAttribute('lang', lang);
  if (root.getAttribute('dir') !== dir) root.setAttribute('dir', dir);
}

/** A layout effect in the browser; on the server, where effects do not run, a plain one (no warning). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * In the browser, `<html lang dir>` are the page's from the moment its content is drawn: set in the same commit,
 * not through Gatsby's Head, which takes the old page's attributes off when it leaves and puts the new page's on
 * only once its head has rendered, a frame or more later. In between, a Japanese page was laid out and painted as
 * an English one (other line heights: the text on screen moved, and a place noted then was wrong). A hook, not a
 * component: an element more in the browser's tree than in the server's would change every `useId` below it.
 */
export function useDocumentLanguage(locale: string | undefined): void {
  useBrowserLayoutEffect(() => {
    if (locale) applyDocumentLanguage(locale);
  }, [locale]);
}
