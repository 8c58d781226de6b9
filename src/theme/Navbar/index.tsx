import { useLocale, useTranslation } from '../../i18n/react';
import { useRef } from 'react';
import siteConfig from '../../../site.config';
import { SIDEBAR_ANCHOR, useCurrentSidebar } from '../../sidebar/context';
import { ColorModeToggle } from '../ColorModeToggle';
import { LocalLink } from '../LocalLink';
import { NavbarItemView, staysInBar } from './items';
import { MobileMenu } from './MobileMenu';
import { useMobileMenu } from './MobileMenu/useMobileMenu';
import { NAVBAR_ID } from './navbarId';
import { useHideableNavbar } from './useHideableNavbar';
import * as styles from './styles.module.css';

const ITEMS = siteConfig.navbar.items.map((item, index) => ({ item, index }));
const LEFT = ITEMS.filter(({ item }) => item.position === 'left');
const RIGHT = ITEMS.filter(({ item }) => item.position !== 'left');

function MenuIcon() {
  return (
    <svg width="1.375rem" height="1.375rem" viewBox="0 0 24 24" aria-hidden="true">
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/**
 * The top bar: the site's name, the configured items (left ones first; items default to the right) and the
 * colour-mode toggle. It hides while scrolling down; narrow screens get a menu button that opens a drawer with the
 * items, search excepted (see staysInBar).
 */
export function Navbar() {
  const { t } = useTranslation();
  const { language, originalPath } = useLocale();
  const hidden = useHideableNavbar(siteConfig.navbar.hideOnScroll);
  const [menuOpen, setMenuOpen] = useMobileMenu(`${language}:${originalPath}`);
  const toggle = useRef<HTMLButtonElement>(null);
  const hasSidebar = useCurrentSidebar() !== null;
  return (
    <>
      <header id={NAVBAR_ID} className={styles.navbar} data-hidden={hidden && !menuOpen}>
        <nav className={styles.inner} aria-label={t('common:navbar.label')}>
          <button
            ref={toggle}
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            data-needs-js=""
            aria-label={t('theme:navbar.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
          {hasSidebar && (
            // Shown only without JavaScript on narrow screens, in the toggle's place (see styles).
            <a
              href={`#${SIDEBAR_ANCHOR}`}
              className={`${styles.iconButton} ${styles.noScriptSidebarLink}`}
              aria-label={t('theme:navbar.sectionPages')}
            >
              <MenuIcon />
            </a>
          )}
          <LocalLink href="/" className={styles.brand}>
            <svg width="1.75rem" height="1.75rem" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
              <path d="M16 16 L16 5" stroke="var(--color-accent)" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <span>{siteConfig.title}</span>
          </LocalLink>
          <ul className={styles.items}>
            {LEFT.map(({ item, index }) => (
              <li key={index} className={staysInBar(item) ? undefined : styles.desktopOnly}>
                <NavbarItemView item={item} index={index} />
              </li>
            ))}
          </ul>
          <ul className={`${styles.items} ${styles.right}`}>
            {RIGHT.map(({ item, index }) => (
              <li key={index} className={staysInBar(item) ? undefined : styles.desktopOnly}>
                <NavbarItemView item={item} index={index} />
              </li>
            ))}
          </ul>
          <ColorModeToggle />
        </nav>
      </header>
      <MobileMenu
        open={menuOpen}
        onClose={(returnFocus) => {
          setMenuOpen(false);
          if (returnFocus) toggle.current?.focus();
        }}
      />
    </>
  );
}
