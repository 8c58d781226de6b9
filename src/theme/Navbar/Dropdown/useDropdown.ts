import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Dropdown {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Put on the element holding the button and the menu: a press outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement>;
  /** Spread on the button that opens the menu. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
  /** Spread on the menu list. */
  menuProps: { id: string; hidden: boolean };
  /** Put on the root: Escape closes and returns focus to the button; ArrowDown/ArrowUp move between links. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A disclosure menu (button + list of links): the button toggles it; Escape, a press outside and focus leaving
 * close it. Arrow keys move between the menu's links for keyboard users.
 */
export function useDropdown(): Dropdown {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const links = [...(rootRef.current?.querySelectorAll<HTMLElement>(`[id="${id}"] a`) ?? [])];
      if (links.length === 0) return;
      event.preventDefault();
      if (!open) setOpen(true);
      const index = links.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = index === -1 ? (step === 1 ? 0 : links.length - 1) : index + step;
      // The menu may still be hidden for this frame when it was just opened.
      requestAnimationFrame(() => links[(next + links.length) % links.length]?.focus());
    },
    [open, id],
  );

  return {
    open,
    setOpen,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((value) => !value),
    },
    menuProps: { id, hidden: !open },
    onKeyDown,
  };
}
