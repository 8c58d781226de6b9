// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchShortcuts } from './useSearchShortcuts';

function setup(isOpen: boolean) {
  const handlers = { onOpen: vi.fn(), onClose: vi.fn(), onInput: vi.fn() };
  const buttonRef = createRef<HTMLButtonElement>();
  const button = document.createElement('button');
  document.body.append(button);
  (buttonRef as { current: HTMLButtonElement | null }).current = button;
  renderHook(() => useSearchShortcuts({ isOpen, buttonRef, ...handlers }));
  return { ...handlers, button };
}

const press = (init: KeyboardEventInit, target: EventTarget = window) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('useSearchShortcuts', () => {
  it('opens with Ctrl+K, Cmd+K and "/" outside fields', () => {
    const { onOpen } = setup(false);
    press({ key: 'k', ctrlKey: true });
    press({ key: 'K', metaKey: true });
    press({ key: '/' });
    expect(onOpen).toHaveBeenCalledTimes(3);
    const field = document.createElement('input');
    document.body.append(field);
    press({ key: '/' }, field);
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('closes with Escape and Ctrl+K when open, but not while an IME is composing', () => {
    const { onClose } = setup(true);
    press({ key: 'Escape', isComposing: true });
    press({ key: 'Escape', keyCode: 229 });
    expect(onClose).not.toHaveBeenCalled();
    press({ key: 'Escape' });
    press({ key: 'k', ctrlKey: true });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens with the letter typed on the focused button', () => {
    const { onInput, button } = setup(false);
    press({ key: 'q' });
    expect(onInput).not.toHaveBeenCalled();
    button.focus();
    press({ key: 'q' }, button);
    expect(onInput).toHaveBeenCalledWith('q');
  });
});
