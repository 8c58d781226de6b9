// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepAriaControlsValid } from './ariaControls';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepAriaControlsValid', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps only the ids that exist, following lists as they appear and the attribute as it is set again', async () => {
    document.body.innerHTML =
      '<div id="modal"><input class="DocSearch-Input" aria-controls="list0 list1 list2"><ul id="list0"></ul></div>';
    const root = document.getElementById('modal') as HTMLElement;
    const input = root.querySelector('input') as HTMLInputElement;
    const stop = keepAriaControlsValid(root);
    expect(input.getAttribute('aria-controls')).toBe('list0');

    const second = document.createElement('ul');
    second.id = 'list1';
    root.append(second);
    input.setAttribute('aria-controls', 'list0 list1 list2');
    await settle();
    expect(input.getAttribute('aria-controls')).toBe('list0 list1');

    root.querySelectorAll('ul').forEach((list) => list.remove());
    input.setAttribute('aria-controls', 'list0 list1');
    await settle();
    expect(input.hasAttribute('aria-controls')).toBe(false);

    stop();
    input.setAttribute('aria-controls', 'gone');
    await settle();
    expect(input.getAttribute('aria-controls')).toBe('gone');
  });
});
