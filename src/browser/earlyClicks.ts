/**
 * Buttons pressed before React has started. Gatsby's start-up scripts load after the first paint (see
 * src/build/startupScripts.ts), and until React hydrates the page its buttons have no handlers: a reader who
 * presses Copy, the menu, the colour mode toggle or a sidebar caret in that moment gets nothing (the styles that
 * make some of them work without JavaScript are off once `<html data-js>` is set). So the before-paint script also
 * runs earlyClicksScript: it notes each button pressed (a click, or Enter or Space on a focused button) and marks
 * it busy; once React has taken over, replayEarlyClicks presses them again, in order, each once (a second press of
 * a button that did nothing is taken as asking again, not as undoing the first).
 *
 * Not noted: buttons of a form (a submit button works without JavaScript) and disabled ones. Live examples run
 * only once React has started, so none of their controls is there to be pressed early.
 */

/** The property of `window` through which the inline script and the app meet. */
export const EARLY_CLICKS_GLOBAL = '__vibratoEarlyClicks';

/** The attribute marking a button pressed early, until its press is replayed (styled as busy). */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/** At most this many buttons are noted. */
export const MAX_EARLY_CLICKS = 8;

/** What the inline script leaves on `window`. */
export interface EarlyClicks {
  /** The buttons pressed, first press first, each once. */
  buttons: HTMLButtonElement[];
  /** Removes the inline script's listener. */
  stop(): void;
}

/** The inline script, ES5, for the before-paint script in the page's `<head>`. */
export function earlyClicksScript(): string {
  return (
    `(function(){var d=document,b=[],s=window.${EARLY_CLICKS_GLOBAL}={buttons:b,stop:function(){` +
    `d.removeEventListener("click",c,true)}};function c(e){var t=e.target,n=t&&t.closest?t.closest("button"):null;` +
    `if(!n||n.disabled||n.form||b.indexOf(n)>=0||` +
    `b.length>=${MAX_EARLY_CLICKS})return;b.push(n);n.setAttribute("${EARLY_CLICK_ATTRIBUTE}","")}` +
    `d.addEventListener("click",c,true)})();`
  );
}

/**
 * Stops the inline script's listener and gives the buttons it noted that are still in the page. Called the moment
 * before React attaches its own listeners: from then on React answers every press itself.
 */
export function takeEarlyClicks(scope: object = window): HTMLButtonElement[] {
  const holder = scope as Record<string, EarlyClicks | undefined>;
  const early = holder[EARLY_CLICKS_GLOBAL];
  if (!early) return [];
  early.stop();
  holder[EARLY_CLICKS_GLOBAL] = undefined;
  return early.buttons;
}

/** Presses again, in order, the buttons noted before React started; their busy mark goes. */
export function replayEarlyClicks(buttons: readonly HTMLButtonElement[]): void {
  for (const button of buttons) {
    button.removeAttribute(EARLY_CLICK_ATTRIBUTE);
    if (button.isConnected && !button.disabled) button.click();
  }
}
