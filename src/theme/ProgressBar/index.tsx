import { useTranslation } from '../../i18n/react';
import { useSyncExternalStore } from 'react';
import { getRouteProgress, subscribeRouteProgress } from '../../browser/routeProgress';
import * as styles from './styles.module.css';

/** A thin bar at the top of the window while a page change takes longer than 200 ms; no spinner. */
export function ProgressBar() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeRouteProgress, getRouteProgress, () => 'idle' as const);
  if (state === 'idle') return null;
  return (
    <div
      className={styles.bar}
      data-state={state}
      role="progressbar"
      aria-label={t('theme:progressBar.label')}
      aria-busy={state === 'loading'}
    />
  );
}
