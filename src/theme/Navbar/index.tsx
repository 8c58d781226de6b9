import { useTranslation } from 'gatsby-plugin-react-i18next';
import siteConfig from '../../../site.config';
import { LocalLink } from '../LocalLink';
import { NavbarItemView } from './items';
import * as styles from './styles.module.css';

/** The top bar: the site's name, then the configured items, left ones first (items default to the right). */
export function Navbar() {
  const { t } = useTranslation();
  const items = siteConfig.navbar.items.map((item, index) => ({ item, index }));
  const left = items.filter(({ item }) => item.position === 'left');
  const right = items.filter(({ item }) => item.position !== 'left');
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label={t('common:navbar.label')}>
        <LocalLink href="/" className={styles.brand}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M16 16 L16 5" stroke="var(--color-accent)" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <span>{siteConfig.title}</span>
        </LocalLink>
        <ul className={styles.items}>
          {left.map(({ item, index }) => (
            <li key={index}>
              <NavbarItemView item={item} index={index} />
            </li>
          ))}
        </ul>
        <ul className={`${styles.items} ${styles.right}`}>
          {right.map(({ item, index }) => (
            <li key={index}>
              <NavbarItemView item={item} index={index} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
