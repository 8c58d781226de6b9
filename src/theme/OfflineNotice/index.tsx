import { useSyncExternalStore } from 'react';
import {
  cancelHeldNavigation,
  getHeldNavigation,
  subscribeHeldNavigation,
} from '../../browser/offlineNavigation';
import { useTranslation } from '../../i18n/react';
import * as styles from './styles.module.css';

/**
 * Says that a link followed offline waits for the connection (see offlineNavigation.ts), with a button to stay on
 * the page. The status region is always there, so screen readers announce the notice when it appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const held = useSyncExternalStore(subscribeHeldNavigation, getHeldNavigation, () => null);
  return (
    <div role="status" className={styles.region}>
      {held && (
        <div className={styles.notice}>
          <p>{t('theme:offline.message')}</p>
          <button type="button" className={styles.cancel} onClick={cancelHeldNavigation}>
            {t('theme:offline.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
