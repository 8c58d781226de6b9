// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICK_ATTRIBUTE,
  EARLY_CLICKS_GLOBAL,
  MAX_EARLY_CLICKS,
  earlyClicksScript,
  replayEarlyClicks,
  takeEarlyClicks,
} from './earlyClicks';

/** Runs the inline script as the page's `<head>` would. */
function runScript() {
  new Function(earlyClicksScript())();
}

function button(label: string, parent: HTMLElement = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  parent.append(element);
  return element;
}

afterEach(() => {
  takeEarlyClicks();
  document.body.replaceChildren();
});

describe('the early clicks script', () => {
  it('notes each button pressed once, first press first, and marks it busy', () => {
    runScript();
    const menu = button('Menu');
    const copy = button('Copy');
    const icon = document.createElement('span');
    copy.append(icon);
    icon.click();
    menu.click();
    copy.click();
    expect(copy.hasAttribute(EARLY_CLICK_ATTRIBUTE)).toBe(true);
    expect(takeEarlyClicks()).toEqual([copy, menu]);
  });

  it('leaves out form buttons, disabled buttons, other elements and presses past the limit', () => {
    runScript();
    const form = document.createElement('form');
    document.body.append(form);
    const submit = button('Search', form);
    submit.type = 'submit';
    form.addEventListener('submit', (event) => event.preventDefault());
    const off = button('Off');
    off.disabled = true;
    const paragraph = document.createElement('p');
    document.body.append(paragraph);
    submit.click();
    off.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    paragraph.click();
    const many = Array.from({ length: MAX_EARLY_CLICKS + 2 }, (_, index) => button(`b${index}`));
    for (const each of many) each.click();
    expect(takeEarlyClicks()).toEqual(many.slice(0, MAX_EARLY_CLICKS));
    expect(submit.hasAttribute(EARLY_CLICK_ATTRIBUTE)).toBe(false);
  });

  it('stops noting once taken, and gives nothing a second time', () => {
    runScript();
    const first = button('First');
    first.click();
    expect(takeEarlyClicks()).toEqual([first]);
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL]).toBeUndefined();
    const later = button('Later');
    later.click();
    expect(later.hasAttribute(EARLY_CLICK_ATTRIBUTE)).toBe(false);
    expect(takeEarlyClicks()).toEqual([]);
  });
});

describe('replayEarlyClicks', () => {
  it('presses the buttons again in order, once each, and clears their busy mark', () => {
    runScript();
    const pressed: string[] = [];
    const theme = button('Theme');
    const menu = button('Menu');
    theme.click();
    menu.click();
    theme.click();
    const taken = takeEarlyClicks();
    // React's handlers, attached once it has started.
    theme.addEventListener('click', () => pressed.push('theme'));
    menu.addEventListener('click', () => pressed.push('menu'));
    replayEarlyClicks(taken);
    expect(pressed).toEqual(['theme', 'menu']);
    expect(document.querySelectorAll(`[${EARLY_CLICK_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('skips a button that has left the page or become disabled', () => {
    runScript();
    const gone = button('Gone');
    const off = button('Off');
    const kept = button('Kept');
    for (const each of [gone, off, kept]) each.click();
    const taken = takeEarlyClicks();
    const handler = vi.fn();
    for (const each of [gone, off, kept]) each.addEventListener('click', () => handler(each.textContent));
    gone.remove();
    off.disabled = true;
    replayEarlyClicks(taken);
    expect(handler.mock.calls).toEqual([['Kept']]);
  });
});
