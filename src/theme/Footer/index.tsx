import { useTranslation } from '../../i18n/react';
import siteConfig from '../../../site.config';
import type { FooterLink } from '../../config/types';
import { LocalLink } from '../LocalLink';
import * as styles from './styles.module.css';

function FooterLinks({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <LocalLink href={link.href} className={styles.link}>
            {t(`common:${link.labelKey}`)}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

/** Link columns (or one row of links), the logo and the copyright line; unprefixed paths are localised. */
export function Footer() {
  const { t } = useTranslation();
  const footer = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {footer.style === 'columns' ? (
          <div className={styles.columns}>
            {footer.columns.map((column) => (
              <section key={column.titleKey} className={styles.column}>
                <h2 className={styles.title}>{t(`common:${column.titleKey}`)}</h2>
                <FooterLinks links={column.links} />
              </section>
            ))}
          </div>
        ) : (
          <FooterLinks links={footer.links} />
        )}
        <div className={styles.bottom}>
          <svg width="2rem" height="2rem" viewBox="0 0 32 32" role="img" aria-label={siteConfig.title}>
            <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M16 16 L16 5" stroke="var(--color-accent)" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <p className={styles.copyright}>
            {t('common:footer.copyright', { year: footer.copyrightYear, title: siteConfig.title })}
          </p>
        </div>
      </div>
    </footer>
  );
}
