/**
 * Styles every element shares. Colours default to the page's text colour and system colours, so the
 * elements look right on light and dark pages without a theme; every value is a `--vibrato-*` property.
 */
export const sharedStyles = `
:host {
  --_accent: var(--vibrato-accent, #3b82f6);
  --_track: var(--vibrato-track, color-mix(in srgb, currentColor 50%, transparent));
  --_thumb: var(--vibrato-thumb, Canvas);
  --_thumb-border: var(--vibrato-thumb-border, color-mix(in srgb, currentColor 55%, transparent));
  --_focus-ring: var(--vibrato-focus-ring, var(--_accent));
  box-sizing: border-box;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  outline: none;
}
:host([hidden]) { display: none; }
:host(:focus-visible) { outline: 2px solid var(--_focus-ring); outline-offset: 2px; }
:host(:state(dragging)) { cursor: grabbing; }
:host([readonly]) { cursor: default; }
/* :disabled matches the disabled attribute and a disabled <fieldset> around the element alike. */
:host(:disabled) { opacity: 0.5; cursor: not-allowed; }
*, *::before, *::after { box-sizing: border-box; }
`;

/** Fills a new shadow root with the shared and element styles, then the element's markup. */
export function fillShadowRoot(root: ShadowRoot, css: string, html: string): void {
  root.innerHTML = html;
  const style = document.createElement('style');
  style.textContent = sharedStyles + css;
  root.prepend(style);
}
