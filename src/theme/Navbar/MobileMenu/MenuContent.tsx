import { useTranslation } from '../../../i18n/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import siteConfig from '../../../../site.config';
import { useCurrentSidebar } from '../../../sidebar/context';
import { DocSidebarTree } from '../../DocSidebar';
import { revealCurrentLink } from '../../DocSidebar/sidebarPlace';
import { NavbarItemView, staysInBar } from '../items';
import * as styles from '../styles.module.css';

/** Left items first, then the right ones (the default), as on the desktop bar; search stays in the bar itself. */
const ORDERED_ITEMS = siteConfig.navbar.items
  .map((item, index) => ({ item, index }))
  .filter(({ item }) => !staysInBar(item))
  .sort((a, b) => Number(a.item.position !== 'left') - Number(b.item.position !== 'left'));

/** The drawer's content: the page's sidebar (secondary menu) when it has one, else the navbar items. */
export default function MenuContent() {
  const { t } = useTranslation();
  const sidebar = useCurrentSidebar();
  const [secondary, setSecondary] = useState(sidebar !== null);
  const content = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // After switching menus, focus the first entry of the one now shown.
  useEffect(() => {
    if (switched.current) content.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [secondary]);

  // The page's sidebar shown: its entry for the current page is in view (the drawer scrolls, the API's is long).
  useLayoutEffect(() => {
    const drawer = content.current?.closest<HTMLElement>('[role="dialog"]');
    if (secondary && drawer) revealCurrentLink(drawer);
  }, [secondary]);

  const show = (next: boolean) => {
    switched.current = true;
    setSecondary(next);
  };

  if (sidebar && secondary) {
    return (
      <div ref={content} className={styles.drawerContent}>
        <button type="button" className={styles.backButton} onClick={() => show(false)}>
          <span aria-hidden="true">←</span> {t('theme:navbar.backToMainMenu')}
        </button>
        <nav aria-label={t('theme:navbar.sectionPages')}>
          <DocSidebarTree
            items={sidebar.items}
            activePath={sidebar.activePath}
            keyPrefix={sidebar.sidebarId}
          />
        </nav>
      </div>
    );
  }
  return (
    <div ref={content} className={styles.drawerContent}>
      <ul className={styles.primaryMenu}>
        {ORDERED_ITEMS.map(({ item, index }) => (
          <li key={index}>
            <NavbarItemView item={item} index={index} />
          </li>
        ))}
      </ul>
      {sidebar && (
        <button type="button" className={styles.backButton} onClick={() => show(true)}>
          {t('theme:navbar.sectionPages')} <span aria-hidden="true">→</span>
        </button>
      )}
    </div>
  );
}
