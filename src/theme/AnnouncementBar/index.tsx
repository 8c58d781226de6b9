import { useTranslation } from '../../i18n/react';
import siteConfig from '../../../site.config';
import { focusPageStartFrom } from '../SkipToContent';
import { useAnnouncementDismissal } from './dismissal';
import * as styles from './styles.module.css';

/** The announcement of `site.config.ts`, above the navbar; closing it is remembered for that announcement id. */
export function AnnouncementBar() {
  const announcement = siteConfig.announcement;
  const { t } = useTranslation();
  const { dismissed, dismiss } = useAnnouncementDismissal(announcement?.id ?? '');
  if (!announcement || dismissed) return null;
  return (
    <aside className={styles.bar} aria-label={t('theme:announcement.label')} data-id={announcement.id}>
      <p className={styles.content}>{t(`common:${announcement.contentKey}`)}</p>
      {announcement.dismissible && (
        <button
          type="button"
          className={styles.close}
          data-needs-js=""
          aria-label={t('theme:announcement.close')}
          title={t('theme:announcement.close')}
          onClick={(event) => {
            // The bar goes away; the skip link just before it takes the keyboard's focus.
            focusPageStartFrom(event.currentTarget);
            dismiss();
          }}
        >
          <svg width="1rem" height="1rem" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </aside>
  );
}
