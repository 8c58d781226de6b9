import { useEffect, type RefObject } from 'react';

/** True for text fields, where "/" is typing, not a shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export interface SearchShortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus: open with it as the query. */
  onInput: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The modal's keyboard: Ctrl/Cmd+K toggles, "/" opens when not typing in a field, Escape closes, a letter on the
 * focused button opens with that letter. Nothing happens while an IME is composing (Japanese input).
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef }: SearchShortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.keyCode === 229) return;
      const key = event.key ?? '';
      if (key === 'Escape' && isOpen) {
        onClose();
        return;
      }
      if (key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (isOpen) return;
      if (key === '/' && !isEditable(event.target)) {
        event.preventDefault();
        onOpen();
        return;
      }
      const plain = !event.metaKey && !event.ctrlKey && !event.altKey;
      if (
        plain &&
        /^[\p{L}\p{N}]$/u.test(key) &&
        buttonRef.current &&
        buttonRef.current === document.activeElement
      ) {
        event.preventDefault();
        onInput(key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
