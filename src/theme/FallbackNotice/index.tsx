import { useTranslation } from '../../i18n/react';
import { LocalLink } from '../LocalLink';
import * as styles from './styles.module.css';

/** Shown on a translated page that is still the English text: says so and links to the English original. */
export function FallbackNotice({ originalPath }: { originalPath: string }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.notice} role="note" lang="ja">
      <p>
        {t('docs:fallback.text')}{' '}
        <LocalLink href={originalPath} hrefLang="en" lang="en">
          {t('docs:fallback.link')}
        </LocalLink>
      </p>
    </aside>
  );
}
