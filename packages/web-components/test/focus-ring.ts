/** Reading the elements' focus rings in their browser tests. */
import type { Page } from '@playwright/test';

/** The computed outline of the host and of its thumb, with the page's background. */
export function focusRings(page: Page, id: string) {
  return page.evaluate((selector) => {
    const host = document.querySelector(selector) as HTMLElement;
    const thumb = host.shadowRoot?.querySelector('[part="thumb"]') as HTMLElement;
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
        shadow: style.boxShadow,
      };
    };
    return { host: ring(host), thumb: ring(thumb), page: getComputedStyle(document.body).backgroundColor };
  }, `#${id}`);
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
