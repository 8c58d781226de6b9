import type { ReactNode } from 'react';
import { useDropdown } from './useDropdown';
import * as styles from '../styles.module.css';

export interface DropdownProps {
  /** Content of the button (text, icon). */
  label: ReactNode;
  /** Accessible name of the button when its content is not enough (an icon and a value). */
  ariaLabel?: string;
  /** Called when the menu opens, e.g. to read the current URL. */
  onOpen?: () => void;
  /** The menu's `<li>` entries. */
  children: ReactNode;
  className?: string;
}

/**
 * A navbar dropdown: a button that shows a list of links, closed by Escape, an outside press or leaving focus.
 * Without JavaScript the list shows while the pointer is over the dropdown or focus is in it (see styles).
 */
export function Dropdown({ label, ariaLabel, onOpen, children, className }: DropdownProps) {
  const { open, rootRef, buttonProps, menuProps, onKeyDown } = useDropdown();
  return (
    <div
      ref={rootRef}
      className={`${styles.dropdown} ${className ?? ''}`}
      data-open={open}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={styles.link}
        aria-label={ariaLabel}
        {...buttonProps}
        onClick={() => {
          if (!open) onOpen?.();
          buttonProps.onClick();
        }}
      >
        {label}
        <svg
          className={styles.caret}
          width="0.625rem"
          height="0.625rem"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path fill="currentColor" d="M4 8h16l-8 9z" />
        </svg>
      </button>
      <ul className={styles.menu} {...menuProps}>
        {children}
      </ul>
    </div>
  );
}
