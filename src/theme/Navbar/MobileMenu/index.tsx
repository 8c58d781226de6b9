import { useTranslation } from '../../../i18n/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { FOCUSABLE, keepTabInside } from '../../focusTrap';
import { LazyComponent } from '../../PageLoader';
import * as styles from '../styles.module.css';

/** The menu's links are in their own chunk: most readers never open it. */
const loadMenuContent = () => import(/* webpackChunkName: "navbar-mobile-menu" */ './MenuContent');

export interface MobileMenuProps {
  open: boolean;
  /** `returnFocus` puts focus back on the toggle (Escape, close button, backdrop). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The drawer of narrow screens: a modal dialog with the navbar items (primary menu) or, on pages with a sidebar,
 * that sidebar (secondary menu). Focus moves into it, stays in it, and Escape closes it.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    keepTabInside(event);
  };

  return (
    <div className={styles.mobileMenu}>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => onClose(true)} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('theme:navbar.menu')}
        className={styles.drawer}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // Following a link closes the menu, also a link to the page already shown.
          if ((event.target as Element).closest('a[href]')) onClose(false);
        }}
      >
        <div className={styles.drawerHeader}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('theme:navbar.closeMenu')}
            onClick={() => onClose(true)}
          >
            <svg width="1.25rem" height="1.25rem" viewBox="0 0 24 24" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <LazyComponent load={loadMenuContent} props={{}} />
      </div>
    </div>
  );
}
